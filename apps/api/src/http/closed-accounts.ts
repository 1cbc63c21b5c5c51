/** The prefix of a closed account's `email`: no address has the form, since it has no `@`. */
const CLOSED_EMAIL_PREFIX = 'closed:';

/**
 * What a closed account keeps in its `email` column, which must stay unique and filled: its own
 * id under a prefix no address can have. The address itself is gone, free to register again.
 */
export const closedAccountEmail = (id: number): string => `${CLOSED_EMAIL_PREFIX}${String(id)}`;

/** SQL `LIKE` pattern of the emails `closedAccountEmail` gives. */
export const CLOSED_EMAIL_PATTERN = `${CLOSED_EMAIL_PREFIX}%`;

/** The user name a closed account is left with: `#` is in no name a player may choose (username_1). */
export const closedAccountName = (id: number): string => `#closed-${String(id)}`;

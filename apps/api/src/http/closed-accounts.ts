import { createHash } from 'node:crypto';

/** The prefix of a closed account's `email`: no address has the form, since it has no `@`. */
const CLOSED_EMAIL_PREFIX = 'closed:';

/**
 * What a closed account keeps of its email address: a hash of it, under a prefix no address can
 * have. The address itself is gone (and free to register again), yet a sign-in with it and the
 * right password still finds the account and is answered `withdrawn` rather than as an unknown
 * address. The column compares with SQLite's NOCASE, which folds ASCII letters only, so the hash
 * is of the address with its ASCII letters lowered: the two match the same spellings.
 */
export function closedAccountEmail(email: string): string {
  const folded = email.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return `${CLOSED_EMAIL_PREFIX}${createHash('sha256').update(folded).digest('base64url')}`;
}

/** SQL `LIKE` pattern of the emails `closedAccountEmail` gives. */
export const CLOSED_EMAIL_PATTERN = `${CLOSED_EMAIL_PREFIX}%`;

/** The user name a closed account is left with: `#` is in no name a player may choose (username_1). */
export const closedAccountName = (id: number): string => `#closed-${String(id)}`;

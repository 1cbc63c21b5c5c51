/** A SPEC §8 catalogue key as the server sends it: `password_1`, `giftcode`, `withdrawn_3`... */
const CATALOGUE_KEY = /^[A-Za-z]+(_\d+)?$/;

interface QueryError {
  status?: unknown;
  data?: unknown;
}

function bodyOf(error: unknown): { error?: unknown; fields?: unknown } | null {
  const data = (error as QueryError | null)?.data;
  return typeof data === 'object' && data !== null ? data : null;
}

/**
 * True when a failed call got no answer at all (RTK Query's `FETCH_ERROR`: offline, the connection
 * refused or reset): the server most likely never read it.
 */
export function gotNoAnswer(error: unknown): boolean {
  return (error as QueryError | null)?.status === 'FETCH_ERROR';
}

/**
 * The catalogue key to show for a failed call: the server's own key when it sent a valid one,
 * otherwise one chosen by what went wrong. Never an arbitrary server string.
 */
export function errorKeyOf(error: unknown): string {
  const key = bodyOf(error)?.error;
  if (typeof key === 'string' && CATALOGUE_KEY.test(key)) return key;
  const status = (error as QueryError | null)?.status;
  if (gotNoAnswer(error)) return 'client.connection';
  if (status === 'TIMEOUT_ERROR') return 'defaultError_13'; // try again after a few minutes
  if (status === 'PARSING_ERROR') return 'defaultError_11'; // something went wrong, try again
  if (status === 401) return 'defaultError_14'; // you need to log in
  return 'defaultError_10'; // something went wrong
}

/** The per-field keys of a refused form, keeping only well-formed keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = bodyOf(error)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && CATALOGUE_KEY.test(entry[1]),
    ),
  );
}

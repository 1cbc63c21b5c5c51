/**
 * The Idempotency-Key of each purchase in progress in this tab, by product. Kept in
 * sessionStorage, so a retry after a network failure and a reload during payment send the same
 * key (the server then answers the first receipt instead of charging again), and dropped once a
 * receipt arrives. Strictly necessary for the transaction the user asked for, so no consent is
 * needed (README). Falls back to memory where storage is blocked.
 */
export const PURCHASE_ATTEMPTS_KEY = 'shop.purchaseAttempts';

type Attempts = Record<string, string>;

const memory: Attempts = {};

function read(): Attempts {
  try {
    const raw = sessionStorage.getItem(PURCHASE_ATTEMPTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...memory };
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return { ...memory };
  }
}

function write(attempts: Attempts): void {
  for (const key of Object.keys(memory)) Reflect.deleteProperty(memory, key);
  Object.assign(memory, attempts);
  try {
    sessionStorage.setItem(PURCHASE_ATTEMPTS_KEY, JSON.stringify(attempts));
  } catch {
    // Storage blocked: the in-memory copy still covers double clicks and retries in this page.
  }
}

const attemptId = (appid: number, productid: string) => `${String(appid)}/${productid}`;

export const purchaseAttempts = {
  /** The key of the attempt to buy this product, created on first use. */
  keyFor(appid: number, productid: string): string {
    const attempts = read();
    const id = attemptId(appid, productid);
    const existing = attempts[id];
    if (existing) return existing;
    const created = crypto.randomUUID();
    write({ ...attempts, [id]: created });
    return created;
  },
  /** Ends the attempt (a receipt arrived): the next purchase of this product is a new one. */
  finish(appid: number, productid: string): void {
    const attempts = read();
    Reflect.deleteProperty(attempts, attemptId(appid, productid));
    write(attempts);
  },
};

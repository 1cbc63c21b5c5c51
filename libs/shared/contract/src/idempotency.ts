// Zod-free, like shop-basics.ts and support-basics.ts: every form that writes sends this header.

/** The header that makes a write happen once (contract README, "Idempotency"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

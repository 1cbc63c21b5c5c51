import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * SHA-256 in base64url: what the server stores instead of a secret it only has to recognise (a
 * session id, an emailed code or link, a migration key, a closed account's address) and how it
 * fingerprints a request. Fast on purpose: these carry enough entropy, or are looked up, not
 * guessed; passwords go through scrypt (`passwords.ts`).
 */
export function sha256(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * An address as the `users.email` column compares it (SQLite's NOCASE folds ASCII letters only),
 * hashed: what the server keeps of an address it must recognise but need not know (a closed
 * account's, one with failed sign-ins).
 */
export function emailDigest(email: string): string {
  return sha256(email.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
}

/** Compares two digests in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

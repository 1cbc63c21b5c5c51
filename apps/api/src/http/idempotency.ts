import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@dungeon/contract';
import { sha256 } from './digest';
import { fail } from './errors';

/**
 * Helpers for writes that must happen once (contract README, "Idempotency"). The route stores the
 * key with its effect under a UNIQUE (account, key) constraint in the same transaction as the
 * effect; a repeat finds that row and answers the first result instead of acting again.
 */

/** The request's Idempotency-Key, or a 400 defaultError_12 when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  return parsed.success ? parsed.data : fail(400, 'defaultError_12');
}

/** A stable digest of what a key was first used for (key order does not matter). */
export function requestFingerprint(request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((key) => [key, request[key]]),
  );
  return sha256(canonical);
}

/**
 * A stable digest of a multipart form as it arrived: its text fields but the `ignored` ones (the
 * captcha, which a resend must renew, and the key itself) and each file's name and content.
 */
export function formFingerprint(
  form: { fields: Record<string, string>; files: readonly { name: string; bytes: Buffer }[] },
  ignored: readonly string[],
): string {
  return requestFingerprint({
    fields: Object.entries(form.fields)
      .filter(([name]) => !ignored.includes(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    files: form.files.map((file) => [file.name, sha256(file.bytes)]),
  });
}

/** True for SQLite's UNIQUE-constraint failure, the sign that a concurrent twin got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Polls `read` until it gives a settled value (not undefined) or `timeoutMs` passes, then answers
 * the last value read (undefined on timeout). Used when a repeat arrives while the first request
 * is still waiting for the payment provider: the repeat answers the same receipt once it exists.
 */
export async function waitForSettled<T>(
  read: () => T | undefined,
  { timeoutMs = 10_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

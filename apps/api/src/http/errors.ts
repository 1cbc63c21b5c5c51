import type { ZodType } from 'zod';

/**
 * A refusal the client should show: an HTTP status and a SPEC §8 catalogue key, optionally one
 * key per form field. Thrown anywhere in a handler; the error handler turns it into
 * `{ error, fields? }` (libs/shared/contract README).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
  }
}

export function fail(status: number, key: string, fields?: Record<string, string>): never {
  throw new ApiError(status, key, fields);
}

/**
 * Validates `input` with a contract schema whose messages are catalogue keys. On failure throws a
 * 400 whose `error` is the first issue's key and whose `fields` map each field to its key.
 */
export function parseWith<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= catalogueKey(issue.message);
  }
  const first = result.error.issues[0];
  fail(400, first ? catalogueKey(first.message) : 'defaultError_12', fields);
}

/** Zod's own messages (type errors on tampered input) become the generic request error. */
function catalogueKey(message: string): string {
  return /^[A-Za-z]+(_\d+)?$/.test(message) ? message : 'defaultError_12';
}

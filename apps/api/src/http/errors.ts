import type { ZodType } from 'zod';
import { checkFields } from '@dungeon/contract';

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
 * 400 whose `error` is the first issue's key and whose `fields` map each field to its key (an
 * issue of the whole body under `_`), read as the site reads them (contract `checkFields`).
 */
export function parseWith<T>(schema: ZodType<T>, input: unknown): T {
  const checked = checkFields(schema, input, { root: '_' });
  if (checked.ok) return checked.data;
  fail(400, checked.first, checked.fields);
}

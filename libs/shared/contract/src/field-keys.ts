import type { ZodType } from 'zod';

/** What a SPEC §8 catalogue key looks like (form_12, captcha_1, termsagree_2, giftcode). */
const CATALOGUE_KEY = /^[A-Za-z]+(_\d+)?$/;

/** The outcome of {@link checkFields}: the parsed value, or the refusal as catalogue keys. */
export type FieldCheck<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** One key per refused field: its first issue's. */
      fields: Record<string, string>;
      /** The first issue's key, for the refusal as a whole. */
      first: string;
    };

/**
 * Runs a contract schema, whose messages are catalogue keys, the way the server and the site both
 * read it. A field path is joined with dots; an issue of the whole input is filed under `root`.
 * Zod's own messages (a wrong type, as tampered input gives) become `fallback`. Types only from
 * zod: this module adds nothing to a page that loads no schema.
 */
export function checkFields<T>(
  schema: ZodType<T>,
  input: unknown,
  { root = 'form', fallback = 'defaultError_12' }: { root?: string; fallback?: string } = {},
): FieldCheck<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const keyOf = (message: string) => (CATALOGUE_KEY.test(message) ? message : fallback);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || root] ??= keyOf(issue.message);
  const [firstIssue] = result.error.issues;
  return { ok: false, fields, first: firstIssue ? keyOf(firstIssue.message) : fallback };
}

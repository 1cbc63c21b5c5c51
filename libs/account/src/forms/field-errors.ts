import type { ZodType } from 'zod';

/** One catalogue key per refused field, and `form` for the refusal of the whole form. */
export type FormErrors<Field extends string = string> = Partial<Record<Field | 'form', string>>;

/**
 * Runs a contract schema on the client (the server runs the same one) and returns one catalogue
 * key per refused field, or null when the form is valid.
 */
export function checkWith<T>(schema: ZodType<T>, form: unknown): FormErrors | null {
  const result = schema.safeParse(form);
  if (result.success) return null;
  const fields: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= /^[A-Za-z]+(_\d+)?$/.test(issue.message) ? issue.message : 'defaultError_12';
  }
  return fields;
}

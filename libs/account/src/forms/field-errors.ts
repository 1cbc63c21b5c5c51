import type { ZodType } from 'zod';
import { checkFields } from '@dungeon/contract';

/** One catalogue key per refused field, and `form` for the refusal of the whole form. */
export type FormErrors<Field extends string = string> = Partial<Record<Field | 'form', string>>;

/**
 * Runs a contract schema on the client (the server runs the same one) and returns one catalogue
 * key per refused field, or null when the form is valid.
 */
export function checkWith<T>(schema: ZodType<T>, form: unknown): FormErrors | null {
  const checked = checkFields(schema, form);
  return checked.ok ? null : checked.fields;
}

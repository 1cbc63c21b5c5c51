import type { ZodType } from 'zod';
import { checkFields } from '@dungeon/contract';

/**
 * Runs a contract schema (the server's own rules) and answers the first catalogue key per field,
 * so the form says at once what the server would refuse. Empty when the input is valid.
 */
export function formProblems(schema: ZodType, input: Record<string, unknown>): Record<string, string> {
  const checked = checkFields(schema, input, { fallback: 'form_11' });
  return checked.ok ? {} : checked.fields;
}

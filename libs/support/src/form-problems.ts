import type { ZodType } from 'zod';

/**
 * Runs a contract schema (the server's own rules) and answers the first catalogue key per field,
 * so the form says at once what the server would refuse. Empty when the input is valid.
 */
export function formProblems(schema: ZodType, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    problems[field] ??= /^[A-Za-z]+(_\d+)?$/.test(issue.message) ? issue.message : 'form_11';
  }
  return problems;
}

import type { ZodType } from 'zod';
import { schemasOnDemand } from '@dungeon/contract';
import type * as SupportModule from '@dungeon/contract/support';

type SupportSchemas = typeof SupportModule;

/**
 * The support centre's schemas (`@dungeon/contract/support`, the contract's zod code, 24 kB gzip):
 * loaded when the player starts on a form's description (every support form has one), and awaited
 * on submit, not with the page. The report pages are public, and a page needs the schemas only to
 * check a form before it is sent.
 */
const supportSchemas = schemasOnDemand(() => import('@dungeon/contract/support'));

/** For the description field, on focus: the schemas load while the player writes. */
export const prefetchFormChecks = supportSchemas.prefetch;

/**
 * Runs one of the contract's schemas (`pick`: the server's own rules) and answers the first
 * catalogue key per field, so the form says at once what the server would refuse. Empty when the
 * input is valid, and also when the schemas cannot be loaded: the form is then sent unchecked,
 * and the server applies the same rules.
 */
export function formProblems(
  pick: (schemas: SupportSchemas) => ZodType,
  input: Record<string, unknown>,
): Promise<Record<string, string>> {
  return supportSchemas.check(pick, input, { fallback: 'form_11' });
}

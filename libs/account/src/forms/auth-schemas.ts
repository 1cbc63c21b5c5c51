import type { ZodType } from 'zod';
import { schemasOnDemand } from '@dungeon/contract';
import type * as AuthModule from '@dungeon/contract/auth';
import type { FormErrors } from './field-errors';

type AuthSchemas = typeof AuthModule;

/**
 * The sign-up and password-reset schemas, loaded when a player first works on one of those forms
 * rather than with the page: evaluated at start-up they made /user/register and
 * /user/password_reset the slowest public pages (Lighthouse TBT 250-450 ms, /user/login's 50-80).
 */
const authSchemas = schemasOnDemand(() => import('@dungeon/contract/auth'));

/** For a form's first field, on focus: the schemas load while the player types. */
export const prefetchSchemas = authSchemas.prefetch;

/**
 * One of the auth schemas (`pick`), the server's own rules, run on the form once they are loaded:
 * one catalogue key per refused field. Empty when the form passes, and also when the schemas
 * cannot be loaded: the form is then sent without its own check, and the server checks the same
 * rules.
 */
export function checkWithAuthSchema(pick: (schemas: AuthSchemas) => ZodType, form: unknown): Promise<FormErrors> {
  return authSchemas.check(pick, form);
}

import type { ZodType } from 'zod';
import type * as AuthModule from '@dungeon/contract/auth';
import { checkWith, type FormErrors } from './field-errors';

type AuthSchemas = typeof AuthModule;

let loading: Promise<AuthSchemas> | undefined;

/**
 * The sign-up and password-reset schemas (the contract's zod code, about 24 kB gzip), loaded when
 * a player first works on one of those forms rather than with the page: evaluated at start-up
 * they made /user/register and /user/password_reset the slowest public pages (Lighthouse TBT
 * 250-450 ms, /user/login's 50-80). A failed load is tried again on the next call.
 */
function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@dungeon/contract/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For a form's first field, on focus: the schemas load while the player types. */
export function prefetchSchemas(): void {
  loadAuthSchemas().catch(() => undefined);
}

/**
 * `checkWith` with one of the auth schemas (`pick`), once they are loaded. Null when the form
 * passes, and also when the schemas cannot be loaded: the form is then sent without its own
 * check, and the server checks the same rules.
 */
export async function checkWithAuthSchema(
  pick: (schemas: AuthSchemas) => ZodType,
  form: unknown,
): Promise<FormErrors | null> {
  const schemas = await loadAuthSchemas().catch(() => null);
  return schemas && checkWith(pick(schemas), form);
}

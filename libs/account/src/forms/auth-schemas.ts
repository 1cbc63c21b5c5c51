import type * as AuthModule from '@dungeon/contract/auth';

type AuthSchemas = typeof AuthModule;

let loading: Promise<AuthSchemas> | undefined;

/**
 * The sign-up and password-reset schemas (the contract's zod code, about 24 kB gzip), loaded when
 * a player first works on one of those forms rather than with the page: evaluated at start-up
 * they made /user/register and /user/password_reset the slowest public pages (Lighthouse TBT
 * 250-450 ms, /user/login's 50-80). A failed load is tried again on the next call; the caller
 * then sends without its own check, and the server checks all the same.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@dungeon/contract/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The schemas, or null when they cannot be loaded (the server's check still applies). */
export function authSchemasOrNull(): Promise<AuthSchemas | null> {
  return loadAuthSchemas().catch(() => null);
}

/** For a form's first field, on focus: the schemas load while the player types. */
export function prefetchSchemas(): void {
  void authSchemasOrNull();
}

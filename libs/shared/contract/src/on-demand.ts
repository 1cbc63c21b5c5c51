/**
 * A module of the contract's schemas (its zod code, about 24 kB gzip) loaded when a form first
 * needs it rather than with the page: `prefetch` when the player starts on the form, `get` on
 * submit. `get` answers null when the module cannot be loaded, so the form is sent without its own
 * check (the server checks the same rules); a failed load is tried again on the next call.
 */
export function schemasOnDemand<Schemas>(load: () => Promise<Schemas>): {
  prefetch: () => void;
  get: () => Promise<Schemas | null>;
} {
  let loading: Promise<Schemas> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    prefetch: () => {
      loaded().catch(() => undefined);
    },
    get: () => loaded().catch(() => null),
  };
}

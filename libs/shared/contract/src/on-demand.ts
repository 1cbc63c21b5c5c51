import type { ZodType } from 'zod';
import { checkFields } from './field-keys';

/** What {@link schemasOnDemand} gives a form. */
export interface SchemasOnDemand<Schemas> {
  /** Starts the load (the player starts on the form); a failure passes quietly. */
  prefetch: () => void;
  /**
   * Runs one of the module's schemas (`pick`) on `input` through {@link checkFields}: one catalogue
   * key per refused field, empty when the input passes and also when the module cannot be loaded
   * (the form is then sent unchecked, and the server applies the same rules).
   */
  check: (
    pick: (schemas: Schemas) => ZodType,
    input: unknown,
    options?: Parameters<typeof checkFields>[2],
  ) => Promise<Record<string, string>>;
}

/**
 * A module of the contract's schemas (its zod code, about 24 kB gzip) loaded when a form first
 * needs it rather than with the page: `prefetch` when the player starts on the form, `check` on
 * submit. A failed load is tried again on the next call.
 */
export function schemasOnDemand<Schemas>(load: () => Promise<Schemas>): SchemasOnDemand<Schemas> {
  let loading: Promise<Schemas> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const get = () => loaded().catch(() => null);
  return {
    prefetch: () => {
      loaded().catch(() => undefined);
    },
    check: async (pick, input, options) => {
      const schemas = await get();
      if (!schemas) return {};
      const checked = checkFields(pick(schemas), input, options);
      return checked.ok ? {} : checked.fields;
    },
  };
}

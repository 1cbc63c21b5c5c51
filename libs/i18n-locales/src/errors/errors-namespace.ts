import { registerNamespace } from '../namespaces';

/** The SPEC §8 error catalogue: one key per code, as the server sends it. Load it with the forms that show errors. */
export const ERRORS_NS = registerNamespace('errors', import.meta.glob('./locales/*.json', { import: 'default' }));

import { registerNamespace } from './namespaces';

/** Strings every page can need (loading, the route error page, the document title suffix). */
export const COMMON_NS = registerNamespace('common', import.meta.glob('./locales/*.json', { import: 'default' }));

import { registerNamespace } from '@dungeon/i18n-locales';

/** Loaded at start-up with `common`: the header and footer are on every page. */
export const CHROME_NS = registerNamespace('chrome', import.meta.glob('./locales/*.json', { import: 'default' }));

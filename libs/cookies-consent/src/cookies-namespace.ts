import { registerNamespace } from '@dungeon/i18n-locales';

export const COOKIES_NS = registerNamespace('cookies', import.meta.glob('./locales/*.json', { import: 'default' }));

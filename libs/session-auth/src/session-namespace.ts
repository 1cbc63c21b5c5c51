import { registerNamespace } from '@dungeon/i18n-locales';

export const SESSION_NS = registerNamespace('session', import.meta.glob('./locales/*.json', { import: 'default' }));

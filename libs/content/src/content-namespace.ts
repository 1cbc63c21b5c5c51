import { registerNamespace } from '@dungeon/i18n-locales';

export const CONTENT_NS = registerNamespace('content', import.meta.glob('./locales/*.json', { import: 'default' }));

import { registerNamespace } from '@dungeon/i18n-locales';

export const NEWS_NS = registerNamespace('news', import.meta.glob('./locales/*.json', { import: 'default' }));

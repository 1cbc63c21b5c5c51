import { registerNamespace } from '@dungeon/i18n-locales';

export const SUPPORT_NS = registerNamespace('support', import.meta.glob('./locales/*.json', { import: 'default' }));

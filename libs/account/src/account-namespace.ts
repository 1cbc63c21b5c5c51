import { registerNamespace } from '@dungeon/i18n-locales';

export const ACCOUNT_NS = registerNamespace('account', import.meta.glob('./locales/*.json', { import: 'default' }));

import { registerNamespace } from '@dungeon/i18n-locales';

export const SHOP_NS = registerNamespace('shop', import.meta.glob('./locales/*.json', { import: 'default' }));

import { registerNamespace } from '@dungeon/i18n-locales';

export const GEO_RATING_NS = registerNamespace(
  'geo-rating',
  import.meta.glob('./locales/*.json', { import: 'default' }),
);

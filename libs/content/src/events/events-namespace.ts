import { registerNamespace } from '@dungeon/i18n-locales';

/** Strings of the two event pages (/twitch-drops, /winter-holiday-event). */
export const EVENTS_NS = registerNamespace(
  'content-events',
  import.meta.glob('./locales/*.json', { import: 'default' }),
);

import { registerNamespace } from '@dungeon/i18n-locales';

/** Strings of /play only, so they never weigh on /home. */
export const PLAY_NS = registerNamespace('content-play', import.meta.glob('./locales/*.json', { import: 'default' }));

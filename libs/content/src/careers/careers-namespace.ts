import { registerNamespace } from '@dungeon/i18n-locales';

/** Strings of /careers, including the open roles (content kept as a namespace, README "Decisions"). */
export const CAREERS_NS = registerNamespace(
  'content-careers',
  import.meta.glob('./locales/*.json', { import: 'default' }),
);

import { registerNamespace } from '@dungeon/i18n-locales';

/**
 * Strings of the signed-in account screens: dashboard, withdrawal and migration. A namespace of
 * their own, apart from `account` (login, register, reset), so the two sets can change separately.
 * The catalogues sit in `screens-locales/locales/`: the translation gate finds catalogues by a
 * `locales` folder.
 */
export const ACCOUNT_SCREENS_NS = registerNamespace(
  'account-screens',
  import.meta.glob('./screens-locales/locales/*.json', { import: 'default' }),
);

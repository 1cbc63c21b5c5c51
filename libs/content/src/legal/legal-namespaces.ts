import { registerNamespace } from '@dungeon/i18n-locales';

/**
 * One namespace per legal document, each loaded only by its own route, so a policy's text never
 * weighs on another page. (`import.meta.glob` needs literal patterns, hence one call per document.)
 */
export const LEGAL_INDEX_NS = registerNamespace(
  'legal',
  import.meta.glob('./locales/index/*.json', { import: 'default' }),
);
export const LEGAL_PRIVACY_NS = registerNamespace(
  'legal-privacy',
  import.meta.glob('./locales/privacy/*.json', { import: 'default' }),
);
export const LEGAL_COOKIE_NS = registerNamespace(
  'legal-cookie',
  import.meta.glob('./locales/cookie/*.json', { import: 'default' }),
);
export const LEGAL_LAUNCHER_NS = registerNamespace(
  'legal-launcher',
  import.meta.glob('./locales/launcher/*.json', { import: 'default' }),
);
export const LEGAL_CODE_OF_CONDUCT_NS = registerNamespace(
  'legal-code-of-conduct',
  import.meta.glob('./locales/code-of-conduct/*.json', { import: 'default' }),
);
export const LEGAL_GAME_NS = registerNamespace(
  'legal-game',
  import.meta.glob('./locales/game/*.json', { import: 'default' }),
);
export const LEGAL_PAYMENT_NS = registerNamespace(
  'legal-payment',
  import.meta.glob('./locales/payment/*.json', { import: 'default' }),
);

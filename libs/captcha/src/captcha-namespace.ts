import { registerNamespace } from '@dungeon/i18n-locales';

/** List it (with ERRORS_NS) in the lazyPage namespaces of every form that shows a captcha. */
export const CAPTCHA_NS = registerNamespace('captcha', import.meta.glob('./locales/*.json', { import: 'default' }));

export { COMMON_NS } from './common-namespace';
export { ERRORS_NS } from './errors/errors-namespace';
export { FALLBACK_ERROR_KEY, useErrorMessage } from './errors/use-error-message';
export { changeLanguage, initI18n } from './i18n';
export { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './language-storage';
export { LanguageSelector } from './language-selector';
export { lazyPage } from './lazy-page';
export {
  DEFAULT_LOCALE,
  isLocaleCode,
  LANGUAGE_TAGS,
  languageTagFor,
  localeCodeFor,
  LOCALES,
  type LanguageTag,
  type LocaleCode,
} from './locales';
export { registerNamespace, registeredNamespaces } from './namespaces';
export { useDocumentTitle } from './use-document-title';

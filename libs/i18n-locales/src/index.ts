export { COMMON_NS } from './common-namespace';
export {
  type CatalogueKey,
  CLIENT_KEYS,
  type ClientKey,
  ERROR_KEYS,
  type ErrorKey,
  isCatalogueKey,
  isErrorKey,
  SUCCESS_KEYS,
  type SuccessKey,
} from './errors/error-keys';
export { ERRORS_NS } from './errors/errors-namespace';
export { FALLBACK_ERROR_KEY, useErrorMessage } from './errors/use-error-message';
export {
  createFormatters,
  type DateInput,
  formatDateWith,
  type Formatters,
  type NumericInput,
  prepareFormatters,
} from './format/formatters';
export { withGap } from './format/sentence-gap';
export { useFormatters } from './format/use-formatters';
export { changeLanguage, initI18n, onBeforeLanguageReload } from './i18n';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
  syncLanguageCookie,
} from './language-storage';
export { LanguageSelector, type LanguageSelectorProps } from './language-selector';
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
export { DocumentTitle, documentTitle, usePageTitle } from './document-title';

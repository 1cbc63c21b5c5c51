import { LANGUAGE_TAGS, LOCALES, type LanguageTag, type LocaleCode } from '@dungeon/contract';

/** SPEC §1's locales live in the contract: the back end's language lists are built from it, and the e2e suite sweeps it. */
export { LANGUAGE_TAGS, LOCALES, type LanguageTag, type LocaleCode };

/** SPEC §1: the default locale. */
export const DEFAULT_LOCALE: LocaleCode = 'EN';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}

export function languageTagFor(code: LocaleCode): LanguageTag {
  const locale = LOCALES.find((entry) => entry.code === code);
  return locale ? locale.tag : 'en';
}

export function localeCodeFor(tag: string): LocaleCode {
  return LOCALES.find((entry) => entry.tag === tag)?.code ?? DEFAULT_LOCALE;
}

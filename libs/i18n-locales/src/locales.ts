/** SPEC §1: the ten locale codes and their language tags. */
export const LOCALES = [
  { code: 'EN', tag: 'en', nativeName: 'English' },
  { code: 'KR', tag: 'ko', nativeName: '한국어' },
  { code: 'CN', tag: 'zh-Hans', nativeName: '简体中文' },
  { code: 'CN-T', tag: 'zh-Hant', nativeName: '繁體中文' },
  { code: 'DE', tag: 'de', nativeName: 'Deutsch' },
  { code: 'ES', tag: 'es', nativeName: 'Español' },
  { code: 'FR', tag: 'fr', nativeName: 'Français' },
  { code: 'JP', tag: 'ja', nativeName: '日本語' },
  { code: 'PT', tag: 'pt', nativeName: 'Português' },
  { code: 'RU', tag: 'ru', nativeName: 'Русский' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LanguageTag = (typeof LOCALES)[number]['tag'];

/** SPEC §1: the default locale. */
export const DEFAULT_LOCALE: LocaleCode = 'EN';

export const LANGUAGE_TAGS: readonly LanguageTag[] = LOCALES.map((locale) => locale.tag);

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

/**
 * SPEC §1: the ten locale codes, their language tags and each language's own name, in the language
 * selector's order: the site's languages (i18n-locales), the languages the back end answers in
 * (news, support), and the languages the e2e suite sweeps.
 */
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

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];
export type LanguageTag = Locale['tag'];

/** The ten language tags, in the same order (a tuple, as `z.enum` takes it). */
export const LANGUAGE_TAGS = LOCALES.map((locale) => locale.tag) as readonly LanguageTag[] as readonly [
  LanguageTag,
  ...LanguageTag[],
];

/**
 * The number whose plural category (Intl.PluralRules, i18next's `count`) is that of `amount`, an
 * exact integer string: the amount itself, or, past 2^53, its last six digits above a million,
 * which keep every category of the ten languages (Russian reads the last two digits, French's
 * "many" whole millions). Red Stone amounts in words use it, on the site and in mails.
 */
export function pluralOperand(amount: string): number {
  const value = Number(amount);
  return Number.isSafeInteger(value) ? value : 1_000_000 + Number(amount.slice(-6));
}

import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';

/** SPEC §3: local storage key of the chosen language (a locale code, default EN). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function readStoredLanguage(storage: Storage = localStorage): LocaleCode {
  let raw: string | null;
  try {
    raw = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return DEFAULT_LOCALE;
  }
  if (raw === null) return DEFAULT_LOCALE;
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return isLocaleCode(unquoted) ? unquoted : DEFAULT_LOCALE;
}

/** The language is a necessary preference (it decides what the visitor can read), so it needs no consent. */
export function storeLanguage(code: LocaleCode, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, code);
}

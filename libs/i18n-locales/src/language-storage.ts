import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';

/** SPEC §3: local storage key of the chosen language (a locale code, default EN). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The cookie that repeats the stored language for servers, which cannot read local storage: the
 * back end picks the language of a prerendered page by it (apps/api, README "Prerendered pages").
 * It holds the same locale code, and exists only while a language is stored.
 */
export const LANGUAGE_COOKIE = 'language';

const ONE_YEAR_S = 31_536_000;

/** The stored locale code, or null when none is stored (or it is not one of the ten). */
function storedLocale(storage: Storage): LocaleCode | null {
  let raw: string | null;
  try {
    raw = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return isLocaleCode(unquoted) ? unquoted : null;
}

export function readStoredLanguage(storage: Storage = localStorage): LocaleCode {
  return storedLocale(storage) ?? DEFAULT_LOCALE;
}

function languageCookieOf(doc: Document): string | null {
  const pair = doc.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair === undefined ? null : pair.slice(LANGUAGE_COOKIE.length + 1);
}

function writeLanguageCookie(code: LocaleCode | null, doc: Document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    code === null
      ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${String(ONE_YEAR_S)}; SameSite=Lax${secure}`;
}

/**
 * Brings the `language` cookie in line with local storage (the pre-paint script runs it on every
 * page), for a language stored before the cookie existed or a cookie that outlived its storage.
 */
export function syncLanguageCookie(storage: Storage = localStorage, doc: Document = document): void {
  const code = storedLocale(storage);
  if (languageCookieOf(doc) !== code) writeLanguageCookie(code, doc);
}

/**
 * The language is a necessary preference (it decides what the visitor can read), so it needs no
 * consent. The cookie is written with it, so the reload that follows a change (SPEC §4) is
 * already served in the new language.
 */
export function storeLanguage(code: LocaleCode, storage: Storage = localStorage, doc?: Document): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, code);
  writeLanguageCookie(code, doc ?? document);
}

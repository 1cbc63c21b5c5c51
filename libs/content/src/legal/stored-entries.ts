import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@dungeon/browser-storage';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@dungeon/i18n-locales';

/** The session cookie as the API sets it (HttpOnly; `__Host-sid` on HTTPS in production). */
export const SESSION_COOKIE_NAME = 'sid';

export interface StoredEntry {
  /** Key of its texts under `entries` in the cookie-policy namespace. */
  id:
    | 'session'
    | 'preferences'
    | 'language'
    | 'languageCookie'
    | 'keepMeLoggedIn'
    | 'cookieBannerHidden'
    | 'theme'
    | 'formDrafts'
    | 'logoutPending';
  /** The real cookie or storage key, read from the code that writes it so the policy cannot drift. */
  name: string;
  /** `cookie` is HttpOnly (scripts cannot read it); `scriptCookie` is written by the page's script. */
  where: 'cookie' | 'scriptCookie' | 'localStorage' | 'sessionStorage';
  category: 'necessary' | 'functional';
}

/** Everything the site keeps in the browser (SPEC §3), as the cookie policy lists it. */
export const STORED_ENTRIES: readonly StoredEntry[] = [
  { id: 'session', name: SESSION_COOKIE_NAME, where: 'cookie', category: 'necessary' },
  { id: 'preferences', name: STORAGE_KEYS.preferences, where: 'localStorage', category: 'necessary' },
  { id: 'language', name: LANGUAGE_STORAGE_KEY, where: 'localStorage', category: 'necessary' },
  { id: 'languageCookie', name: LANGUAGE_COOKIE, where: 'scriptCookie', category: 'necessary' },
  { id: 'keepMeLoggedIn', name: STORAGE_KEYS.keepMeLoggedIn, where: 'localStorage', category: 'functional' },
  { id: 'cookieBannerHidden', name: STORAGE_KEYS.cookieBannerHidden, where: 'localStorage', category: 'functional' },
  { id: 'theme', name: STORAGE_KEYS.theme, where: 'localStorage', category: 'functional' },
  { id: 'formDrafts', name: SESSION_STORAGE_KEYS.formDrafts, where: 'sessionStorage', category: 'necessary' },
  { id: 'logoutPending', name: STORAGE_KEYS.logoutPending, where: 'localStorage', category: 'necessary' },
];

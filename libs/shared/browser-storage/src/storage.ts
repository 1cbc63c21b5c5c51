/**
 * One wrapper per local-storage key (SPEC §3), each knowing its key's shape, its default and
 * whether it needs functional-cookie consent. Nothing else in the site touches localStorage,
 * except the language key, which i18n-locales owns. The one sessionStorage key is here too.
 */
export const STORAGE_KEYS = {
  preferences: 'preferences',
  keepMeLoggedIn: 'keepMeLoggedIn',
  cookieBannerHidden: 'cookieBannerHidden',
  theme: 'theme',
  logoutPending: 'logoutPending',
} as const;

/** SPEC §9: the cookie banner stays hidden for 30 days. */
export const COOKIE_BANNER_HIDE_MS = 2_592_000_000;

export interface CookiePreferences {
  necessary: true;
  functional: boolean;
}

/** Keys of the tab's sessionStorage: gone when the tab closes. */
export const SESSION_STORAGE_KEYS = {
  formDrafts: 'formDrafts',
} as const;

type Area = 'localStorage' | 'sessionStorage';

function storage(area: Area = 'localStorage'): Storage | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    return null; // storage disabled by the browser
  }
}

function readJson(key: string, area?: Area): unknown {
  const raw = storage(area)?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** False when nothing was stored (storage disabled, quota, privacy mode): the value then lasts for this page view only. */
function writeJson(key: string, value: unknown, area?: Area): boolean {
  const target = storage(area);
  if (!target) return false;
  try {
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const cookiePreferences = {
  /** The saved choice, or null on a first visit (or when the stored value was tampered with). */
  read(): CookiePreferences | null {
    const value = readJson(STORAGE_KEYS.preferences);
    if (typeof value !== 'object' || value === null) return null;
    const functional = (value as { functional?: unknown }).functional;
    return typeof functional === 'boolean' ? { necessary: true, functional } : null;
  },
  exists(): boolean {
    return this.read() !== null;
  },
  /** Necessary cookies cannot be refused: whatever the caller passes, `necessary` is stored true. */
  write(functional: boolean): CookiePreferences {
    const preferences: CookiePreferences = { necessary: true, functional };
    writeJson(STORAGE_KEYS.preferences, preferences);
    return preferences;
  },
};

/** Functional storage is allowed until the visitor turns it off (SPEC §3: functionalCookies defaults to true). */
export function functionalStorageAllowed(): boolean {
  return cookiePreferences.read()?.functional !== false;
}

export class KeepMeLoggedInTypeError extends Error {
  /** SPEC §8 catalogue key. */
  readonly key = 'keepMeLoggedIn';
  constructor() {
    super('keepMeLoggedIn');
  }
}

export const keepMeLoggedIn = {
  /** true/false when stored, null when absent or not a boolean. */
  read(): boolean | null {
    const value = readJson(STORAGE_KEYS.keepMeLoggedIn);
    return typeof value === 'boolean' ? value : null;
  },
  /** Stored as JSON, and only while functional cookies are allowed. */
  write(value: unknown): void {
    if (typeof value !== 'boolean') throw new KeepMeLoggedInTypeError();
    if (functionalStorageAllowed()) writeJson(STORAGE_KEYS.keepMeLoggedIn, value);
  },
  clear(): void {
    storage()?.removeItem(STORAGE_KEYS.keepMeLoggedIn);
  },
};

interface BannerRecord {
  value: boolean;
  expiry: number;
}

export const cookieBannerHidden = {
  /** True while a hide record exists and has not expired. */
  isHidden(now: number = Date.now()): boolean {
    const record = readJson(STORAGE_KEYS.cookieBannerHidden) as Partial<BannerRecord> | undefined;
    return record?.value === true && typeof record.expiry === 'number' && record.expiry > now;
  },
  /** Hides the banner for 30 days; stored only if functional cookies are allowed. */
  hide(now: number = Date.now()): void {
    if (functionalStorageAllowed())
      writeJson(STORAGE_KEYS.cookieBannerHidden, { value: true, expiry: now + COOKIE_BANNER_HIDE_MS });
  },
  clear(): void {
    storage()?.removeItem(STORAGE_KEYS.cookieBannerHidden);
  },
};

/** The colour theme the visitor picked; absent means "follow the system setting". */
export type Theme = 'light' | 'dark';

export const themePreference = {
  /** 'light' or 'dark' when stored, null when absent or tampered with. */
  read(): Theme | null {
    const value = readJson(STORAGE_KEYS.theme);
    return value === 'light' || value === 'dark' ? value : null;
  },
  /** Stored as JSON, and only while functional cookies are allowed. */
  write(theme: Theme): void {
    if (functionalStorageAllowed()) writeJson(STORAGE_KEYS.theme, theme);
  },
  clear(): void {
    storage()?.removeItem(STORAGE_KEYS.theme);
  },
};

/**
 * Set when a logout the server never confirmed (an error, a timeout, no network) left the session
 * cookie, which scripts cannot touch, in the browser: the next start ends that session on the
 * server before anything else. Necessary (a logout the player asked for), so no consent is needed.
 */
export const logoutPending = {
  isSet(): boolean {
    return readJson(STORAGE_KEYS.logoutPending) === true;
  },
  set(): void {
    writeJson(STORAGE_KEYS.logoutPending, true);
  },
  clear(): void {
    storage()?.removeItem(STORAGE_KEYS.logoutPending);
  },
};

/**
 * The raw JSON under the sessionStorage key `formDrafts`. Its shape (drafts per account, or none,
 * and page, never a secret field) is session-auth's `formDrafts`; no consent is needed, the text
 * being what the player was in the middle of sending.
 */
export const formDraftsRecord = {
  /** The stored JSON, or undefined when absent or unreadable. */
  read(): unknown {
    return readJson(SESSION_STORAGE_KEYS.formDrafts, 'sessionStorage');
  },
  /** False when the browser refused the write. */
  write(value: unknown): boolean {
    return writeJson(SESSION_STORAGE_KEYS.formDrafts, value, 'sessionStorage');
  },
  clear(): void {
    storage('sessionStorage')?.removeItem(SESSION_STORAGE_KEYS.formDrafts);
  },
};

/**
 * Reads the tab's sessionStorage once, so that the browser loads it now: a page's first read waits
 * for the whole area to come from the browser process (0.5-14 ms measured). The shell calls it in a
 * start-up task of its own, ahead of React Router's creation, which reads sessionStorage too and
 * is the longest task of the start-up.
 */
export function loadSessionStorage(): void {
  storage('sessionStorage')?.getItem(SESSION_STORAGE_KEYS.formDrafts);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_BANNER_HIDE_MS,
  cookieBannerHidden,
  cookiePreferences,
  formDraftsRecord,
  functionalStorageAllowed,
  keepMeLoggedIn,
  KeepMeLoggedInTypeError,
  loadSessionStorage,
  SESSION_STORAGE_KEYS,
  logoutPending,
  themePreference,
} from './storage';

describe('cookie preferences', () => {
  it('is absent on a first visit and allows functional storage by default', () => {
    expect(cookiePreferences.exists()).toBe(false);
    expect(functionalStorageAllowed()).toBe(true);
  });

  it('always stores necessary: true under "preferences"', () => {
    cookiePreferences.write(false);
    expect(JSON.parse(localStorage.getItem('preferences') ?? '')).toEqual({ necessary: true, functional: false });
    expect(functionalStorageAllowed()).toBe(false);
  });

  it('treats a tampered record as no choice', () => {
    localStorage.setItem('preferences', '{"functional":"yes"}');
    expect(cookiePreferences.read()).toBeNull();
    localStorage.setItem('preferences', 'not json');
    expect(cookiePreferences.read()).toBeNull();
  });
});

describe('keep-me-logged-in flag', () => {
  it('is stored as JSON', () => {
    keepMeLoggedIn.write(true);
    expect(localStorage.getItem('keepMeLoggedIn')).toBe('true');
    expect(keepMeLoggedIn.read()).toBe(true);
  });

  it('refuses a value that is not a boolean with the keepMeLoggedIn error', () => {
    expect(() => {
      keepMeLoggedIn.write('yes');
    }).toThrow(KeepMeLoggedInTypeError);
    expect(localStorage.getItem('keepMeLoggedIn')).toBeNull();
  });

  it('is not stored while functional cookies are refused', () => {
    cookiePreferences.write(false);
    keepMeLoggedIn.write(true);
    expect(keepMeLoggedIn.read()).toBeNull();
  });
});

describe('cookie banner hide record (SPEC §4/§9)', () => {
  it('hides the banner for exactly 30 days', () => {
    const now = Date.UTC(2026, 0, 1);
    cookieBannerHidden.hide(now);
    expect(cookieBannerHidden.isHidden(now + COOKIE_BANNER_HIDE_MS - 1)).toBe(true);
    expect(cookieBannerHidden.isHidden(now + COOKIE_BANNER_HIDE_MS)).toBe(false);
  });

  it('is not stored when functional cookies are refused', () => {
    cookiePreferences.write(false);
    cookieBannerHidden.hide();
    expect(localStorage.getItem('cookieBannerHidden')).toBeNull();
    expect(cookieBannerHidden.isHidden()).toBe(false);
  });
});

describe('theme preference', () => {
  it('is stored as JSON under "theme" and read back', () => {
    themePreference.write('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(themePreference.read()).toBe('dark');
    themePreference.clear();
    expect(themePreference.read()).toBeNull();
  });

  it('ignores a tampered value', () => {
    localStorage.setItem('theme', '"purple"');
    expect(themePreference.read()).toBeNull();
  });

  it('is not stored while functional cookies are refused', () => {
    cookiePreferences.write(false);
    themePreference.write('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });
});

describe('pending logout marker', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is stored as true under "logoutPending", even with functional cookies off', () => {
    cookiePreferences.write(false);
    expect(logoutPending.isSet()).toBe(false);
    logoutPending.set();
    expect(localStorage.getItem('logoutPending')).toBe('true');
    expect(logoutPending.isSet()).toBe(true);
    logoutPending.clear();
    expect(logoutPending.isSet()).toBe(false);
  });

  it('ignores any other value', () => {
    localStorage.setItem('logoutPending', '"yes"');
    expect(logoutPending.isSet()).toBe(false);
  });
});

describe('form drafts record (sessionStorage)', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('reads back what it wrote from sessionStorage, not localStorage, and clears it', () => {
    expect(formDraftsRecord.write([{ subject: 'Launcher closes' }])).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts) ?? 'null')).toEqual([
      { subject: 'Launcher closes' },
    ]);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toBeNull();
    expect(formDraftsRecord.read()).toEqual([{ subject: 'Launcher closes' }]);
    formDraftsRecord.clear();
    expect(formDraftsRecord.read()).toBeUndefined();
  });

  it('says so when the browser refuses the write, and reads unparsable text as nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(formDraftsRecord.write([])).toBe(false);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.formDrafts, '{oops');
    expect(formDraftsRecord.read()).toBeUndefined();
  });

  it('loads the area with one read of sessionStorage, and stays quiet when the browser refuses it', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    loadSessionStorage();
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(getItem.mock.contexts[0]).toBe(sessionStorage);
    getItem.mockRestore();
    // A browser that blocks storage throws on reaching the area itself.
    const refused = vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => loadSessionStorage()).not.toThrow();
    refused.mockRestore();
  });
});

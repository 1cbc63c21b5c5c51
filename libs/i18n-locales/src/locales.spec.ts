import { afterEach, describe, expect, it } from 'vitest';
import { readStoredLanguage, storeLanguage, syncLanguageCookie } from './language-storage';
import { languageTagFor, LOCALES, localeCodeFor } from './locales';

describe('locale map (SPEC §1)', () => {
  it('maps the ten codes to their language tags exactly', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale.code, locale.tag]))).toEqual({
      EN: 'en',
      KR: 'ko',
      CN: 'zh-Hans',
      'CN-T': 'zh-Hant',
      DE: 'de',
      ES: 'es',
      FR: 'fr',
      JP: 'ja',
      PT: 'pt',
      RU: 'ru',
    });
    expect(languageTagFor('CN-T')).toBe('zh-Hant');
    expect(localeCodeFor('ja')).toBe('JP');
  });
});

describe('stored language (SPEC §3/§4)', () => {
  it('defaults to EN when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('EN');
  });
  it('reads back a stored code under the key "language"', () => {
    storeLanguage('KR');
    expect(localStorage.getItem('language')).toBe('KR');
    expect(readStoredLanguage()).toBe('KR');
  });
  it('ignores an unknown or tampered value', () => {
    localStorage.setItem('language', 'XX');
    expect(readStoredLanguage()).toBe('EN');
    localStorage.setItem('language', '"DE"');
    expect(readStoredLanguage()).toBe('DE');
  });
});

describe('the language cookie (for servers that pick the prerendered language)', () => {
  const languageCookie = () => /(?:^|; )language=([^;]*)/.exec(document.cookie)?.[1];
  afterEach(() => {
    document.cookie = 'language=; Path=/; Max-Age=0';
  });

  it('is written with the stored language, so the reload after a change comes in the new one', () => {
    storeLanguage('DE');
    expect(languageCookie()).toBe('DE');
    storeLanguage('CN-T');
    expect(languageCookie()).toBe('CN-T');
  });

  it('catches up with a language stored before it existed', () => {
    localStorage.setItem('language', 'JP');
    syncLanguageCookie();
    expect(languageCookie()).toBe('JP');
  });

  /** A document served over `protocol` holding the cookies `jar`, recording each cookie written. */
  function recordingDocument(protocol: 'http:' | 'https:', jar = '') {
    const written: string[] = [];
    const doc = {
      location: { protocol },
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    return { doc, written };
  }

  it('lasts a year, comes along when a visitor arrives from another site (Lax), and is HTTPS-only on HTTPS', () => {
    const secure = recordingDocument('https:');
    storeLanguage('DE', localStorage, secure.doc);
    expect(secure.written).toEqual(['language=DE; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    // Plain http (the reference server on a developer's machine) cannot keep a Secure cookie.
    const plain = recordingDocument('http:');
    storeLanguage('DE', localStorage, plain.doc);
    expect(plain.written).toEqual(['language=DE; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('is not written again when it already says the stored language', () => {
    localStorage.setItem('language', 'DE');
    const page = recordingDocument('https:', 'theme=dark; language=DE');
    syncLanguageCookie(localStorage, page.doc);
    expect(page.written).toEqual([]);
  });

  it('goes when no language is stored any more, and never carries an unknown value', () => {
    storeLanguage('FR');
    localStorage.removeItem('language');
    syncLanguageCookie();
    expect(languageCookie()).toBeUndefined();
    localStorage.setItem('language', 'XX; Path=/evil');
    syncLanguageCookie();
    expect(languageCookie()).toBeUndefined();
  });
});

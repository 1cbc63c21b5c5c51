import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@dungeon/browser-storage';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@dungeon/i18n-locales';
import english from './locales/cookie/en.json';
import { STORED_ENTRIES } from './stored-entries';

describe('the cookie policy table', () => {
  it('lists every key the site stores, in the storage it lives in', () => {
    const listed = STORED_ENTRIES.map((entry) => `${entry.where}:${entry.name}`);
    const stored = [
      ...Object.values(STORAGE_KEYS).map((key) => `localStorage:${key}`),
      `localStorage:${LANGUAGE_STORAGE_KEY}`,
      `scriptCookie:${LANGUAGE_COOKIE}`,
      ...Object.values(SESSION_STORAGE_KEYS).map((key) => `sessionStorage:${key}`),
    ];
    expect(listed).toEqual(expect.arrayContaining(stored));
  });

  it('has a purpose, a lifetime and a storage type for every row', () => {
    for (const entry of STORED_ENTRIES) {
      const texts = (english.entries as Record<string, { purpose?: string; lifetime?: string }>)[entry.id];
      expect(texts?.purpose, entry.id).toBeTruthy();
      expect(texts?.lifetime, entry.id).toBeTruthy();
      expect((english.types as Record<string, string>)[entry.where], entry.where).toBeTruthy();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@dungeon/store';
import { startUp } from './start-up';

let checks: string[];

beforeEach(() => {
  localStorage.clear();
  checks = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      checks.push(new URL(request.url).pathname);
      return Promise.resolve(
        new Response(JSON.stringify({ result: 0, username: 'Nyx', email: 'nyx@example.test' }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start-up (SPEC §4)', () => {
  it('runs the login check, turns functional cookies off as saved, and sets the locale from the stored language', async () => {
    localStorage.setItem('language', 'DE');
    localStorage.setItem('preferences', JSON.stringify({ necessary: true, functional: false }));
    const store = makeStore();

    const { savedConsent, language } = startUp(store.dispatch);

    expect(language).toBe('DE');
    expect(savedConsent).toEqual({ necessary: true, functional: false });
    expect(store.getState().session?.locale).toBe('DE');
    expect(store.getState().session?.functionalCookies).toBe(false);
    await vi.waitFor(() => {
      expect(store.getState().session?.isAuthenticated).toBe(true);
    });
    expect(checks).toContain('/api/auth/login/check');
  });

  it('sets the locale to EN when the stored language is none of the ten, and leaves functional cookies on when nothing is saved', () => {
    // Not the store's default by accident: a stored value the site does not know must not reach the session.
    localStorage.setItem('language', 'XX');
    const store = makeStore();

    const { savedConsent, language } = startUp(store.dispatch);

    expect(language).toBe('EN');
    expect(savedConsent).toBeNull();
    expect(store.getState().session?.locale).toBe('EN');
    expect(store.getState().session?.functionalCookies).toBe(true);
  });
});

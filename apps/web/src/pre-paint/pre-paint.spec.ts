import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrerenderMode } from '@dungeon/contract';
import { prePaint } from './pre-paint';

/** A fresh `<html>` of a page as the server sent it: prerendered in `lang`, or the plain index.html. */
function servedPage(lang: string, prerendered?: PrerenderMode): HTMLElement {
  const html = document.documentElement;
  html.lang = lang;
  for (const name of ['data-theme', 'data-consent', 'data-prerendered', 'data-platform']) html.removeAttribute(name);
  if (prerendered) html.dataset['prerendered'] = prerendered;
  return html;
}

const languageCookie = () => /(?:^|; )language=([^;]*)/.exec(document.cookie)?.[1];

describe('the pre-paint script', () => {
  beforeEach(() => {
    document.cookie = 'language=; Path=/; Max-Age=0';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    servedPage('en');
  });

  it('puts a remembered theme on <html> before the first paint, and leaves the system one alone', () => {
    localStorage.setItem('theme', JSON.stringify('light'));
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['theme']).toBe('light');
    localStorage.removeItem('theme');
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it("marks the visitor's desktop platform, which picks the launcher /play offers first", () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15' });
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['platform']).toBe('macos');
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' });
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['platform']).toBeUndefined();
  });

  it('marks a first visit (the dialog picture shows) apart from saved preferences (it stays hidden)', () => {
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['consent']).toBe('pending');
    localStorage.setItem('preferences', JSON.stringify({ necessary: true, functional: false }));
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['consent']).toBe('saved');
  });

  it('marks a page prerendered in another language than the stored one as stale, and sets the cookie for the next', () => {
    localStorage.setItem('language', 'DE');
    prePaint(servedPage('en', 'page'));
    expect(document.documentElement.dataset['prerendered']).toBe('stale');
    expect(languageCookie()).toBe('DE');

    prePaint(servedPage('de', 'frame'));
    expect(document.documentElement.dataset['prerendered']).toBe('frame');
  });

  it('leaves the plain index.html unmarked, in any language', () => {
    localStorage.setItem('language', 'KR');
    prePaint(servedPage('en'));
    expect(document.documentElement.dataset['prerendered']).toBeUndefined();
  });
});

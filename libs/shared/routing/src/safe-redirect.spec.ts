import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget (no open redirect)', () => {
  it.each([
    ['/shop/1/2', '/shop/1/2'],
    ['/support/contact?topic=bug#form', '/support/contact?topic=bug#form'],
    ['/news/all?page=2', '/news/all?page=2'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, '/home')).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative path', 'shop'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['encoded backslash kept literal', '/%5Cevil'],
    ['empty', ''],
  ])('rejects a %s target', (_name, raw) => {
    const result = safeRedirectTarget(raw, '/home');
    expect(result === '/home' || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
    expect(new URL(result, 'https://site.test').origin).toBe('https://site.test');
  });

  it('falls back for null and overly long input', () => {
    expect(safeRedirectTarget(null, '/home')).toBe('/home');
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`, '/home')).toBe('/home');
  });

  it('falls back for the classic attack strings exactly', () => {
    for (const raw of ['//evil', '/\\evil', 'https:', 'javascript:', 'https://evil', '\\\\evil']) {
      expect(safeRedirectTarget(raw, '/home')).toBe('/home');
    }
  });

  it.each([
    ['dot segment before a double slash', '/.//evil.example'],
    ['parent segment before a double slash', '/a/..//evil.example'],
    ['dot-dot at the root', '/..//evil.example'],
    ['percent-encoded dots', '/%2e%2e//evil.example'],
    ['percent-encoded dot', '/%2e//evil.example'],
    ['dot segment before a backslash', '/./\\evil.example'],
    ['javascript with leading space', ' javascript:alert(1)'],
    ['upper-case scheme', 'JaVaScRiPt:alert(1)'],
    ['https without slashes', 'https:evil.example'],
    ['leading whitespace before //', ' //evil.example'],
    ['tab-split scheme', 'java\tscript:alert(1)'],
    ['null byte', '/\u0000//evil.example'],
    ['triple slash', '///evil.example'],
  ])('falls back for a %s (%s)', (_name, raw) => {
    expect(safeRedirectTarget(raw, '/home')).toBe('/home');
  });

  it.each([
    ['encoded slashes stay one path segment', '/%2F%2Fevil', '/%2F%2Fevil'],
    ['encoded backslash stays literal', '/%5Cevil', '/%5Cevil'],
    ['an at sign is a path character', '/@evil.example', '/@evil.example'],
    ['right-to-left override is percent-encoded', '/\u202Egnp.exe', '/%E2%80%AEgnp.exe'],
    ['a fullwidth slash is percent-encoded', '/\uFF0Fevil', '/%EF%BC%8Fevil'],
    ['dot segments inside the site resolve', '/news/../shop', '/shop'],
  ])('keeps a same-site path when %s', (_name, raw, expected) => {
    expect(safeRedirectTarget(raw, '/home')).toBe(expected);
  });
});

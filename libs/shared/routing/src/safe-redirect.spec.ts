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
});

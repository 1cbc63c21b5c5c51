import { describe, expect, it } from 'vitest';
import { prerenderModeOf, requiresAuth, showsBrowserChrome, titleKeyOf, type RouteHandle } from './route-handle';

/** The matches of a URL, outermost first, as `useMatches()` gives them: each route's handle. */
const matchesOf = (...handles: (RouteHandle | undefined)[]) => handles.map((handle) => ({ handle }));

describe('route handles (SPEC §2 route meta)', () => {
  it('need the session when any match is an (auth) route', () => {
    expect(requiresAuth(matchesOf(undefined, { auth: true }, { titleKey: 'account:dashboard.title' }))).toBe(true);
    expect(requiresAuth(matchesOf(undefined, { auth: false, titleKey: 'shop:title' }))).toBe(false);
    expect(requiresAuth(matchesOf())).toBe(false);
  });

  it('show the header and footer unless a match says isBrowser: false', () => {
    expect(showsBrowserChrome(matchesOf(undefined, { titleKey: 'news:title' }))).toBe(true);
    expect(showsBrowserChrome(matchesOf(undefined, { isBrowser: true }))).toBe(true);
    expect(showsBrowserChrome(matchesOf(undefined, { isBrowser: false }, { titleKey: 'session:x' }))).toBe(false);
  });

  it('prerender a whole page, or only the frame around an (auth) route or one marked frame', () => {
    expect(prerenderModeOf(matchesOf(undefined, { titleKey: 'news:title' }))).toBe('page');
    expect(prerenderModeOf(matchesOf(undefined, { auth: true }))).toBe('frame');
    expect(prerenderModeOf(matchesOf(undefined, { prerender: 'frame' }))).toBe('frame');
  });

  it('title the page after the deepest match that names a title', () => {
    const support = { titleKey: 'support:search.title' };
    const report = { titleKey: 'support:report.title' };
    expect(titleKeyOf(matchesOf(undefined, support, report))).toBe('support:report.title');
    expect(titleKeyOf(matchesOf(undefined, support, { auth: true }))).toBe('support:search.title');
    expect(titleKeyOf(matchesOf(undefined, { auth: true }))).toBeUndefined();
  });
});

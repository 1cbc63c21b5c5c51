import { describe, expect, it } from 'vitest';
import { preloadedDependencies } from './preload-policy';

const deps = ['assets/base-api-1.js', 'assets/rolldown-runtime-2.js'];
const fromScript = { hostType: 'js' } as const;

describe('preloadedDependencies', () => {
  it('preloads what a navigation or the start-up waits for: route modules, the start-up, the session check', () => {
    for (const file of [
      'assets/shop.route-Dm7MdOO3.js',
      'assets/support-my-tickets.route-Bf-T4hh5.js',
      'assets/boot-u0O1YQKQ.js',
      'assets/session.api-CEm9toa-.js',
    ]) {
      expect(preloadedDependencies(file, deps, fromScript), file).toEqual(deps);
    }
  });

  it('leaves the sections and widgets loaded into a page already shown to import their own chunks', () => {
    for (const file of [
      'assets/shop-highlights-DAxt30RN.js',
      'assets/recent-news-CStT-aUm.js',
      'assets/cookie-preferences-dialog-CHTNpET7.js',
      'assets/schemas-gv5d8XV7.js',
      'assets/shop.api-JL9qjc6E.js',
    ]) {
      expect(preloadedDependencies(file, deps, fromScript), file).toEqual([]);
    }
  });

  it('keeps every preload an HTML page declares', () => {
    expect(preloadedDependencies('assets/index-1.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isKnownPath,
  matchPrerenderedRoute,
  prerenderFileFor,
  prerenderLanguageFor,
  routeParams,
  type PrerenderedRoute,
  type PrerenderManifest,
} from './prerender';

const route = (pattern: string, mode: PrerenderedRoute['mode'] = 'page'): PrerenderedRoute => ({
  pattern,
  mode,
  file: prerenderFileFor(pattern),
});
const routes = [
  route('/home'),
  route('/news/all'),
  route('/news/:id', 'frame'),
  route('/legal'),
  route('/legal/privacy-policy'),
  route('/support/report/all/:platform/:accountid', 'frame'),
];

describe('matchPrerenderedRoute', () => {
  it('answers a fixed path with its own page', () => {
    expect(matchPrerenderedRoute(routes, '/legal/privacy-policy')?.file).toBe('legal/privacy-policy.html');
    expect(matchPrerenderedRoute(routes, '/legal')?.file).toBe('legal.html');
  });

  it('prefers a fixed segment to a parameter, as the router does', () => {
    expect(matchPrerenderedRoute(routes, '/news/all')?.mode).toBe('page');
    expect(matchPrerenderedRoute(routes, '/news/12')).toMatchObject({ mode: 'frame', file: 'news/[id].html' });
  });

  it('fills every parameter with a non-empty segment', () => {
    expect(matchPrerenderedRoute(routes, '/support/report/all/steam/7656')?.file).toBe(
      'support/report/all/[platform]/[accountid].html',
    );
    expect(matchPrerenderedRoute(routes, '/support/report/all//7656')).toBeNull();
    expect(matchPrerenderedRoute(routes, '/news/')).toBeNull();
  });

  it('leaves anything else to index.html: unknown paths, other case, trailing slashes, deeper paths', () => {
    for (const path of ['/', '/nowhere', '/HOME', '/home/', '/news/12/more', '/legal/privacy-policy/x']) {
      expect(matchPrerenderedRoute(routes, path), path).toBeNull();
    }
  });
});

describe('prerenderLanguageFor', () => {
  const manifest: PrerenderManifest = {
    languageCookie: 'language',
    languages: { EN: 'en', DE: 'de', 'CN-T': 'zh-Hant' },
    defaultLanguage: 'en',
    routes,
  };

  it('takes the folder of the locale code in the cookie', () => {
    expect(prerenderLanguageFor(manifest, 'DE')).toBe('de');
    expect(prerenderLanguageFor(manifest, 'CN-T')).toBe('zh-Hant');
  });

  it('falls back to the default for no cookie or a value that is no locale code', () => {
    for (const value of [undefined, '', 'de', 'XX', '../../etc', '__proto__', 'constructor']) {
      expect(prerenderLanguageFor(manifest, value), String(value)).toBe('en');
    }
  });
});

describe('routeParams', () => {
  it('reads each :name segment of a matched path, as sent', () => {
    expect(routeParams('/news/:id', '/news/12')).toEqual({ id: '12' });
    expect(routeParams('/shop/:appid/:productid', '/shop/7/%41')).toEqual({ appid: '7', productid: '%41' });
    expect(routeParams('/news/all', '/news/all')).toEqual({});
  });
});

describe('isKnownPath (SPEC §2: an unknown path goes to /)', () => {
  const patterns = ['/', '/home', '/news/all', '/news/:id', '/shop/:appid/:productid', '/support/support-faq'];

  it('knows what the router answers, read as leniently as the router reads it', () => {
    for (const path of [
      '/',
      '/home',
      '/HOME',
      '/home/',
      '//home',
      '/news/12',
      '/news/all/',
      '/shop/7/8',
      '/support/support-faq',
    ])
      expect(isKnownPath(patterns, path), path).toBe(true);
  });

  it('calls unknown what no pattern can take', () => {
    for (const path of ['/nowhere', '/home/more', '/news', '/news/12/x', '/shop/7', '/robots.txt', '/home//x'])
      expect(isKnownPath(patterns, path), path).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { PrerenderManifest } from '@dungeon/contract';
import { builtPages, disallowedPrefixes, robotsWithSitemap, SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

const ROBOTS = '# comment\nUser-agent: *\nDisallow: /api/\nDisallow: /user/dashboard\n';
const ORIGIN = 'https://emberdeep.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('the sitemap', () => {
  it("reads robots.txt's Disallow prefixes", () => {
    expect(disallowedPrefixes(ROBOTS)).toEqual(['/api/', '/user/dashboard']);
    expect(disallowedPrefixes('User-agent: *\nDisallow:\n')).toEqual([]);
  });

  it('takes the built pages without parameters, each one address', () => {
    const manifest: PrerenderManifest = {
      languageCookie: 'language',
      languages: { EN: 'en' },
      defaultLanguage: 'en',
      routes: [
        { pattern: '/home', mode: 'page', file: 'home.html' },
        { pattern: '/news/:id', mode: 'frame', file: 'news/[id].html' },
        { pattern: '/user/dashboard', mode: 'frame', file: 'user/dashboard.html' },
        { pattern: '/user/dashboard/:control', mode: 'frame', file: 'user/dashboard/[control].html' },
      ],
    };
    expect(builtPages(manifest)).toEqual([{ path: '/home' }, { path: '/user/dashboard' }]);
    expect(builtPages(null)).toEqual([]);
    // robots.txt is applied once, to every entry, built or not.
    expect(locs(sitemapXml(ORIGIN, builtPages(manifest), disallowedPrefixes(ROBOTS)))).toEqual([`${ORIGIN}/home`]);
  });

  it('writes absolute, escaped addresses at the given origin, once each, and leaves out what robots.txt keeps crawlers from', () => {
    const xml = sitemapXml(
      ORIGIN,
      [
        { path: '/home' },
        { path: '/news/7', lastModified: '2026-11-20T10:00:00.000Z' },
        { path: '/home' },
        { path: '/user/dashboard/settings' },
        { path: '/search?q=a&b' },
      ],
      ['/user/dashboard'],
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([`${ORIGIN}/home`, `${ORIGIN}/news/7`, `${ORIGIN}/search?q=a&#38;b`]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/news/7</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>`);
    expect(xml).not.toContain('&b');
  });

  it("stops at sitemaps.org's limit of one file", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, index) => ({ path: `/news/${String(index)}` }));
    expect(locs(sitemapXml(ORIGIN, many, []))).toHaveLength(SITEMAP_MAX_URLS);
  });

  it("adds the sitemap's absolute address to robots.txt", () => {
    expect(robotsWithSitemap(ROBOTS, ORIGIN)).toBe(`${ROBOTS}Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PrerenderManifest } from '@dungeon/contract';
import { NEWS_SEED } from '../db/seed-news';
import { builtSite, testClient } from '../test/test-app';
import { inlineScriptHashes } from './static-site';

const manifest: PrerenderManifest = {
  languageCookie: 'language',
  languages: { EN: 'en', DE: 'de' },
  defaultLanguage: 'en',
  routes: [
    { pattern: '/home', mode: 'page', file: 'home.html' },
    { pattern: '/news/all', mode: 'page', file: 'news/all.html' },
    { pattern: '/news/:id', mode: 'frame', file: 'news/[id].html' },
  ],
};

const PRE_PAINT = 'document.documentElement.dataset.x="1"';
const INDEX_HTML = `<!doctype html><title>Emberdeep</title><script>${PRE_PAINT}</script><script type="module" src="/assets/main-Ab12.js"></script>`;

/** A built site; with `prerendered`, the pages of `manifest` in English and German. */
async function siteApp(production = false, prerendered = false) {
  const webDist = builtSite({
    indexHtml: INDEX_HTML,
    files: {
      'assets/main-Ab12.js': 'console.log(1)',
      '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/main-Ab12.js"}}',
      'assets/.env': 'SECRET=1',
      ...(prerendered ? { 'prerender/en/home.html.br': brotliCompressSync('<title>/home en (brotli)</title>') } : {}),
    },
    ...(prerendered ? { manifest } : {}),
  });
  return (await testClient({ seed: false, config: { webDist, production } })).app;
}

describe('serving the built site', () => {
  it('answers any page route with index.html, revalidated, under the security headers', async () => {
    const app = await siteApp();
    const page = await app.inject({ method: 'GET', url: '/shop/1/2?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe(INDEX_HTML);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('lets the inline pre-paint script run by its hash, and no other inline script', async () => {
    const app = await siteApp();
    const page = await app.inject({ method: 'GET', url: '/home' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    const hash = createHash('sha256').update(PRE_PAINT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([`sha256-${hash}`]);
  });

  it('caches hashed assets for a year and does not turn a missing asset into a page', async () => {
    const app = await siteApp();
    const asset = await app.inject({ method: 'GET', url: '/assets/main-Ab12.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-Zz99.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves no file or folder whose name starts with a dot, such as the build manifest', async () => {
    const app = await siteApp();
    const manifestPath = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifestPath.headers['content-type']).toContain('text/html');
    expect(manifestPath.body).toBe(INDEX_HTML);
    const hidden = await app.inject({ method: 'GET', url: '/assets/.env' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('SECRET');
  });

  it('keeps the caching of a page or an asset on its revalidation (304), where no-store would undo it', async () => {
    const app = await siteApp(false, true);
    for (const url of ['/news/all', '/assets/main-Ab12.js']) {
      const first = await app.inject({ method: 'GET', url });
      const etag = first.headers['etag'];
      expect(etag, url).toBeDefined();
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe(first.headers['cache-control']);
    }
  });

  it('keeps unknown API paths as JSON 404s, however the path is spelled', async () => {
    const app = await siteApp();
    for (const url of [
      '/api/nothing-here',
      '/%61pi/nothing-here',
      '/api/nothing-here?x=%zz',
      '/%61ssets/gone-Zz99.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'defaultError_12' });
    }
  });

  it('asks browsers to upgrade insecure requests in production', async () => {
    const app = await siteApp(true);
    const page = await app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  describe('prerendered pages', () => {
    it('answers a prerendered path with its page in English when no language is chosen', async () => {
      const app = await siteApp(false, true);
      const page = await app.inject({ method: 'GET', url: '/news/all' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>/news/all en</title>');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-language']).toBe('en');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['vary']).toContain('Cookie');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('answers in the language of the language cookie, and in English for a cookie that names none', async () => {
      const app = await siteApp(false, true);
      const german = await app.inject({ method: 'GET', url: '/home', cookies: { language: 'DE' } });
      expect(german.body).toContain('<title>/home de</title>');
      expect(german.headers['content-language']).toBe('de');
      for (const value of ['de', 'XX', '../en', '__proto__']) {
        const page = await app.inject({ method: 'GET', url: '/news/all', cookies: { language: value } });
        expect(page.body, value).toContain('<title>/news/all en</title>');
      }
    });

    it('answers a path with a parameter with the frame of its pattern', async () => {
      const app = await siteApp(false, true);
      const page = await app.inject({ method: 'GET', url: '/news/12', cookies: { language: 'DE' } });
      expect(page.body).toContain('<title>/news/:id de</title>');
    });

    it('sends the Brotli copy to a browser that accepts it', async () => {
      const app = await siteApp(false, true);
      const page = await app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('(brotli)');
    });

    it("titles a news article's frame with the article, in the page's language, for link previews", async () => {
      const frame = (tag: string) =>
        `<html lang="${tag}"><head><meta name="description" content="site" /><title>News article | Emberdeep</title>` +
        `<meta property="og:type" content="website" /><meta property="og:site_name" content="Emberdeep" />` +
        `<meta property="og:title" content="News article | Emberdeep" /><meta property="og:description" content="site" />` +
        `</head><body><div id="root"></div></body></html>`;
      const webDist = builtSite({
        indexHtml: INDEX_HTML,
        manifest,
        files: { 'prerender/en/news/[id].html': frame('en'), 'prerender/de/news/[id].html': frame('de') },
      });
      const { app } = await testClient({ config: { webDist } });
      const [welcome] = NEWS_SEED;
      if (!welcome) throw new Error('no seeded article');

      const german = await app.inject({
        method: 'GET',
        url: `/news/${String(welcome.id)}`,
        cookies: { language: 'DE' },
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(german.statusCode).toBe(200);
      expect(german.headers['content-encoding']).toBe('br');
      expect(german.headers['vary']).toContain('Accept-Encoding');
      expect(german.headers['vary']).toContain('Cookie');
      expect(german.headers['content-language']).toBe('de');
      expect(german.headers['cache-control']).toBe('no-cache');
      const html = brotliDecompressSync(german.rawPayload).toString();
      expect(html).toContain(`<title>${welcome.text.de.title} | Emberdeep</title>`);
      expect(html).toContain(`<meta property="og:description" content="${welcome.text.de.summary}" />`);
      expect(html).toContain('<meta property="og:type" content="article" />');

      // A previewer sends no cookie and may take no compression: English, as is.
      const english = await app.inject({ method: 'GET', url: `/news/${String(welcome.id)}` });
      expect(english.headers['content-encoding']).toBeUndefined();
      expect(english.body).toContain(`<meta property="og:title" content="${welcome.text.en.title} | Emberdeep" />`);

      // No such article, or no id at all: the frame as built, and the page says "not found" itself.
      for (const url of ['/news/999999', '/news/abc', '/news/0']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(frame('en'));
      }
    });

    it('points crawlers to a sitemap of the pages robots.txt allows, at the configured origin whatever the Host', async () => {
      const webDist = builtSite({
        indexHtml: INDEX_HTML,
        manifest: {
          ...manifest,
          routes: [...manifest.routes, { pattern: '/user/dashboard', mode: 'frame', file: 'user/dashboard.html' }],
        },
        files: { 'robots.txt': 'User-agent: *\nDisallow: /api/\nDisallow: /user/dashboard\n' },
      });
      const origin = 'https://emberdeep.example';
      const { app } = await testClient({ config: { webDist, siteOrigin: origin } });
      const headers = { host: 'evil.example' };
      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain('Disallow: /user/dashboard\n');
      expect(robots.body.trimEnd().split('\n').at(-1)).toBe(`Sitemap: ${origin}/sitemap.xml`);

      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.headers['cache-control']).toBe('no-cache');
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc);
      expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
      expect(locs).toEqual(expect.arrayContaining([`${origin}/home`, `${origin}/news/all`]));
      expect(locs).not.toContain(`${origin}/user/dashboard`);
      // Every news article and FAQ article the seed wrote, the newest article first, with its date.
      const [newest] = [...NEWS_SEED].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      expect(locs.filter((loc) => loc.includes('/news/') && !loc.endsWith('/all'))).toHaveLength(NEWS_SEED.length);
      expect(sitemap.body).toContain(
        `/news/${String(newest?.id)}</loc><lastmod>${String(newest?.publishedAt)}</lastmod>`,
      );
      const faqCount = (app.ctx.db.prepare('SELECT count(*) AS n FROM faq_articles').get() as { n: number }).n;
      expect(locs.filter((loc) => loc.includes('/support/search/'))).toHaveLength(faqCount);
    });

    it('sends an unknown path to / (SPEC §2), answers a missing file 404, and takes what the router would take', async () => {
      const webDist = builtSite({
        indexHtml: INDEX_HTML,
        manifest: { ...manifest, knownPatterns: ['/', '/home', '/news/all', '/news/:id', '/user/migrate'] },
      });
      const { app } = await testClient({ seed: false, config: { webDist } });
      for (const url of ['/nowhere', '/no/such/page?x=1', '/news/12/x', '/home/more', '/%6Eowhere']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers['location'], url).toBe('/');
      }
      for (const url of ['/favicon.ico', '/wp-login.php', '/ads.txt']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/plain');
      }
      // A redirect of the app (`/`, `/user/migrate`) and what the router reads leniently stay pages.
      for (const url of ['/', '/user/migrate', '/HOME', '/home/', '/news/12?from=mail', '/n%65ws/12']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
      }
      expect((await app.inject({ method: 'GET', url: '/news/12' })).body).toContain('<title>/news/:id en</title>');
      // API paths keep their JSON 404.
      expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).json()).toEqual({ error: 'defaultError_12' });
    });

    it('answers index.html for a query string, other case, a trailing slash, and any path when the manifest lists no patterns', async () => {
      const app = await siteApp(false, true);
      for (const url of ['/home?settings', '/home?utm=x', '/', '/nowhere', '/HOME', '/home/', '/news/12/x']) {
        const page = await app.inject({ method: 'GET', url, cookies: { language: 'DE' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(INDEX_HTML);
      }
    });
  });
});

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isKnownPath,
  matchPrerenderedRoute,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  prerenderLanguageFor,
  routeParams,
  type PrerenderedRoute,
  type PrerenderManifest,
} from '@dungeon/contract';
import { securityHeaders } from '@dungeon/site-config';
import { addMissingHeaders } from './api-headers';
import { compressedPage, withPreview, type PagePreviews } from './page-preview';
import { builtPages, disallowedPrefixes, robotsWithSitemap, sitemapXml, type SitemapEntries } from './sitemap';

/** Vite's hashed output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * CSP hash sources of the inline scripts in the built index.html (the pre-paint script), which
 * every prerendered page carries too: the CSP lets exactly these run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
  );
}

function readManifest(webDist: string): PrerenderManifest | null {
  const file = join(webDist, PRERENDER_DIR, PRERENDER_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest) : null;
}

/**
 * The prerendered file for a page request (relative to the site's root), in the language of the
 * visitor's `language` cookie, or null for index.html: no manifest, no matching route, or a query
 * string (a page may read it while rendering, which the build could not know).
 */
function prerenderedFile(
  manifest: PrerenderManifest | null,
  request: FastifyRequest,
): { file: string; language: string; route: PrerenderedRoute } | null {
  if (!manifest || request.url.includes('?')) return null;
  const route = matchPrerenderedRoute(manifest.routes, request.url);
  if (!route) return null;
  const language = prerenderLanguageFor(manifest, request.cookies[manifest.languageCookie]);
  return { file: `${PRERENDER_DIR}/${language}/${route.file}`, language, route };
}

/** How the built site is served. */
export interface SiteOptions {
  production: boolean;
  /** The site's public origin (config `siteOrigin`): the sitemap's addresses, never the request's Host. */
  siteOrigin: string;
  /** Where the server knows a page better than the build (`withPreview`). */
  previews?: PagePreviews;
  /** The pages the server adds to the sitemap (news and FAQ articles). */
  sitemapEntries?: SitemapEntries;
}

/**
 * robots.txt with the sitemap's address, and the sitemap: the built pages robots.txt allows and the
 * server's own (`sitemapEntries`, read at each request, so a new article is in it at once). Without
 * a built robots.txt, nothing is disallowed and /robots.txt is a missing file like any other.
 */
function serveCrawlerFiles(
  app: FastifyInstance,
  webDist: string,
  manifest: PrerenderManifest | null,
  siteOrigin: string,
  sitemapEntries: SitemapEntries,
): void {
  const robotsFile = join(webDist, 'robots.txt');
  const robotsTxt = existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : null;
  const disallowed = robotsTxt === null ? [] : disallowedPrefixes(robotsTxt);
  const pages = builtPages(manifest);
  if (robotsTxt !== null) {
    const robots = robotsWithSitemap(robotsTxt, siteOrigin);
    app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
  }
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(siteOrigin, [...pages, ...sitemapEntries()], disallowed)),
  );
}

/**
 * Serves the built site from the same origin as the API (cookies stay first-party, CSP stays
 * 'self'): hashed assets cached for good, everything else revalidated. A GET that wants HTML gets
 * its prerendered page in the visitor's language when the build made one (README "Prerendered
 * pages"), else index.html, and the client router takes over (SPEC §2 routes). Where `previews`
 * knows a page better than the build (a news article), its `<head>` says so (`withPreview`).
 * robots.txt and the sitemap are served with the site's origin (`serveCrawlerFiles`).
 */
export async function serveSite(app: FastifyInstance, webDist: string, options: SiteOptions): Promise<void> {
  const { production, siteOrigin, previews = () => null, sitemapEntries = () => [] } = options;
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No built site at ${webDist}: run \`npx nx run web:build\` first`);
  const indexHtml = readFileSync(indexFile);
  const manifest = readManifest(webDist);
  const headers = securityHeaders({ production, scriptHashes: inlineScriptHashes(indexHtml.toString('utf8')) });

  addMissingHeaders(app, headers);
  serveCrawlerFiles(app, webDist, manifest, siteOrigin, sitemapEntries);
  // A page or an asset, and its revalidation (304): a 304 updates the stored copy's headers, so it
  // must carry the same caching (the API's default no-store would end the caching of the page).
  // What answered decides, not how the path was spelled: the router decodes `/%61pi/...` to an API
  // route, whose answer stays uncached.
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const apiRoute = request.routeOptions.url?.startsWith('/api/') ?? false;
    if (read && !apiRoute && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('Cache-Control', request.url.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // The build's dot-folders (Vite's `.vite/manifest.json`) are build notes, not the site (ASVS
    // 12.5.1): such a path is no file, and the not-found handler answers it. A `/.well-known/` file
    // would need an allowance here.
    dotfiles: 'ignore',
    // A folder (`/`, `/assets/`) is no file: the not-found handler answers it (the page for `/`).
    allowedPath: (pathName) => !pathName.endsWith('/'),
  });

  app.setNotFoundHandler((request, reply) => {
    // No route answered, so the path is read as the router would read it: `/%61pi/nothing` is
    // still an API path and gets the JSON 404, not the site's page.
    const path = decodedPath(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/');
    if (!wantsPage) return reply.code(404).send({ error: 'defaultError_12' });
    if (isUnknownPage(manifest, request.url, path)) {
      // SPEC §2: an unknown path goes to `/`, told by the server (no app to load first, and no
      // page a search engine would keep as a soft 404); temporary, as a later release may add it.
      // A missing file (`/favicon.ico`, `/robots.txt` of another site's habits) is no page: 404.
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      if (lastSegment.includes('.')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect('/', 302);
    }
    // The same path answers in the language of the visitor's cookie: caches must key on it.
    if (manifest) reply.header('Vary', 'Cookie');
    const page = prerenderedFile(manifest, request);
    if (!page) return reply.code(200).type('text/html; charset=utf-8').send(indexHtml);
    reply.code(200).header('Content-Language', page.language);
    const preview = previews({
      pattern: page.route.pattern,
      params: routeParams(page.route.pattern, request.url),
      language: page.language,
    });
    const html = preview && withPreview(readFileSync(join(webDist, page.file), 'utf8'), preview);
    if (!html) return reply.sendFile(page.file);
    const { body, encoding } = compressedPage(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8').send(body);
  });
}

/**
 * True when no route of the app can take the path, as sent or decoded (the router decodes all but
 * `%2F`): an unknown path for sure. Never with a manifest that does not list the app's patterns.
 */
function isUnknownPage(manifest: PrerenderManifest | null, url: string, decoded: string): boolean {
  const patterns = manifest?.knownPatterns;
  if (!patterns) return false;
  const raw = url.split('?', 1)[0] ?? url;
  return !isKnownPath(patterns, raw) && !isKnownPath(patterns, decoded);
}

/** The path of `url` percent-decoded; as sent when it does not decode (`%zz`). */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

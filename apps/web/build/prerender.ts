import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the config bundle resolves no workspace alias; the escaping the server's article previews use too
import { escapeHtml } from '../../../libs/shared/contract/src/html.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above: the feed's address as the news page and the feed write it
import { NEWS_FEED_PATH, newsFeedUrl } from '../../../libs/shared/contract/src/news-feed.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's own helper, as vite.config.ts uses it
import { compressFiles } from '../../../tools/vite/precompress.ts';
import type * as PrerenderEntry from '../src/prerender/prerender-entry';
import type { PageMeta } from '../src/prerender/prerender-entry';

/** Replaces the one occurrence of `marker` in the template, or fails the build if it is not there once. */
function replaceOnce(html: string, marker: string, replacement: string): string {
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + 1) !== -1) {
    throw new Error(`prerender: index.html must contain ${marker} exactly once`);
  }
  return html.slice(0, at) + replacement + html.slice(at + marker.length);
}

interface PageParts extends PageMeta {
  tag: string;
  mode: string;
  body: string;
  /** Markup after `#root`: the consent picture and the load-failure notice. */
  besideRoot: string;
}

/** Form fields: never in a whole-page prerender (routing's RouteHandle `prerender: 'frame'` says why). */
const FORM_FIELD = /<(form|input|textarea|select)[\s>]/;

/** Fails the build when a whole page would be prerendered with a form field in it. */
export function assertNoFormFields(pattern: string, mode: string, body: string): void {
  const field = mode === 'page' ? FORM_FIELD.exec(body) : null;
  if (field) {
    throw new Error(
      `prerender: ${pattern} has a <${String(field[1])}>; give its route handle prerender: 'frame' (typed text would be lost before the app starts, and a plain submit would put every field in the URL)`,
    );
  }
}

/**
 * Replaces the one match of `pattern` in the template (Prettier may wrap a tag over lines), or
 * fails the build rather than write a page without it.
 */
function replaceTag(html: string, pattern: RegExp, replacement: string): string {
  const found = pattern.exec(html)?.[0];
  if (found === undefined) throw new Error(`prerender: index.html must contain ${String(pattern)}`);
  return replaceOnce(html, found, replacement);
}

/** `html` with its `<title>` set to `title`. */
export function withTitle(html: string, title: string): string {
  return replaceTag(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

/**
 * The web app manifest with the game's name (site-config, VITE_GAME_NAME): what an installed
 * site and a phone's home screen call it. The rest is `public/manifest.webmanifest` as written.
 */
export function withAppName(manifest: string, name: string): string {
  return `${JSON.stringify({ ...(JSON.parse(manifest) as object), name, short_name: name }, null, 2)}\n`;
}

/** `html` with its `<meta name="description">` set to `description`. */
export function withDescription(html: string, description: string): string {
  return replaceTag(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
}

/** The picture a shared link previews with (`public/share-card.jpg`), at an absolute address. */
export interface ShareCard {
  url: string;
  width: number;
  height: number;
}

export const SHARE_CARD = { path: '/share-card.jpg', width: 1200, height: 630 } as const;

/**
 * The share card at the site's public origin, or none: Open Graph wants an absolute address, and
 * only a deployment knows its origin (`VITE_SITE_ORIGIN`, README "Site config"). A value that is
 * not an http(s) origin fails the build, rather than put a broken address in every page.
 */
export function shareCardAt(origin: string | undefined): ShareCard | undefined {
  const given = origin?.trim();
  if (!given) return undefined;
  const url = URL.canParse(given) ? new URL(given) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`prerender: VITE_SITE_ORIGIN must be an origin such as https://emberdeep.example, not ${origin}`);
  }
  return { url: new URL(SHARE_CARD.path, url.origin).href, width: SHARE_CARD.width, height: SHARE_CARD.height };
}

type MetaTag = [attribute: 'property' | 'name', name: string, content: string];

/**
 * `html` with what link previews read (chats, social networks: Open Graph, and the card kind X
 * reads), before `</head>`. The page's title and description, the site's name and the language;
 * with `card`, the picture, described by the site's name it shows, and X's large card; without
 * it, the text card.
 */
export function withSharingMeta(html: string, meta: PageMeta, card?: ShareCard): string {
  const picture: MetaTag[] = card
    ? [
        ['property', 'og:image', card.url],
        ['property', 'og:image:width', String(card.width)],
        ['property', 'og:image:height', String(card.height)],
        ['property', 'og:image:alt', meta.siteName],
      ]
    : [];
  const tags: MetaTag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', meta.siteName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:locale', meta.ogLocale],
    ...picture,
    ['name', 'twitter:card', card ? 'summary_large_image' : 'summary'],
  ];
  const markup = tags.map(
    ([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`,
  );
  return replaceOnce(html, '</head>', `${markup.join('\n')}\n</head>`);
}

/** The news feed's link in the page's language: a feed reader finds the posts the page shows. */
export function withFeedLanguage(html: string, tag: string): string {
  return replaceOnce(html, `href="${NEWS_FEED_PATH}"`, `href="${escapeHtml(newsFeedUrl(tag))}"`);
}

/**
 * The built index.html with a page in it: language and prerender mode on `<html>`, the title and
 * description, `#root` and what goes beside it. The app's code is not fetched with the page: the
 * first paint of a prerendered page needs only the HTML and the stylesheet, which get the whole
 * connection; the page's script (tiny, low priority) fetches the app once that paint is done
 * (src/main.tsx).
 */
export function fillTemplate(template: string, page: PageParts, card?: ShareCard): string {
  let html = replaceOnce(template, '<html lang="en">', `<html lang="${page.tag}" data-prerendered="${page.mode}">`);
  html = withTitle(html, page.title);
  html = withDescription(html, page.description);
  html = withSharingMeta(html, page, card);
  html = withFeedLanguage(html, page.tag);
  html = html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.body}</div>${page.besideRoot}`);
}

/**
 * After the browser build, prerenders the public pages of SPEC §2 in the ten languages into
 * `<outDir>/prerender/<tag>/`, with `prerender/manifest.json` saying which path gets which file
 * (README "Prerendered pages"). `entry` is the server-side entry: built here with Vite's SSR mode
 * into Vite's cache folder (inside the workspace, so Node finds React and the rest in
 * node_modules), then imported and called.
 */
export function prerenderPages({ entry, siteOrigin }: { entry: string; siteOrigin?: string }): Plugin {
  const card = shareCardAt(siteOrigin);
  let outDir = '';
  let cacheDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'emberdeep:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = config.cacheDir;
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle(error) {
      if (error) return;
      const started = Date.now();
      const ssrOutDir = join(cacheDir, 'prerender');
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: ssrOutDir,
          emptyOutDir: true,
          minify: false,
          rolldownOptions: {
            output: { entryFileNames: 'prerender-entry.mjs' },
            // The server bundle imports the cookie dialog both lazily (the live one) and statically
            // (the consent picture, cookies-consent/prerender); a server has no chunk to defer, so
            // the bundler's warning that the lazy import stays in the same chunk says nothing here.
            checks: { ineffectiveDynamicImport: false },
          },
        },
      });
      const server = (await import(
        pathToFileURL(join(ssrOutDir, 'prerender-entry.mjs')).href
      )) as typeof PrerenderEntry;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const targets = await server.prerenderTargets();
      const manifest = server.prerenderManifest(targets);
      const root = join(outDir, server.PRERENDER_DIR);
      const written: string[] = [];
      for (const tag of server.PRERENDER_LANGUAGES) {
        const besideRoot = await server.renderBesideRoot(tag);
        for (const route of manifest.routes) {
          const page = await server.renderPage(route, tag);
          assertNoFormFields(route.pattern, route.mode, page.body);
          const file = join(root, tag, route.file);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, fillTemplate(template, { tag, mode: route.mode, besideRoot, ...page }, card));
          written.push(file);
        }
      }
      await writeFile(join(root, server.PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      // index.html, served where no prerendered file fits, takes the game's name as its title and the
      // default language's description and sharing tags from the same catalogue: the source holds
      // none, so the text has one home. The app manifest takes the game's name too.
      const indexFile = join(outDir, 'index.html');
      const siteMeta = await server.defaultSiteMeta();
      const index = withTitle(withDescription(template, siteMeta.description), siteMeta.title);
      await writeFile(indexFile, withSharingMeta(index, siteMeta, card));
      const manifestFile = join(outDir, 'manifest.webmanifest');
      await writeFile(manifestFile, withAppName(await readFile(manifestFile, 'utf8'), siteMeta.siteName));
      written.push(indexFile, manifestFile);
      await compressFiles(written);
      const pages = targets.filter((target) => target.mode === 'page').length;
      this.info(
        `prerendered ${String(pages)} pages and ${String(targets.length - pages)} frames in ${String(server.PRERENDER_LANGUAGES.length)} languages (${String(written.length)} files) in ${String(Date.now() - started)} ms`,
      );
    },
  };
}

import { escapeHtml, type PrerenderManifest } from '@dungeon/contract';

/**
 * The sitemap (sitemaps.org 0.9) and the robots.txt that points to it. The built site's robots.txt
 * is the one rule of what a crawler may read: the sitemap lists exactly the pages it allows, so the
 * two cannot disagree. Both need the site's public origin, which only the server knows.
 */

/** A page for the sitemap: its path, and when its content last changed where that is known. */
export interface SitemapEntry {
  path: string;
  /** An ISO 8601 date or date-time (W3C Datetime). */
  lastModified?: string;
}

/** The pages the server adds to the built ones (news articles, FAQ articles), read when asked. */
export type SitemapEntries = () => SitemapEntry[];

/** A row of a table whose rows are pages: its id, and when it last changed. */
export interface DatedRow {
  id: number;
  date: string;
}

/** One sitemap page per row `rows` reads, at the path `pageOf` gives its id. */
export function pagesByRow(rows: () => readonly DatedRow[], pageOf: (id: number) => string): SitemapEntries {
  return () => rows().map(({ id, date }) => ({ path: pageOf(id), lastModified: date }));
}

/** sitemaps.org's limit on one file; the site is far under it. */
export const SITEMAP_MAX_URLS = 50_000;

/** The `Disallow` prefixes of a robots.txt (this site's has one group, for every crawler). */
export function disallowedPrefixes(robotsTxt: string): string[] {
  return [...robotsTxt.matchAll(/^Disallow:[ \t]*(\S+)/gim)].map(([, prefix = '']) => prefix);
}

/** The built pages that are one address each: routes without parameters (`sitemapXml` applies robots.txt). */
export function builtPages(manifest: PrerenderManifest | null): SitemapEntry[] {
  return (manifest?.routes ?? [])
    .filter((route) => !route.pattern.includes(':'))
    .map((route) => ({ path: route.pattern }));
}

/**
 * The sitemap of `entries` at `origin`, those under a `Disallow` prefix left out, each path once,
 * at most SITEMAP_MAX_URLS. No alternate languages: every page answers each language at one
 * address (the `language` cookie picks it), so a crawler reads the default one.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[], disallowed: readonly string[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter(({ path }) => !disallowed.some((prefix) => path.startsWith(prefix)))
    .filter(({ path }) => !seen.has(path) && seen.add(path))
    .slice(0, SITEMAP_MAX_URLS)
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : '';
      return `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The built robots.txt with the sitemap's absolute address, which robots.txt requires. */
export function robotsWithSitemap(robotsTxt: string, origin: string): string {
  return `${robotsTxt.trimEnd()}\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

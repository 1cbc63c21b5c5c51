/**
 * The prerendered pages as a host must serve them: the build writes them and this manifest, the
 * reference back end serves them, and a production host (CDN rule, edge function) does the same
 * with these functions. Plain data, no dependency: a host can load it anywhere.
 */

/** Under the site's root: `prerender/<language tag>/<route file>` and `prerender/manifest.json`. */
export const PRERENDER_DIR = 'prerender';
export const PRERENDER_MANIFEST_FILE = 'manifest.json';

/**
 * What the build writes of a route: `page`, the whole page, which the browser hydrates; `frame`,
 * header, footer and consent only, the page renders in the browser.
 */
export type PrerenderMode = 'page' | 'frame';

/** Whether a `data-prerendered` value names a mode (the pre-paint script may have set `stale`). */
export function isPrerenderMode(value: string | undefined): value is PrerenderMode {
  return value === 'page' || value === 'frame';
}

export interface PrerenderedRoute {
  /** The SPEC §2 pattern, `:name` for a path parameter. */
  pattern: string;
  mode: PrerenderMode;
  /** Inside the language's folder. */
  file: string;
}

export interface PrerenderManifest {
  /** The cookie that holds the visitor's locale code (i18n-locales' `LANGUAGE_COOKIE`). */
  languageCookie: string;
  /** Locale code (the cookie's value) -> language tag (the folder). */
  languages: Record<string, string>;
  /** The folder for a visitor with no (or an unknown) language cookie: SPEC §1's default, EN. */
  defaultLanguage: string;
  routes: PrerenderedRoute[];
  /**
   * Every pattern the site's router answers, redirects included (`/`, which no file serves): a
   * path that matches none is unknown, and SPEC §2 sends it to `/`. Absent in a manifest from
   * before it existed: then no path counts as unknown.
   */
  knownPatterns?: string[];
}

/** `/news/:id` -> `news/[id].html`; `/legal/privacy-policy` -> `legal/privacy-policy.html`. */
export function prerenderFileFor(pattern: string): string {
  return `${pattern.slice(1).replace(/:([a-z]+)/gi, '[$1]')}.html`;
}

/** How many of the pattern's segments are fixed, or -1 when it does not match `path`. */
function fixedSegmentsMatched(pattern: string, path: string): number {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return -1;
  let fixed = 0;
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return -1;
    } else if (segment === value) {
      fixed += 1;
    } else {
      return -1;
    }
  }
  return fixed;
}

/**
 * The route whose prerendered file answers a request for `path` (its pathname, no query), as
 * React Router would pick it: the pattern with the most fixed segments wins, so `/news/all` is
 * its own page and not the `/news/:id` frame. Null when none matches: the host answers with the
 * plain index.html. Matching is exact (case, trailing slash); anything else gets index.html too.
 */
export function matchPrerenderedRoute(routes: readonly PrerenderedRoute[], path: string): PrerenderedRoute | null {
  let best: PrerenderedRoute | null = null;
  let bestFixed = -1;
  for (const route of routes) {
    const fixed = fixedSegmentsMatched(route.pattern, path);
    if (fixed > bestFixed) {
      best = route;
      bestFixed = fixed;
    }
  }
  return best;
}

/**
 * The values of the pattern's `:name` segments in `path` (a path `matchPrerenderedRoute` matched
 * to it), as sent: `/news/:id` and `/news/12` give `{ id: '12' }`.
 */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const given = path.split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.split('/').entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = given[index] ?? '';
  }
  return params;
}

/**
 * Whether `path` (decoded, no query) is one the router answers with a page of `patterns`, read as
 * leniently as React Router reads it: any case, one trailing slash, repeated slashes as one, a
 * parameter any non-empty segment. A host redirects an unknown path to `/` (SPEC §2) without
 * loading the app; a path the router might still take is never called unknown.
 */
export function isKnownPath(patterns: readonly string[], path: string): boolean {
  const given = path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase()
    .split('/');
  return patterns.some((pattern) => {
    const wanted = pattern.toLowerCase().split('/');
    return (
      wanted.length === given.length &&
      wanted.every((segment, index) =>
        segment.startsWith(':') ? (given[index] ?? '') !== '' : segment === given[index],
      )
    );
  });
}

/** A page's document title: its own name, then the site's (`documentTitle` in the browser). */
export function titleWithSite(pageTitle: string, siteName: string): string {
  return `${pageTitle} | ${siteName}`;
}

/** The language folder for a visitor's `language` cookie value (undefined when there is none). */
export function prerenderLanguageFor(manifest: PrerenderManifest, cookieValue: string | undefined): string {
  // Own keys only: a cookie saying `__proto__` or `constructor` must not reach the prototype.
  if (cookieValue === undefined || !Object.hasOwn(manifest.languages, cookieValue)) return manifest.defaultLanguage;
  return manifest.languages[cookieValue] ?? manifest.defaultLanguage;
}

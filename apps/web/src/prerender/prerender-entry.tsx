// The build's server-side entry (apps/web/build/prerender.ts builds it with Vite's SSR mode and
// calls it in Node): renders the public pages of SPEC §2 in every language, as the browser will
// hydrate them.
import i18next from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  prerenderFileFor,
  type PrerenderManifest,
  type PrerenderMode,
} from '@dungeon/contract';
import { ConsentPreview } from '@dungeon/cookies-consent/prerender';
import {
  COMMON_NS,
  DEFAULT_LOCALE,
  documentTitle,
  initI18n,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  languageTagFor,
  LOCALES,
  registeredNamespaces,
  type LanguageTag,
} from '@dungeon/i18n-locales';
import { siteDescription } from '@dungeon/i18n-locales/page-meta';
import { paths, prerenderModeOf, titleKeyOf } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { makeStore } from '@dungeon/store';
import { LoadFailureNotice } from '../app/load-failure-notice';
import { PAGE_LEFT_TO_BROWSER, PageLeftToBrowser, PrerenderModeContext } from '../app/prerender-mode';
import { appRoutes } from '../app/router';

/** A route the build prerenders: its SPEC §2 pattern and how much of it the build can know. */
export interface PrerenderTarget {
  pattern: string;
  mode: PrerenderMode;
}

/** What a page's `<head>` says of it, to browsers and to link previews (Open Graph). */
export interface PageMeta {
  /** The document title, as the page sets it in the browser. */
  title: string;
  /** The page's `<meta name="description">`, in its language. */
  description: string;
  /** The site's name in the page's language (`og:site_name`). */
  siteName: string;
  /** The language as Open Graph writes it (`og:locale`, language_TERRITORY). */
  ogLocale: string;
}

export interface PrerenderedPage extends PageMeta {
  /** The markup of `#root`. */
  body: string;
}

/**
 * Each language's Open Graph locale: the territory whose spelling the catalogues use (Portuguese
 * is European, Chinese simplified for the mainland and traditional for Taiwan).
 */
const OG_LOCALES: Record<LanguageTag, string> = {
  en: 'en_US',
  ko: 'ko_KR',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  ja: 'ja_JP',
  pt: 'pt_PT',
  ru: 'ru_RU',
};

function siteMeta(tag: LanguageTag): Omit<PageMeta, 'title'> {
  return {
    description: siteDescription(i18next.getFixedT(tag)),
    siteName: siteConfig.gameName,
    ogLocale: OG_LOCALES[tag],
  };
}

export { PRERENDER_DIR, PRERENDER_MANIFEST_FILE };

/** The ten language tags (SPEC §1), each a folder of prerendered pages. */
export const PRERENDER_LANGUAGES: readonly LanguageTag[] = LANGUAGE_TAGS;

/** What a host needs to serve the pages of `targets` (contract's `PrerenderManifest`). */
export function prerenderManifest(targets: readonly PrerenderTarget[]): PrerenderManifest {
  return {
    languageCookie: LANGUAGE_COOKIE,
    languages: Object.fromEntries(LOCALES.map(({ code, tag }) => [code, tag])),
    defaultLanguage: languageTagFor(DEFAULT_LOCALE),
    routes: targets.map(({ pattern, mode }) => ({ pattern, mode, file: prerenderFileFor(pattern) })),
    // Every pattern of SPEC §2 is a route of the app (router.tsx composes them all).
    knownPatterns: [...new Set<string>(Object.values(paths))],
  };
}

/** Requests need an absolute URL; nothing is fetched from it. */
const ORIGIN = 'http://prerender.invalid';

const handler = createStaticHandler(appRoutes);
const ready = initI18n(DEFAULT_LOCALE, i18next);

async function switchLanguage(tag: LanguageTag): Promise<void> {
  await ready;
  await i18next.changeLanguage(tag);
  await i18next.loadNamespaces(registeredNamespaces());
}

/** The route handles of a static-handler answer, in the shape routing's helpers read. */
function handlesOf(context: StaticHandlerContext): { handle: unknown }[] {
  return context.matches.map((match) => ({ handle: match.route.handle as unknown }));
}

/**
 * Every pattern of SPEC §2 except redirects (`/`, `/support/support-faq`, `/user/migrate`: the
 * browser follows them): whole pages for public routes without parameters, frames for the rest
 * (a path parameter, a page that needs a signed-in player, or one with form fields).
 */
export async function prerenderTargets(): Promise<PrerenderTarget[]> {
  const targets: PrerenderTarget[] = [];
  for (const pattern of new Set<string>(Object.values(paths))) {
    if (pattern.includes(':')) {
      targets.push({ pattern, mode: 'frame' });
      continue;
    }
    const context = await handler.query(new Request(new URL(pattern, ORIGIN)));
    if (context instanceof Response) continue;
    targets.push({ pattern, mode: prerenderModeOf(handlesOf(context)) });
  }
  return targets;
}

/** Renders to HTML, waiting for every lazy component and namespace; any error but a frame's page fails the build. */
async function renderToHtml(app: ReactNode, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, {
    identifierPrefix,
    // Every boundary written in place: past this many bytes React would outline a finished boundary
    // and reveal it with inline scripts, which the Content-Security-Policy (hashes of our own
    // scripts only) blocks, and hydration then fails (React error 419).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      if (error instanceof PageLeftToBrowser) return PAGE_LEFT_TO_BROWSER;
      errors.push(error);
      return undefined;
    },
  });
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  // A boundary still pending ("<!--$?-->") would need React's inline reveal scripts.
  if (html.includes('<!--$?-->')) throw new Error('a Suspense boundary was outlined; the page needs inline scripts');
  return html;
}

/** One route in one language, with the state a first visit starts from (no session known yet). */
export async function renderPage(target: PrerenderTarget, tag: LanguageTag): Promise<PrerenderedPage> {
  await switchLanguage(tag);
  const context = await handler.query(new Request(new URL(target.pattern, ORIGIN)));
  if (context instanceof Response) throw new Error(`${target.pattern} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToHtml(
    <StrictMode>
      <PrerenderModeContext value={target.mode}>
        <Provider store={makeStore()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </PrerenderModeContext>
    </StrictMode>,
  );
  return {
    body,
    title: documentTitle(i18next.getFixedT(tag, COMMON_NS), titleKeyOf(handlesOf(context))),
    ...siteMeta(tag),
  };
}

/** What index.html says of the site where no prerendered page is served: in the default language (SPEC §1 EN). */
export async function defaultSiteMeta(): Promise<PageMeta> {
  const tag = languageTagFor(DEFAULT_LOCALE);
  await switchLanguage(tag);
  const meta = siteMeta(tag);
  return { title: meta.siteName, ...meta };
}

/**
 * What every page in one language carries beside `#root`: the first-visit cookie dialog
 * (cookies-consent's `ConsentPreview`) and the notice shown if the app's code cannot be loaded.
 */
export async function renderBesideRoot(tag: LanguageTag): Promise<string> {
  await switchLanguage(tag);
  const consentPreview = await renderToHtml(
    <Provider store={makeStore()}>
      <StaticRouter location={paths.home}>
        <ConsentPreview />
      </StaticRouter>
    </Provider>,
    // Its own ids: the page's root has ids of its own.
    'consent-preview-',
  );
  return consentPreview + (await renderToHtml(<LoadFailureNotice />));
}

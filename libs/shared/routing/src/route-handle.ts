import type { UIMatch } from 'react-router-dom';
import type { PrerenderMode } from '@dungeon/contract';

/** Route meta that the owning library declares and the shell reads (SPEC §2). */
export interface RouteHandle {
  /** (auth) in SPEC §2: the session guard applies. */
  auth?: boolean;
  /** false hides the header, the mobile menu and the footer. Defaults to true. */
  isBrowser?: boolean;
  /** i18next key (namespace:key) of the page title. */
  titleKey?: string;
  /**
   * `frame`: the build prerenders only the frame around this page (header, footer, consent), and
   * the page renders in the browser. For pages with form fields: typed into before the app starts,
   * their text would be lost, and a submit would go out as a plain GET with every field in the
   * URL. Auth routes and routes with a path parameter are frames anyway.
   */
  prerender?: 'frame';
}

/** What these helpers read of a match: the browser's `useMatches()` and the prerender's static handler both give it. */
type WithHandle = Pick<UIMatch, 'handle'>;

function handleOf(match: WithHandle): RouteHandle | undefined {
  return match.handle as RouteHandle | undefined;
}

export function requiresAuth(matches: readonly WithHandle[]): boolean {
  return matches.some((match) => handleOf(match)?.auth === true);
}

export function showsBrowserChrome(matches: readonly WithHandle[]): boolean {
  return !matches.some((match) => handleOf(match)?.isBrowser === false);
}

/** What the build prerenders of a route: the whole page, or only the frame (auth routes and `prerender: 'frame'`). */
export function prerenderModeOf(matches: readonly WithHandle[]): PrerenderMode {
  return requiresAuth(matches) || matches.some((match) => handleOf(match)?.prerender === 'frame') ? 'frame' : 'page';
}

/** The deepest title key among the matches, for the document title. */
export function titleKeyOf(matches: readonly WithHandle[]): string | undefined {
  return matches.map(handleOf).findLast((handle) => handle?.titleKey !== undefined)?.titleKey;
}

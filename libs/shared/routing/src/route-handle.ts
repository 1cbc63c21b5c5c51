import type { UIMatch } from 'react-router-dom';

/** Route meta that the owning library declares and the shell reads (SPEC §2). */
export interface RouteHandle {
  /** (auth) in SPEC §2: the session guard applies. */
  auth?: boolean;
  /** false hides the header, the mobile menu and the footer. Defaults to true. */
  isBrowser?: boolean;
  /** i18next key (namespace:key) of the page title. */
  titleKey?: string;
}

function handleOf(match: UIMatch): RouteHandle | undefined {
  return match.handle as RouteHandle | undefined;
}

export function requiresAuth(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match)?.auth === true);
}

export function showsBrowserChrome(matches: readonly UIMatch[]): boolean {
  return !matches.some((match) => handleOf(match)?.isBrowser === false);
}

/** The deepest title key among the matches, for the document title. */
export function titleKeyOf(matches: readonly UIMatch[]): string | undefined {
  return matches.map(handleOf).findLast((handle) => handle?.titleKey !== undefined)?.titleKey;
}

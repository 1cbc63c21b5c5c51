import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPrerenderMode } from '@dungeon/contract';
import { removeConsentPreview } from '@dungeon/cookies-consent';

/**
 * How to start React on the HTML in hand:
 * - `hydrate`: a prerendered page in the visitor's language; React adopts its DOM;
 * - `render-over`: a prerendered frame (its page is left to the browser), drawn until React's own
 *   first render replaces it in one commit; also a prerendered page whose route failed to load,
 *   which gets the error page instead;
 * - `render-clean`: prerendered in another language than the visitor's (the `language` cookie had
 *   not caught up with local storage yet); cleared, then rendered;
 * - `render`: the plain index.html, nothing prerendered.
 */
export type MountMode = 'hydrate' | 'render-over' | 'render-clean' | 'render';

/**
 * Reads what the build wrote on `<html>` (`data-prerendered`, `lang`) against the visitor's
 * language and whether the page's route loaded. The pre-paint script has already hidden a page in
 * the wrong language (`data-prerendered="stale"`); the language is checked here again in case
 * that script did not run.
 */
export function prerenderedMode(html: HTMLElement, languageTag: string, routeLoaded: boolean): MountMode {
  const mode = html.dataset['prerendered'];
  if (mode === undefined) return 'render';
  if (html.lang !== languageTag || !isPrerenderMode(mode)) return 'render-clean';
  return mode === 'page' && routeLoaded ? 'hydrate' : 'render-over';
}

/**
 * Starts React in `container`. Either way it runs in a transition, so React works in slices and
 * yields to the browser between them instead of one long task (Lighthouse's Total Blocking Time);
 * a hydration so started also lets the browser handle input first.
 */
export function mountApp(container: HTMLElement, app: ReactNode, mode: MountMode): void {
  if (mode === 'hydrate') {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  if (mode === 'render-clean') {
    container.replaceChildren();
    removeConsentPreview();
    delete document.documentElement.dataset['prerendered'];
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}

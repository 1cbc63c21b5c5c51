import type { DataRouter } from 'react-router-dom';

/**
 * Resolves once `router` has loaded the lazy route(s) of its first location. Rendering after it,
 * as the shell does, draws the page itself at once: no fallback in between, and nothing for
 * hydration to disagree with.
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

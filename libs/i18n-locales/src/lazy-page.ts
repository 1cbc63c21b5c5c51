import i18next from 'i18next';
import { yieldToMain } from '@dungeon/scheduling';

/**
 * A loader for a React Router `lazy` route (or a `React.lazy` component) that fetches the module
 * and the i18n namespaces its screen reads in parallel, so it renders complete instead of
 * suspending once more for its strings after the code has arrived.
 *
 * The fetches start in a task of their own. Vite's preload helper adds a `<link rel=modulepreload>`
 * for each chunk the module imports (a route module names up to a dozen), synchronously, in the
 * task that asks for it; at start-up that task is the router's or React's rendering, already long.
 * Moved out, the median Total Blocking Time of `/authorization` fell from 237 to 181 ms in 24
 * interleaved Lighthouse runs of each build, and of `/shop` from 192 to 147 ms beside the preload
 * policy (apps/web `build/preload-policy.ts`; CPU slowdown 9 on a fast host, 2026-12-08).
 */
export function lazyPage<Module>(load: () => Promise<Module>, namespaces: readonly string[] = []) {
  return async (): Promise<Module> => {
    await yieldToMain();
    const [module] = await Promise.all([
      load(),
      namespaces.length ? i18next.loadNamespaces([...namespaces]) : undefined,
    ]);
    return module;
  };
}

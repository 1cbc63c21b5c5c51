import i18next from 'i18next';
import { yieldToMain } from '@dungeon/scheduling';

/**
 * A loader for a React Router `lazy` route (or a `React.lazy` component) that fetches the module
 * and the i18n namespaces its screen reads in parallel, so it renders complete instead of
 * suspending once more for its strings after the code has arrived.
 *
 * The fetches start in a task after the one that asks, which at start-up is the router's or
 * React's and already long: Vite's preload helper adds its links synchronously (README).
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

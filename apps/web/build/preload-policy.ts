/**
 * Which chunks Vite's preload helper announces before a dynamic import (`build.modulePreload
 * .resolveDependencies`). It adds a `<link rel="modulepreload">` per chunk, synchronously, in the
 * task that asked for the module. Kept where something waits for the module; dropped for what loads
 * into a page already shown, which then imports its chunks one level at a time. Why and what it
 * measured: apps/web README, "Preload links only where something waits".
 */
export function preloadedDependencies(
  filename: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' || WAITED_FOR.test(filename) ? deps : [];
}

/**
 * Route modules (`pages/*.route.tsx`: a navigation, or the landing page the start-up renders), the
 * start-up (`boot`) and the session check's API, whose answer the header and (auth) routes wait for.
 */
const WAITED_FOR = /^assets\/(?:[^/]*\.route|boot|session\.api)-[^/]*\.js$/;

/**
 * Which chunks Vite's preload helper announces before a dynamic import (`build.modulePreload
 * .resolveDependencies`). The helper adds a `<link rel="modulepreload">` for each chunk the imported
 * module needs, so they download side by side instead of one import level at a time; it adds them
 * synchronously, inside whatever task asked for the module.
 *
 * Kept where something waits for the module: a page's route module (a navigation, or the landing
 * page the start-up renders), the app's start-up itself, the session check (the header and the
 * (auth) routes wait for its answer) and the HTML's own preloads. Dropped for the rest: sections
 * loaded into a page already shown (the home and dashboard slots), the cookie banner and dialog
 * (the prerendered page already pictures them), schemas and widgets a form loads on demand. Those
 * import their chunks themselves, one level at a time, after the page is up. At start-up their
 * twenty-odd links had landed in React's rendering tasks: with them gone (and `lazyPage` starting
 * a route's fetches in a task of its own), the median Total Blocking Time of `/authorization` went
 * from 263 to 145 ms and of `/shop` from 213 to 147 ms, in 14-16 interleaved Lighthouse runs of
 * each build (CPU slowdown 9 on a fast host, 2026-12-08), LCP unchanged.
 */
export function preloadedDependencies(
  filename: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' || WAITED_FOR.test(filename) ? deps : [];
}

/** Route modules (`pages/*.route.tsx`), the start-up (`boot`) and the session check's API. */
const WAITED_FOR = /^assets\/(?:[^/]*\.route|boot|session\.api)-[^/]*\.js$/;

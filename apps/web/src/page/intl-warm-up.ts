/**
 * Has a short-lived worker build the site's Intl formatters for `languageTag` while the app's code
 * is still downloading. The engine keeps its ICU data (calendars, number, currency and plural
 * patterns) for the whole renderer process, so the app's first date or price no longer pays for
 * loading it: 10-25 ms of main thread on a two-core machine, Lighthouse's longest start-up task on
 * pages that show one. A browser without workers, or one that refuses this one, only loses the
 * head start.
 */
export function warmUpIntlOffMainThread(languageTag: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    worker.postMessage(languageTag);
  } catch {
    // The formatters will load the data themselves, on the main thread.
  }
}

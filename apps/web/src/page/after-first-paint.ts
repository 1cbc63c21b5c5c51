/** The longest the app waits for a first paint that may never come (a tab opened in the background). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports the page's first contentful paint (Paint Timing), so the app's
 * start-up is not fetched, compiled and run ahead of it. An animation frame is not enough: the
 * frame may reach the screen after the next task has already started the download. Browsers
 * without paint entries wait one frame; a paint that never comes is waited for `maxWaitMs`.
 */
export function afterFirstContentfulPaint(maxWaitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const paintEntries =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    const observer = paintEntries
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
}

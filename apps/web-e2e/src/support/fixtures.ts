import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';

export interface PageProblems {
  /** Messages matching one of these are expected by the test (fault injection). */
  allow: RegExp[];
}

/** Resolves once the app runs on the page (the root layout marks `<html data-app="ready">`). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * `test` with a guard that fails the test on any console error, uncaught page error or failed
 * request, unless the test allowed it by pattern through `problems.allow`.
 */
export const test = base.extend<{
  problems: PageProblems;
  consent: 'decided' | 'notice' | 'first-visit';
  consentSetup: void;
}>({
  /**
   * `goto` and `reload` return once the app runs, not at the load event: a prerendered page is on
   * screen before its buttons work, and a journey is about the running app. A test about the page
   * before the app (plain links, the pre-paint script) passes `waitUntil: 'commit'`.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    await use(page);
  },
  /**
   * A returning visitor by default: cookie choices saved and the banner closed, so the first-visit
   * dialog does not cover the journey. `notice`: choices saved, the banner not closed yet (it shows,
   * the dialog does not). Cookie tests set `test.use({ consent: 'first-visit' })`.
   */
  consent: ['decided', { option: true }],
  consentSetup: [
    async ({ page, consent }, use) => {
      if (consent !== 'first-visit') {
        await page.addInitScript((closed) => {
          localStorage.setItem('preferences', JSON.stringify({ necessary: true, functional: true }));
          if (closed)
            localStorage.setItem(
              'cookieBannerHidden',
              JSON.stringify({ value: true, expiry: Date.now() + 86_400_000 }),
            );
        }, consent === 'decided');
      }
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { allow: [] };
      const seen: string[] = [];
      const record = (message: string) => {
        if (!problems.allow.some((pattern) => pattern.test(message))) seen.push(message);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        record(`page error: ${error.message}`);
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        // Navigations away cancel in-flight chunk and locale fetches; that is not a failure.
        if (!reason.includes('ERR_ABORTED')) record(`request failed: ${request.url()} ${reason}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(problems);
      expect(seen, 'console errors or failed requests during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Chromium's report of an inline event handler it refused, logged while the article sanitizer
 * parses server HTML that carries one (seeded news article 9): the handler never runs, and the
 * sanitizer removes it. Tests that open such an article allow it.
 */
export const BLOCKED_INLINE_HANDLER =
  /^console: Executing inline event handler violates the following Content Security Policy/;

/** Fails on any serious or critical axe violation (WCAG 2.2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Freezes the page's clock at `isoTime` before any script runs. */
export async function atTime(page: Page, isoTime: string): Promise<void> {
  await page.clock.setFixedTime(new Date(isoTime));
}

/** Text that looks like an untranslated i18next key (`header.shop`, `pages.home.title`). */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/(^|\s)[a-z][a-zA-Z]+(\.[a-zA-Z0-9_]+)+(\s|$)/);
}

/**
 * The requests the page sends to `path` (matched against the URL's path), as they go out, from
 * now on; with `method`, only those of that method. Read it after the journey: its length is how
 * many the browser sent.
 */
export function sentRequests(page: Page, path: RegExp, method?: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if ((method === undefined || request.method() === method) && path.test(new URL(request.url()).pathname))
      sent.push(request);
  });
  return sent;
}

/**
 * Counts the page's requests in flight from now on. `settled()` resolves once none has been for
 * `quietMs`: a page's reads have answered, so moving the page's clock on (an idle timeout) or
 * clearing its cookies cannot fail one of them half-way. The quiet window covers the reads a lazy
 * chunk starts only once it arrives, after a full page load; a caller that already waits for the
 * page's content can pass 0. Unlike the load state `networkidle`, it also holds after an in-app
 * navigation.
 */
export function trackRequests(page: Page, { quietMs = 500 } = {}): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, add: boolean) => {
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return {
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
          message: 'requests still in flight',
          intervals: [50, 100],
        })
        .toBe(true),
  };
}

/**
 * Holds every request matching `url` for `ms` before it goes on to the server: a slow answer, as
 * on a phone network. Double-click tests use it so the second click lands while the first request
 * is in flight (on loopback, a busy machine can otherwise answer between the two clicks, and the
 * second click is then a new submission or lands on the next screen).
 */
export async function holdRequests(page: Page, url: string | RegExp, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Starts recording the page's layout shifts before any script runs (Chrome's CLS entries, without
 * those right after input); the returned function gives their sum so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShiftTotal: () => number }).layoutShiftTotal = () =>
      shifts.reduce((sum, value) => sum + value, 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShiftTotal: () => number }).layoutShiftTotal());
}

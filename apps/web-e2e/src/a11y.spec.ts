import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { paths } from '@dungeon/routing';
import { DEMO, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

/*
 * Issue 10 "Accessibility": axe (WCAG 2.2 A/AA, serious and critical) on every route of SPEC §2,
 * public routes signed out and (auth) routes signed in, in all ten languages. One test per language
 * walks every route and collects the violations, so a failure lists them all (route, rule, target).
 */

/** The rules of `expectAccessible`: WCAG 2.2 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** SPEC §1 locale codes. */
const LANGUAGES = ['EN', 'KR', 'CN', 'CN-T', 'DE', 'ES', 'FR', 'JP', 'PT', 'RU'] as const;

type Kind = 'public' | 'auth' | 'redirect';

/**
 * How each path of `@dungeon/routing` is visited. A `Record` over the keys of `paths`: a route added
 * there does not compile here until it is classified, so no route escapes the sweep.
 */
const KIND: Record<keyof typeof paths, Kind> = {
  root: 'redirect',
  home: 'public',
  authorization: 'redirect', // the holding page of the guard; it never stays on screen on its own
  dashboard: 'auth',
  dashboardControl: 'auth',
  login: 'public',
  register: 'public',
  passwordReset: 'public',
  withdraw: 'auth',
  withdrawCancel: 'auth',
  withdrawConfirm: 'auth',
  migrate: 'redirect',
  chafMigrate: 'auth',
  shop: 'public',
  shopProduct: 'auth',
  shopError: 'public',
  purchaseSuccess: 'public',
  purchaseSuccessCurrency: 'public',
  giftApply: 'auth',
  giftReceipt: 'auth',
  supportContact: 'auth',
  supportFaq: 'redirect',
  supportMyTickets: 'auth',
  supportSearch: 'public',
  supportArticle: 'public',
  reportAll: 'public',
  reportBanAppeal: 'public',
  reportBug: 'public',
  reportPlayer: 'public',
  careers: 'public',
  legal: 'public',
  legalPrivacy: 'public',
  legalCookie: 'public',
  legalLauncher: 'public',
  legalCodeOfConduct: 'public',
  legalGame: 'public',
  legalPayment: 'public',
  newsArticle: 'public',
  newsAll: 'public',
  winterHolidayEvent: 'public',
  play: 'public',
  twitchDrops: 'public',
};

/** Seeded values for the route parameters (apps/api demo data: the game and its 1,100 Red Stone pack). */
const PARAMS: Record<string, string> = {
  control: 'currency',
  appid: '2710',
  productid: '2710000000000001100',
  id: '1',
  platform: 'pc',
  accountid: '76561198000000001',
  environment: 'live',
};

function routesOf(kind: Kind): string[] {
  return (Object.keys(KIND) as (keyof typeof paths)[])
    .filter((key) => KIND[key] === kind)
    .map((key) => paths[key].replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? `:${name}`));
}

const publicRoutes = routesOf('public');
const authRoutes = routesOf('auth');

/**
 * Counts the shell's scroll-to-top on each navigation (SPEC §2, `useScrollOnNavigation` in
 * `@dungeon/routing`): it runs after the new route has rendered, so the count tells when an in-app
 * navigation has arrived, including between two routes that share a component.
 */
function countNavigations(): void {
  const scroll = window.scrollTo.bind(window);
  const counted = window as unknown as { a11yNavigations: number };
  counted.a11yNavigations = 0;
  window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
    counted.a11yNavigations += 1;
    scroll(...args);
  }) as typeof window.scrollTo;
}

/**
 * Navigates inside the running app, as its links do (React Router follows history and popstate):
 * no reload, so the app and axe stay loaded from one route to the next.
 */
async function navigateInApp(page: Page, route: string): Promise<void> {
  const before = await page.evaluate(() => (window as unknown as { a11yNavigations: number }).a11yNavigations);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForFunction(
    (count) => (window as unknown as { a11yNavigations: number }).a11yNavigations > count,
    before,
  );
}

/** Resolves once the page shows its heading and none of its requests is still in flight. */
async function settled(page: Page, inFlight: Set<unknown>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => inFlight.size, { message: 'requests still in flight', intervals: [50, 100] }).toBe(0);
}

/**
 * Serious and critical axe violations of the page on screen, one line per rule and element: the
 * rules of `expectAccessible` (WCAG 2.2 A and AA). axe is injected once per document load and run
 * in the page, gathering violations only (passes are what makes a run slow).
 */
async function violationsOn(page: Page, route: string): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    WCAG_TAGS,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.targets.map((target) => `${route} ${violation.id} (${violation.help}): ${target}`),
    );
}

/**
 * Every language in the light colour scheme (Playwright's default), and English once more in the dark
 * one: styles.css has a palette for each, and contrast is checked per palette.
 */
const SWEEPS = [
  ...LANGUAGES.map((code) => ({ code, colorScheme: 'light' as const })),
  { code: 'EN', colorScheme: 'dark' as const },
];

test.describe('axe on every route of SPEC §2 in every language', () => {
  for (const { code, colorScheme } of SWEEPS) {
    test(`${code} (${colorScheme}): public routes signed out and (auth) routes signed in`, async ({ page }) => {
      // About 40 routes: far more than one journey, still well under this on a loaded CI machine.
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme });
      await page.addInitScript((language) => {
        localStorage.setItem('language', language);
      }, code);
      await page.addInitScript(countNavigations);
      const inFlight = new Set<unknown>();
      page.on('request', (request) => inFlight.add(request));
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));

      const found: string[] = [];
      // The first route is loaded, the others reached in the app.
      const sweep = async (routes: string[]) => {
        for (const [index, route] of routes.entries()) {
          if (index === 0) await page.goto(route);
          else await navigateInApp(page, route);
          await settled(page, inFlight);
          const landed = new URL(page.url()).pathname;
          // A route that sends the visitor elsewhere would leave its own page unchecked.
          if (landed !== route) found.push(`${route} redirected to ${landed}: not checked`);
          else found.push(...(await violationsOn(page, route)));
        }
      };

      await sweep(publicRoutes);
      // Signing in through the API: the reload of the first (auth) route starts the app signed in.
      await signIn(page, DEMO.veteran);
      await sweep(authRoutes);

      expect(found, `serious or critical violations in ${code} (${colorScheme}):\n${found.join('\n')}\n`).toEqual([]);
    });
  }
});

test('a visitor who asks for reduced motion gets no animation or transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of [paths.home, paths.shop]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const moving = await page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
      const found: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const longest = Math.max(seconds(style.transitionDuration), seconds(style.animationDuration));
          if (longest > 0.001)
            found.push(
              `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}: ${String(longest)}s`,
            );
        }
      }
      return found;
    });
    expect(moving, `${route} still moves`).toEqual([]);
  }
});

import type { Locator, Page } from '@playwright/test';
import axe from 'axe-core';
import { paths } from '@dungeon/routing';
import { DEMO, signIn, signInElsewhere } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { appReady, expect, test, trackRequests } from './support/fixtures';
import { language, LANGUAGES, type Language } from './support/languages';
import { authRoutes, publicRoutes } from './support/routes';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './support/session';

/*
 * Issue 10 "Accessibility": axe (WCAG 2.2 A/AA, serious and critical) on every route of SPEC §2 in
 * all ten languages: public routes signed out and signed in, (auth) routes signed in, and the
 * /authorization holding page. One test per language walks every route in one page and collects
 * the violations, so a failure lists them all (route, rule, target). Then the public routes at
 * phone width with the mobile menu open, and every dialog and open header dropdown.
 */

/** The rules of `expectAccessible`: WCAG 2.2 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Serious best-practice rules that the WCAG tags leave out: an unnamed dialog, and a positive
 * tabindex that breaks the focus order. They run on every scan; the dialog states below are what
 * gives the first something to find.
 */
const EXTRA_RULES = ['aria-dialog-name', 'tabindex'];

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

/**
 * What a phone of `screenWidth` would scroll sideways. WCAG 1.4.10 Reflow: the page never does (a
 * phone browser zooms out to show the overflow, so the page's width is compared with the
 * screen's, not the window's). And no table reaches past the screen: one in a scrolling box keeps
 * the page narrow but hides its caption's end and its last columns, so on a phone the tables
 * stack instead (ui-kit TableScroller `stack`).
 */
async function reflowProblems(page: Page, where: string, screenWidth: number): Promise<string[]> {
  const { width, tableRights } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    tableRights: [...document.querySelectorAll('table')].map((table) => table.getBoundingClientRect().right),
  }));
  const screen = `on a ${String(screenWidth)}px screen`;
  return [
    ...(width > screenWidth ? [`${where}: ${String(width)}px wide ${screen} (scrolls sideways)`] : []),
    ...tableRights
      .filter((right) => right > screenWidth)
      .map((right) => `${where}: a table reaches ${String(Math.round(right))}px ${screen}`),
  ];
}

/**
 * Serious and critical axe violations of the page on screen, one line per rule and element, and
 * a line if `<html lang>` is not the language under test (a sweep that silently ran in English
 * would pass). The rules of `expectAccessible` (WCAG 2.2 A and AA) plus `EXTRA_RULES`. axe is
 * injected once per document load and run in the page, gathering violations only (passes are
 * what makes a run slow).
 */
async function problemsOn(page: Page, where: string, tag: string, phoneWidth: number | null): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const { lang, unfilled, violations } = await page.evaluate(
    async ({ tags, rules }) => ({
      lang: document.documentElement.lang,
      // An interpolation i18next was not given shows as "{{name}}": in the text, the title, or an
      // attribute a screen reader or a hover reads.
      unfilled: [
        document.title,
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ].flatMap((text) => text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []),
      violations: (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          // A rule enabled by name runs beside the tags (axe: `rules` wins over `runOnly` tags).
          rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])),
          resultTypes: ['violations'],
        })
      ).violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    }),
    { tags: WCAG_TAGS, rules: EXTRA_RULES },
  );
  const problems = lang === tag ? [] : [`${where}: <html lang="${lang}">, expected "${tag}"`];
  problems.push(...unfilled.map((placeholder) => `${where}: unfilled ${placeholder} in the page`));
  if (phoneWidth !== null) problems.push(...(await reflowProblems(page, where, phoneWidth)));
  return problems.concat(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.targets.map((target) => `${where} ${violation.id} (${violation.help}): ${target}`),
      ),
  );
}

/**
 * One page driven through routes and states in one language, gathering every problem on the way.
 * The language is stored before the first load, as the language selector stores it.
 */
class AxeSweep {
  readonly found: string[] = [];
  readonly s: ReturnType<typeof stringsIn>;
  private readonly requests: ReturnType<typeof trackRequests>;

  private constructor(
    readonly page: Page,
    readonly language: Language,
    /** The screen width, when the page is a phone's. */
    private readonly phoneWidth: number | null,
  ) {
    this.s = stringsIn(language.tag);
    // settled() waits for the route's h1 first, which its chunk renders: no quiet window needed.
    this.requests = trackRequests(page, { quietMs: 0 });
  }

  static async start(
    page: Page,
    language: Language,
    { colorScheme = 'light', phone = false }: { colorScheme?: 'light' | 'dark'; phone?: boolean } = {},
  ): Promise<AxeSweep> {
    const sweep = new AxeSweep(page, language, phone ? (page.viewportSize()?.width ?? null) : null);
    await page.emulateMedia({ colorScheme });
    await page.addInitScript((code) => {
      localStorage.setItem('language', code);
    }, language.code);
    await page.addInitScript(countNavigations);
    return sweep;
  }

  /** Scans the page as it is now. */
  async check(where: string): Promise<void> {
    this.found.push(...(await problemsOn(this.page, where, this.language.tag, this.phoneWidth)));
  }

  /** Resolves once the page shows its heading and none of its requests is still in flight. */
  async settled(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await this.requests.settled();
  }

  /**
   * Visits `routes` in turn and scans each: the first is loaded when `load` is set, the others
   * (and the first otherwise) reached in the app. A route that sends the visitor elsewhere would
   * leave its own page unchecked, so that is a problem too.
   */
  async walk(routes: string[], state: string, { load = false } = {}): Promise<void> {
    for (const [index, route] of routes.entries()) {
      if (index === 0 && load) await this.page.goto(route);
      else if (new URL(this.page.url()).pathname !== route) await navigateInApp(this.page, route);
      await this.settled();
      const landed = new URL(this.page.url()).pathname;
      if (landed !== route) this.found.push(`${route} (${state}) redirected to ${landed}: not checked`);
      else await this.check(`${route} (${state})`);
    }
  }

  /**
   * Loads /authorization with the session check held, so the holding page stays on screen, scans
   * it, then lets the check finish: the page goes on to `next` (its `?redirect=`).
   */
  async holdingPage(next: string): Promise<void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await this.page.route('**/api/auth/login/check', async (route) => {
      await held;
      await route.continue();
    });
    await this.page.goto(`${paths.authorization}?redirect=${encodeURIComponent(next)}`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.s.session('authorization.title') }),
    ).toBeVisible();
    await this.check(`${paths.authorization} (session check unfinished)`);
    release();
    await expect(this.page).toHaveURL(next);
  }

  /** The signed-in header's Account dropdown button. */
  accountButton() {
    return this.page.getByRole('banner').getByRole('button', {
      name: `${this.s.chrome('header.account')} ${DEMO.veteran.username.toUpperCase()}`,
      exact: true,
    });
  }

  expectClean(what: string): void {
    expect(this.found, `serious or critical violations ${what}:\n${this.found.join('\n')}\n`).toEqual([]);
  }
}

/**
 * Every language in the light colour scheme (Playwright's default), and English once more in the dark
 * one: styles.css has a palette for each, and contrast is checked per palette.
 */
const SWEEPS = [
  ...LANGUAGES.map((entry) => ({ language: entry, colorScheme: 'light' as const })),
  { language: language('EN'), colorScheme: 'dark' as const },
];

test.describe('axe on every route of SPEC §2 in every language', () => {
  for (const { language: lang, colorScheme } of SWEEPS) {
    test(`${lang.code} (${colorScheme}): /authorization, public routes signed out and signed in, (auth) routes signed in`, async ({
      page,
    }) => {
      // About 70 pages: far more than one journey, still well under this on a loaded CI machine.
      test.setTimeout(300_000);
      const sweep = await AxeSweep.start(page, lang, { colorScheme });

      await sweep.holdingPage(publicRoutes[0] ?? paths.home);
      await sweep.walk(publicRoutes, 'signed out');
      // Signing in through the API: the reload of the first (auth) route starts the app signed in.
      await signIn(page, DEMO.veteran);
      await sweep.walk(authRoutes, 'signed in', { load: true });
      // The signed-in header (Account dropdown, Submit a ticket) on every public page too.
      await expect(sweep.accountButton()).toBeVisible();
      await sweep.walk(publicRoutes, 'signed in');

      sweep.expectClean(`in ${lang.code} (${colorScheme})`);
    });
  }
});

/**
 * The header gives way to the Menu button under 900px: at phone width the chrome is another
 * layout, and the mobile menu a dialog of its own. English, a CJK language and German, whose long
 * words are the first to overflow: German also walks the (auth) routes (tables of purchases and
 * Red Stones, the ticket list).
 */
test.describe('axe at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { lang, signedInRoutes } of [
    { lang: language('EN'), signedInRoutes: [paths.home] },
    { lang: language('JP'), signedInRoutes: [paths.home] },
    { lang: language('DE'), signedInRoutes: [...authRoutes, paths.home] },
  ]) {
    test(`${lang.code}: public routes and the mobile menu signed out, ${signedInRoutes.length > 1 ? '(auth) routes and ' : ''}the mobile menu signed in`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const sweep = await AxeSweep.start(page, lang, { phone: true });
      const { s } = sweep;
      const menuButton = page.getByRole('banner').getByRole('button', { name: s.chrome('header.menu'), exact: true });
      const menu = page.getByRole('dialog', { name: s.chrome('mobileMenu.title') });

      await sweep.walk(publicRoutes, 'phone, signed out', { load: true });
      await menuButton.click();
      await expect(menu).toBeVisible();
      await sweep.check('mobile menu (phone, signed out)');
      await menu.getByRole('button', { name: s.chrome('mobileMenu.close') }).click();
      await expect(menu).toBeHidden();

      await signIn(page, DEMO.veteran);
      // Ends on /home, where the signed-in mobile menu is opened.
      await sweep.walk(signedInRoutes, 'phone, signed in', { load: true });
      await menuButton.click();
      await expect(menu).toBeVisible();
      await sweep.check('mobile menu (phone, signed in)');
      // Logout opens its confirmation on top of the menu.
      await menu.getByRole('button', { name: s.chrome('header.logout'), exact: true }).click();
      const logout = page.getByRole('alertdialog', { name: s.chrome('logout.title') });
      await expect(logout).toBeVisible();
      await sweep.check('logout confirmation over the mobile menu (phone)');
      await logout.getByRole('button', { name: s.chrome('logout.cancel') }).click();
      await expect(logout).toBeHidden();

      sweep.expectClean(`at phone width in ${lang.code}`);
    });
  }
});

test.describe('at the narrowest width WCAG 1.4.10 asks for', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  const reportForm = publicRoutes.find((route) => route.startsWith('/support/report/bugreport/'));
  /** Each page, why it is swept, and what shows it complete when its heading alone does not. */
  const NARROW_PAGES: { path: string; loaded?: (page: Page) => Locator }[] = [
    // The header (logo, Play Free, Menu) and the company facts, the widest parts of any page.
    { path: paths.legal },
    // Tables of prose, which stack on a phone instead of scrolling sideways in their box (where the
    // caption and the last columns were cut off).
    { path: paths.play },
    { path: paths.legalCookie },
    // The game account's facts (a 17-19 digit id beside its name) and the file picker.
    { path: reportForm ?? '' },
    // A result's title can be one word wider than the screen (German "Mindestsystemanforderungen",
    // 299px in bold), which widened every result card to 331px. The results arrive after the
    // heading: measured before them, the page would pass.
    { path: paths.supportSearch, loaded: (page) => page.getByRole('main').getByRole('listitem').first() },
  ];
  test('every language: /legal, /play, the cookie policy, a report form and the help search fit 320px, tables and all', async ({
    page,
  }) => {
    // Fifty page loads: a sweep, not a journey. Forty took 31 s on a loaded two-core machine.
    test.setTimeout(110_000);
    expect(reportForm, 'a bug report route among the public routes').toBeDefined();
    const found: string[] = [];
    await page.goto(paths.legal); // an origin whose storage the language goes into
    for (const { code, tag } of LANGUAGES) {
      await page.evaluate((language) => {
        localStorage.setItem('language', language);
      }, code);
      for (const { path, loaded } of NARROW_PAGES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (loaded) await expect(loaded(page)).toBeVisible();
        found.push(...(await reflowProblems(page, `${code} ${path}`, 320)));
      }
    }
    expect(found, 'pages or tables wider than a 320px screen').toEqual([]);
  });
});

/**
 * The states the route sweep never reaches: each open header dropdown, and each dialog (logout,
 * cookie preferences, sign out everywhere else, the idle warning), in English and German.
 */
test.describe('axe on dialogs and open dropdowns', () => {
  for (const lang of [language('EN'), language('DE')]) {
    test(`${lang.code}: Support, Account and Language dropdowns, and every dialog`, async ({ page }) => {
      test.setTimeout(90_000);
      const sweep = await AxeSweep.start(page, lang);
      const { s } = sweep;
      const banner = page.getByRole('banner');
      await signIn(page, DEMO.veteran);
      // Another device, so "Log out everywhere else" has one to offer.
      await signInElsewhere(DEMO.veteran);
      // Faked timers from the first load on, so the idle warning can be reached at the end.
      await page.clock.install();
      await page.goto('/user/dashboard/sessions');
      await sweep.settled();

      await banner.getByRole('button', { name: s.chrome('header.support'), exact: true }).click();
      await expect(banner.getByRole('link', { name: s.chrome('header.myTickets') })).toBeVisible();
      await sweep.check('Support dropdown open');
      await page.keyboard.press('Escape');

      await sweep.accountButton().click();
      const logoutItem = banner.getByRole('button', { name: s.chrome('header.logout'), exact: true });
      await expect(logoutItem).toBeVisible();
      await sweep.check('Account dropdown open');
      await logoutItem.click();
      const logout = page.getByRole('alertdialog', { name: s.chrome('logout.title') });
      await expect(logout).toBeVisible();
      await sweep.check('logout confirmation');
      await logout.getByRole('button', { name: s.chrome('logout.cancel') }).click();
      await expect(logout).toBeHidden();

      await banner.getByRole('button', { name: new RegExp(`^${s.common('language.label')}`) }).click();
      await expect(banner.getByRole('button', { name: language('DE').nativeName, exact: true })).toBeVisible();
      await sweep.check('Language dropdown open');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: s.screens('dashboard.devices.signOutOthers') }).click();
      const signOutOthers = page.getByRole('alertdialog', { name: s.screens('dashboard.devices.confirmTitle') });
      await expect(signOutOthers).toBeVisible();
      await sweep.check('sign out everywhere else: confirmation');
      // Cancel: other tests are signed in as the veteran too.
      await signOutOthers.getByRole('button', { name: s.screens('dashboard.devices.cancel') }).click();
      await expect(signOutOthers).toBeHidden();

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: s.chrome('footer.cookieSettings') })
        .click();
      const preferences = page.getByRole('dialog', { name: s.cookies('dialog.title') });
      await expect(preferences).toBeVisible();
      await sweep.check('cookie preferences: first tab');
      await preferences.getByRole('tab', { name: s.cookies('functional.tab') }).click();
      await expect(preferences.getByRole('switch', { name: s.cookies('functional.toggle') })).toBeVisible();
      await sweep.check('cookie preferences: functional tab');
      await preferences.getByRole('button', { name: s.cookies('dialog.close') }).click();
      await expect(preferences).toBeHidden();

      await page.clock.fastForward((IDLE_LOGOUT_SECONDS - IDLE_WARNING_SECONDS) * 1000);
      const idle = page.getByRole('alertdialog', { name: s.session('idle.title') });
      await expect(idle).toBeVisible();
      await sweep.check('idle logout warning');
      await idle.getByRole('button', { name: s.session('idle.stay') }).press('Enter');
      await expect(idle).toBeHidden();
      sweep.expectClean(`in dialogs and dropdowns in ${lang.code}`);
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

/**
 * Forced colours (Windows contrast themes) repaint the page in a few system colours and drop box
 * shadows and background images, which drew the current page in the header and the mobile menu,
 * the selected tab, the current language and the theme toggle's state. Each control is pictured in
 * both of its states: the two pictures must differ.
 */
test.describe('in forced colours', () => {
  const s = stringsIn('en');

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  /** Whether `control` is drawn differently before and after `change`. */
  async function looksChanged(control: Locator, change: () => Promise<void>): Promise<boolean> {
    const before = await control.screenshot({ animations: 'disabled' });
    await change();
    return !before.equals(await control.screenshot({ animations: 'disabled' }));
  }

  test('the current page, the selected tab, the current language and the theme toggle still show their state', async ({
    page,
  }) => {
    const banner = page.getByRole('banner');
    const nav = (name: string) => banner.getByRole('link', { name: s.chrome(name), exact: true });
    // A contrast theme's palette is the system's: it stays when the site's own theme changes, so a
    // picture differs only by what the control draws. Held again after each load.
    const holdPalette = () =>
      page.evaluate(() => {
        document.documentElement.style.setProperty('color-scheme', 'light', 'important');
      });
    /** Picks a language in the open menu: the page reloads (SPEC §4), and is used once the app runs. */
    const choose = async (nativeName: string) => {
      await Promise.all([
        page.waitForEvent('load'),
        banner.getByRole('button', { name: nativeName, exact: true }).click(),
      ]);
      await appReady(page);
      await holdPalette();
    };
    await page.goto(paths.home);
    await holdPalette();
    await expect(nav('header.home')).toHaveAttribute('aria-current', 'page');
    const changes: Record<string, boolean> = {};

    changes['header: Home, current and not'] = await looksChanged(nav('header.home'), async () => {
      await nav('header.shop').click();
      await expect(nav('header.home')).not.toHaveAttribute('aria-current');
    });

    const toggle = banner.getByRole('button', { name: s.chrome('theme.dark') });
    changes['theme toggle, off and on'] = await looksChanged(toggle, async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    await banner.getByRole('button', { name: new RegExp(`^${s.common('language.label')}`) }).click();
    const english = banner.getByRole('button', { name: language('EN').nativeName, exact: true });
    changes['language menu: English, current and not'] = await looksChanged(english, async () => {
      await choose(language('DE').nativeName);
      await expect(page.locator('html')).toHaveAttribute('lang', language('DE').tag);
      await banner.getByRole('button', { name: new RegExp(`^${stringsIn('de').common('language.label')}`) }).click();
    });
    await choose(language('EN').nativeName);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: s.chrome('footer.cookieSettings') })
      .click();
    const preferences = page.getByRole('dialog', { name: s.cookies('dialog.title') });
    const necessary = preferences.getByRole('tab', { name: s.cookies('necessary.tab') });
    changes['cookie dialog: a tab, not selected and selected'] = await looksChanged(necessary, async () => {
      await necessary.click();
      await expect(necessary).toHaveAttribute('aria-selected', 'true');
    });
    await preferences.getByRole('button', { name: s.cookies('dialog.close') }).click();

    // The mobile menu, under 900px.
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = banner.getByRole('button', { name: s.chrome('header.menu'), exact: true });
    const menu = page.getByRole('dialog', { name: s.chrome('mobileMenu.title') });
    await menuButton.click();
    const shopItem = menu.getByRole('link', { name: s.chrome('header.shop'), exact: true });
    await expect(shopItem).toHaveAttribute('aria-current', 'page');
    changes['mobile menu: Shop, current and not'] = await looksChanged(shopItem, async () => {
      await menu.getByRole('link', { name: s.chrome('header.news'), exact: true }).click();
      await expect(page).toHaveURL(/\/news\//);
      await menuButton.click();
      await expect(shopItem).not.toHaveAttribute('aria-current');
    });

    const unchanged = Object.entries(changes)
      .filter(([, changed]) => !changed)
      .map(([what]) => what);
    expect(unchanged, 'controls that look the same in both states in forced colours').toEqual([]);
  });

  test('on a phone the Menu button still draws its icon, which is all it shows under 560px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(paths.home);
    const menuButton = page.getByRole('banner').getByRole('button', { name: s.chrome('header.menu'), exact: true });
    await expect(menuButton).toBeVisible();
    // Forced colours paint backgrounds with the page's colour: bars drawn as backgrounds would
    // vanish, and hiding them would then change nothing on screen.
    const drawn = await looksChanged(menuButton, async () => {
      await menuButton.locator('[aria-hidden="true"]').evaluate((icon: HTMLElement) => {
        icon.style.visibility = 'hidden';
      });
    });
    expect(drawn, 'the Menu icon shows in forced colours').toBe(true);
  });

  test("the trailer's play symbol stays a triangle: its clear sides are not repainted", async ({ page }) => {
    await page.goto(paths.home);
    // The triangle is the one opaque side of a box whose other sides are transparent. Forced colours
    // paint every side in the text colour, a block, unless the symbol keeps its own colours.
    const sides = await page.locator('.home-trailer__play').evaluate((play) => {
      const symbol = getComputedStyle(play, '::after');
      return { top: symbol.borderTopColor, bottom: symbol.borderBottomColor, point: symbol.borderLeftColor };
    });
    expect(sides.top, 'the upper clear side').toBe('rgba(0, 0, 0, 0)');
    expect(sides.bottom, 'the lower clear side').toBe('rgba(0, 0, 0, 0)');
    expect(sides.point, 'the drawn side').not.toBe('rgba(0, 0, 0, 0)');
  });
});

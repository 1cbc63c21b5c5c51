import type { Locator, Page } from '@playwright/test';
import { DEMO, newPlayer } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { expect, test } from './support/fixtures';
import { language } from './support/languages';
import { ticketNumberPattern } from './support/support-forms';

/*
 * Issue 10 "Accessibility": keyboard-only journeys (no mouse: only `page.keyboard`). At every focus
 * stop the focused element must show a focus indicator and must not sit under the sticky header;
 * on every page visited, every visible link, button and field must be a target of at least 24x24
 * CSS pixels (WCAG 2.5.8; links inside a sentence are exempt, as the criterion allows).
 */

/** WCAG 2.2 SC 2.5.8 Target Size (Minimum). */
const MIN_TARGET_PX = 24;
/** More stops than any page here has before its last control: a journey that never arrives fails. */
const MAX_TAB_STOPS = 80;

const en = stringsIn('en');
const de = stringsIn('de');

/** What is wrong with the focused element, if anything (runs in the page). */
function focusStopProblems(target: Element | null): { problems: string[]; onTarget: boolean; label: string } {
  const element = document.activeElement;
  if (!element || element === document.body)
    return { problems: ['focus fell back to <body>'], onTarget: false, label: 'body' };
  const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).trim().slice(0, 40);
  const label = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text}"`;
  const problems: string[] = [];
  const style = getComputedStyle(element);
  const outlined = (candidate: Element) => {
    const own = getComputedStyle(candidate);
    return own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
  };
  const outlineOf = (candidate: Element) => {
    const own = getComputedStyle(candidate);
    return `${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor} ${own.outlineOffset}`;
  };
  if (!outlined(element) && style.boxShadow === 'none') {
    // Or drawn round what the element belongs to: a news card (:focus-within), a radio's chip
    // (:has). An ancestor's outline counts only if the focus put it there: one it always has (a
    // framed panel) would hide a missing indicator. Its outline is read focused, then with the
    // element blurred; the focus is then given back.
    const ancestors: Element[] = [];
    for (let ancestor = element.parentElement; ancestor && ancestors.length < 3; ancestor = ancestor.parentElement)
      ancestors.push(ancestor);
    const focused = ancestors.map((ancestor) => (outlined(ancestor) ? outlineOf(ancestor) : null));
    let ringed = false;
    if (focused.some((ring) => ring !== null)) {
      (element as HTMLElement).blur();
      const unfocused = ancestors.map((ancestor) => (outlined(ancestor) ? outlineOf(ancestor) : null));
      (element as HTMLElement).focus({ preventScroll: true });
      if (document.activeElement !== element) problems.push(`${label}: the focus could not be given back`);
      ringed = focused.some((ring, index) => ring !== null && ring !== unfocused[index]);
    }
    if (!ringed) problems.push(`${label}: no visible focus indicator`);
  }

  const box = element.getBoundingClientRect();
  const header = [...document.querySelectorAll('header')].find(
    (candidate) => !candidate.closest('main, article, section, aside, dialog'),
  );
  if (box.top >= window.innerHeight) {
    problems.push(`${label}: below the viewport (top ${Math.round(box.top)} >= ${String(window.innerHeight)})`);
  } else if (header && !header.contains(element)) {
    const headerBottom = header.getBoundingClientRect().bottom;
    // An element that paints over the header (the skip link, a modal dialog) is not behind it.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 1);
    const paintsOver = hit !== null && (hit === element || element.contains(hit));
    // Taller than the room under the header (a scrolling table): some of it must show, not all.
    const fits = box.height <= window.innerHeight - headerBottom;
    if ((fits ? box.top < headerBottom : box.bottom <= headerBottom) && !paintsOver) {
      problems.push(`${label}: behind the sticky header (top ${Math.round(box.top)} < ${Math.round(headerBottom)})`);
    }
  }
  // Content fixed to the viewport (the cookie notice at the bottom) or stuck to an edge of its
  // scroller (a dialog's sticky buttons) may not hide the stop entirely (WCAG 2.4.11): some point of
  // the stop's visible part must show the stop itself.
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right > left && bottom > top) {
    const coveringLayer = (x: number, y: number): Element | null => {
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) return null;
      for (let layer: Element | null = hit; layer; layer = layer.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(layer).position)) {
          return layer.contains(element) ? null : layer;
        }
      }
      return null;
    };
    const points = [0.1, 0.5, 0.9].flatMap((fx) =>
      [0.1, 0.5, 0.9].map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy] as const),
    );
    const covers = points.map(([x, y]) => coveringLayer(x, y));
    const cover = covers[0];
    if (cover && covers.every((layer) => layer === cover)) {
      const name = cover.getAttribute('aria-label') ?? (cover.className || cover.tagName.toLowerCase());
      problems.push(`${label}: hidden behind fixed or sticky content "${name}" (top ${Math.round(box.top)})`);
    }
  }
  return { problems, onTarget: target !== null && element === target, label };
}

/** Visible links, buttons and fields smaller than 24x24 (runs in the page). */
function undersizedTargets(minimum: number): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [tabindex="0"]';
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    let box = element.getBoundingClientRect();
    // A visually hidden input, or one inside its label (a radio chip), is operated through the
    // label: the label is the target.
    const label = (element as HTMLInputElement).labels?.[0];
    if (box.width <= 1 || box.height <= 1 || label?.contains(element)) {
      if (!label) continue;
      box = label.getBoundingClientRect();
    }
    if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
      const block = element.parentElement?.closest('p, li, dd, td, span, div');
      const own = element.textContent.trim().length;
      if (block && block.textContent.trim().length > own) continue; // a link inside a sentence
    }
    if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
      const text = (element.getAttribute('aria-label') ?? element.innerText).trim().slice(0, 40);
      problems.push(
        `<${element.tagName.toLowerCase()}> "${text}": ${box.width.toFixed(1)}x${box.height.toFixed(1)} px target`,
      );
    }
  }
  return problems;
}

/** Escape closes `dialog` and gives the focus back to `opener`, the control that opened it. */
async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Drives a page with the keyboard only and gathers every focus and target-size problem on the way. */
class KeyboardAudit {
  readonly problems: string[] = [];

  constructor(private readonly page: Page) {}

  /** Checks the target sizes of the page now on screen (call once each page has loaded). */
  async checkTargets(where: string): Promise<void> {
    const found = await this.page.evaluate(undersizedTargets, MIN_TARGET_PX);
    this.problems.push(...found.map((problem) => `${where}: ${problem}`));
  }

  /** Presses `key` and checks the focus stop it lands on. */
  async press(key: string, target: Locator | null = null): Promise<boolean> {
    await this.page.keyboard.press(key);
    return this.checkFocus(`after ${key}`, target);
  }

  /** Checks where the focus is now (after a dialog gave it back, say). */
  async checkFocus(when: string, target: Locator | null = null): Promise<boolean> {
    const handle = target ? await target.elementHandle() : null;
    const stop = await this.page.evaluate(focusStopProblems, handle);
    const where = new URL(this.page.url()).pathname;
    this.problems.push(...stop.problems.map((problem) => `${where} ${when}: ${problem}`));
    return stop.onTarget;
  }

  /** Tabs forward (or with Shift+Tab backwards), stop by stop, until `target` has the focus. */
  async tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
    await expect(target).toBeVisible();
    for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
      if (await this.press(key, target)) return;
    }
    throw new Error(`${key} never reached ${target.toString()} in ${String(MAX_TAB_STOPS)} stops`);
  }

  /**
   * Tabs from the top of the page to its last link (in the footer) and Shift+Tabs all the way back
   * to the skip link: going back up, the browser scrolls each stop into view from above, where the
   * sticky header is.
   */
  async roundTrip(skipLinkName: string): Promise<void> {
    await this.tabTo(this.page.getByRole('contentinfo').getByRole('link').last());
    await this.tabTo(this.page.getByRole('link', { name: skipLinkName }), 'Shift+Tab');
  }

  expectClean(): void {
    expect(this.problems, `keyboard problems:\n${this.problems.join('\n')}\n`).toEqual([]);
  }
}

test.describe('keyboard-only journeys', () => {
  test('log in with the keyboard and land on the dashboard', async ({ page }) => {
    const audit = new KeyboardAudit(page);
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { level: 1, name: en.account('pages.login.title') })).toBeVisible();
    await audit.checkTargets('/user/login');

    // Sent without the address: focus goes back up to it, and it says why.
    const email = page.getByLabel(en.account('login.email'));
    await audit.tabTo(page.getByLabel(en.account('login.password')));
    await page.keyboard.type(DEMO.player.password);
    await audit.tabTo(page.getByRole('button', { name: en.account('login.submit') }));
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await audit.checkFocus('after a refused send', email);

    await page.keyboard.type(DEMO.player.email);
    await audit.tabTo(page.getByRole('button', { name: en.account('login.submit') }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit.checkTargets('/user/dashboard');
    audit.expectClean();
  });

  test('buy a Red Stone pack with the keyboard (sandbox payment)', async ({ page }) => {
    await newPlayer(page);
    const audit = new KeyboardAudit(page);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: en.shop('pages.shop.title') })).toBeVisible();
    await audit.checkTargets('/shop');

    await audit.tabTo(page.getByRole('link', { name: en.shop('catalogue.buyNamed', { name: '1,100 Red Stones' }) }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/\d+\/\d+$/);
    const pay = en.shop('purchase.pay', { price: '$9.99' });
    await expect(page.getByRole('button', { name: pay })).toBeEnabled();
    await audit.checkTargets('/shop/product');

    const terms = page.getByRole('checkbox', { name: en.shop('purchase.agreeTerms') });
    await audit.tabTo(terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const age = page.getByRole('checkbox', { name: en.shop('purchase.confirmAge') });
    await audit.tabTo(age);
    await page.keyboard.press('Space');
    await expect(age).toBeChecked();
    await audit.tabTo(page.getByRole('button', { name: pay }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/purchase-success\/currency\?receipt=/);
    await expect(
      page.getByRole('heading', { level: 1, name: en.shop('pages.purchaseSuccessCurrency.title') }),
    ).toBeVisible();
    await audit.checkTargets('/purchase-success/currency');
    audit.expectClean();
  });

  test('submit a support ticket with the keyboard', async ({ page }) => {
    test.setTimeout(60_000); // a new player and the ticket each solve a proof-of-work captcha
    await newPlayer(page);
    const audit = new KeyboardAudit(page);
    await page.goto('/support/contact');
    await expect(page.getByRole('heading', { level: 1, name: en.support('pages.supportContact.title') })).toBeVisible();
    await audit.checkTargets('/support/contact');

    const requestType = page.getByLabel(en.support('form.requestType'));
    await audit.tabTo(requestType);
    await page.keyboard.type(en.support('requestTypes.launcher')); // type-ahead picks the option of a closed select
    await expect(requestType).toHaveValue('launcher');
    await audit.tabTo(page.getByLabel(en.support('form.subject')));
    await page.keyboard.type('Launcher stuck while patching');
    // Help articles matching the subject show under it as it is typed, with links of their own in
    // the Tab order; the journey takes them in, as a player does, before tabbing on. (Landing later,
    // they no longer move the field the player is in: support.spec, "suggestions arriving late".)
    await expect(page.getByRole('region', { name: en.support('form.suggestions') }).getByRole('link')).not.toHaveCount(
      0,
    );
    const platform = page.getByLabel(en.support('form.platform'));
    await audit.tabTo(platform);
    await page.keyboard.type(en.support('platforms.steam'));
    await expect(platform).toHaveValue('steam');
    await audit.tabTo(page.getByLabel(en.support('form.account')));
    await page.keyboard.type('EmberKnight');
    await audit.tabTo(page.getByLabel(en.support('form.description')));
    await page.keyboard.type('The launcher stops at 87% while patching and shows no message at all.');
    const robot = page.getByRole('checkbox', { name: en.captcha('label') });
    await audit.tabTo(robot);
    await page.keyboard.press('Space');
    await expect(page.getByText(en.errors('success.captchaVerified'))).toBeVisible({ timeout: 20_000 });
    await audit.checkTargets('/support/contact (filled)');
    await audit.tabTo(page.getByRole('button', { name: en.support('form.submit') }));
    await page.keyboard.press('Enter');

    const notice = page.getByRole('status').filter({ hasText: ticketNumberPattern(en.support) });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await audit.checkTargets('/support/contact (sent)');
    audit.expectClean();
  });

  test('change the language with the keyboard', async ({ page }) => {
    const audit = new KeyboardAudit(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit.checkTargets('/home');

    const selector = page.getByRole('banner').getByRole('button', { name: new RegExp(en.common('language.label')) });
    await audit.tabTo(selector);
    await audit.press('Enter');
    const { nativeName } = language('DE');
    const german = page.getByRole('banner').getByRole('button', { name: nativeName });
    await expect(german).toBeVisible();
    await audit.checkTargets('/home (language list open)');
    let onGerman = false;
    for (let step = 0; step < 10 && !onGerman; step += 1) onGerman = await audit.press('ArrowDown', german);
    expect(onGerman, `ArrowDown reaches ${nativeName}`).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('banner').getByRole('link', { name: de.chrome('header.home'), exact: true }),
    ).toBeVisible();
    await audit.checkTargets(`/home (${nativeName})`);
    audit.expectClean();
  });

  test.describe('on a first visit', () => {
    test.use({ consent: 'first-visit' });

    test('set cookie preferences with the keyboard: functional cookies off', async ({ page }) => {
      const audit = new KeyboardAudit(page);
      await page.goto('/home');
      const dialog = page.getByRole('dialog', { name: en.cookies('dialog.title') });
      await expect(dialog).toBeVisible();
      await audit.checkTargets('/home (cookie preferences)');

      const functionalTab = dialog.getByRole('tab', { name: en.cookies('functional.tab') });
      await audit.tabTo(dialog.getByRole('tab', { selected: true }));
      for (let step = 0; step < 3 && !((await functionalTab.getAttribute('aria-selected')) === 'true'); step += 1) {
        await audit.press('ArrowRight');
      }
      await expect(functionalTab).toHaveAttribute('aria-selected', 'true');
      const toggle = dialog.getByRole('switch', { name: en.cookies('functional.toggle') });
      await audit.tabTo(toggle);
      await expect(toggle).toBeChecked();
      await page.keyboard.press('Space');
      await expect(toggle).not.toBeChecked();
      await audit.tabTo(dialog.getByRole('button', { name: en.cookies('dialog.confirm') }));
      await page.keyboard.press('Enter');

      await expect(dialog).toBeHidden();
      const stored = await page.evaluate(() => localStorage.getItem('preferences'));
      expect(JSON.parse(stored ?? 'null')).toMatchObject({ necessary: true, functional: false });
      await audit.checkTargets('/home (cookie notice)');
      audit.expectClean();
    });
  });
});

test.describe('focus on long pages and around the cookie preferences', () => {
  test('Tab down a long page and Shift+Tab back up: no stop under the sticky header', async ({ page }) => {
    const audit = new KeyboardAudit(page);
    await page.goto('/support/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit.roundTrip(en.common('site.skipToContent'));
    audit.expectClean();
  });

  test("the footer's Cookie Settings opens the preferences by keyboard; closing gives focus back to it, on screen", async ({
    page,
  }) => {
    const audit = new KeyboardAudit(page);
    await page.goto('/legal/cookie-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const settings = page.getByRole('contentinfo').getByRole('link', { name: en.chrome('footer.cookieSettings') });
    const dialog = page.getByRole('dialog', { name: en.cookies('dialog.title') });

    // Closed with Escape, then with the dialog's confirm button: each way, the focus is back on the link.
    const confirm = dialog.getByRole('button', { name: en.cookies('dialog.confirm') });
    const ways = [
      { name: 'Escape', close: () => escapeReturnsFocus(page, settings, dialog) },
      {
        name: `"${en.cookies('dialog.confirm')}"`,
        async close() {
          await audit.tabTo(confirm);
          await page.keyboard.press('Enter');
          await expect(dialog).toBeHidden();
          await expect(settings).toBeFocused();
        },
      },
    ];
    await audit.tabTo(settings);
    for (const way of ways) {
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: en.cookies('dialog.close') })).toBeFocused();
      await way.close();
      await expect(page).toHaveURL('/legal/cookie-policy');
      await expect(settings).toBeInViewport();
      await audit.checkFocus(`after closing the preferences with ${way.name}`);
    }
    // And on up the page from there.
    await audit.tabTo(page.getByRole('link', { name: en.common('site.skipToContent') }), 'Shift+Tab');
    audit.expectClean();
  });

  test.describe('with the cookie notice showing', () => {
    test.use({ consent: 'notice' });

    test("the notice's Cookie Settings opens the preferences by keyboard; Escape gives focus back to it", async ({
      page,
    }) => {
      const audit = new KeyboardAudit(page);
      await page.goto('/home');
      const notice = page.getByRole('region', { name: en.cookies('banner.label') });
      const settings = notice.getByRole('button', { name: en.cookies('banner.settings') });
      const dialog = page.getByRole('dialog', { name: en.cookies('dialog.title') });
      await expect(notice).toBeVisible();

      await audit.tabTo(settings);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await audit.press('Tab');
      await escapeReturnsFocus(page, settings, dialog);
      await audit.checkFocus('after closing the preferences');
      audit.expectClean();
    });
  });
});

/**
 * The cookie notice is a bar fixed to the bottom of the screen, and on a phone it wraps to several
 * lines: in French at 320px it is about 200px tall. Tabbing down a long page scrolls each stop into
 * view from below, where the notice is. At 320x256 (a 1280x1024 desktop zoomed to 400%, WCAG 1.4.10)
 * the notice and the sticky header together were taller than the screen.
 */
for (const { viewport, why } of [
  { viewport: { width: 320, height: 640 }, why: 'a phone' },
  { viewport: { width: 320, height: 256 }, why: 'a desktop zoomed to 400%' },
]) {
  test.describe(`at ${String(viewport.width)}x${String(viewport.height)} (${why}) in French, with the cookie notice showing`, () => {
    test.use({ consent: 'notice', viewport, isMobile: true, hasTouch: true });

    test('Tab down a long page and Shift+Tab back up: no stop hidden behind the notice or the header', async ({
      page,
    }) => {
      const fr = stringsIn('fr');
      await page.addInitScript(() => {
        localStorage.setItem('language', 'FR');
      });
      const audit = new KeyboardAudit(page);
      await page.goto('/legal/cookie-policy');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('region', { name: fr.cookies('banner.label') })).toBeVisible();
      await audit.roundTrip(fr.common('site.skipToContent'));
      audit.expectClean();
    });
  });
}

/**
 * The cookie preferences open on a first visit, and their buttons stay stuck to the dialog's
 * bottom while the text scrolls. On a short screen a link or the switch the player tabs to can sit
 * under them, where the browser counts it as shown: the dialog's scroll padding keeps it clear.
 */
for (const { viewport, why } of [
  { viewport: { width: 640, height: 400 }, why: 'a 1280x800 screen at 200% zoom' },
  { viewport: { width: 844, height: 390 }, why: 'a phone held sideways' },
]) {
  test.describe(`at ${String(viewport.width)}x${String(viewport.height)} (${why}), on a first visit`, () => {
    test.use({ consent: 'first-visit', viewport });

    test('every tab of the cookie preferences: no stop hidden under the sticky buttons', async ({ page }) => {
      const audit = new KeyboardAudit(page);
      await page.goto('/home');
      const dialog = page.getByRole('dialog', { name: en.cookies('dialog.title') });
      const confirm = dialog.getByRole('button', { name: en.cookies('dialog.confirm') });
      const tabs = dialog.getByRole('tab');
      await expect(dialog).toBeVisible();
      await audit.tabTo(confirm);
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await audit.tabTo(dialog.getByRole('tab', { selected: true }), 'Shift+Tab');
        await audit.press('ArrowRight');
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await audit.tabTo(confirm);
      }
      audit.expectClean();
    });
  });
}

/**
 * At phone width the header keeps only the logo, Play Free and the Menu button, and every page is
 * laid out again: targets are checked there too, in English and German (the longest labels).
 */
test.describe('at phone width (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const KEY_PAGES = ['/home', '/shop', '/user/login', '/support/search', '/news/all', '/play', '/legal/cookie-policy'];

  for (const { code, tag } of [language('EN'), language('DE')]) {
    test(`${code}: targets of key pages and the mobile menu are at least 24x24; Shift+Tab stays clear of the header`, async ({
      page,
    }) => {
      const s = stringsIn(tag);
      await page.addInitScript((language) => {
        localStorage.setItem('language', language);
      }, code);
      const audit = new KeyboardAudit(page);
      for (const route of KEY_PAGES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit.checkTargets(`${route} (phone)`);
      }

      const menuButton = page.getByRole('banner').getByRole('button', { name: s.chrome('header.menu'), exact: true });
      const menu = page.getByRole('dialog', { name: s.chrome('mobileMenu.title') });
      await audit.tabTo(menuButton);
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await audit.checkTargets('mobile menu (phone)');
      await escapeReturnsFocus(page, menuButton, menu);

      await audit.roundTrip(s.common('site.skipToContent'));
      audit.expectClean();
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import { DEMO, loginCheck, newPlayer, signIn } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { atTime, expect, expectAccessible, test } from './support/fixtures';
import { LANGUAGES } from './support/languages';
import { boughtThroughApi, STANDARD } from './support/shop';

/** SPEC §9: the cookie banner stays hidden for 2,592,000,000 ms (30 days). */
const BANNER_HIDE_MS = 2_592_000_000;
const PHONE = { width: 390, height: 844 };

async function storedJson(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Whether keyboard focus is inside `container`. */
async function focusIsIn(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab `times` times and expects focus never to leave `dialog` (the page behind is inert). */
async function expectTabTrappedIn(page: Page, dialog: Locator, times: number): Promise<void> {
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsIn(dialog), `focus after Tab #${press + 1}`).toBe(true);
  }
}

/** A click on the dim backdrop, left of a centred dialog. */
async function clickBackdrop(page: Page): Promise<void> {
  await page.mouse.click(4, 200);
}

const externalLink = async (link: Locator) => {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
};

test.describe('header (SPEC §2)', () => {
  test('News is the current page on the news list, and the current section on an article', async ({ page }) => {
    await page.goto('/news/all');
    const news = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' });
    await expect(news).toHaveAttribute('aria-current', 'page');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    // Where the player is, without claiming the article is the list.
    await expect(news).toHaveAttribute('aria-current', 'true');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('a support page marks the Support menu and its link; a policy marks its footer link and Legal', async ({
    page,
  }) => {
    await page.goto('/support/search/1');
    const header = page.getByRole('banner');
    const support = header.getByRole('button', { name: 'Support', exact: true });
    await expect(support).toHaveAttribute('aria-current', 'true');
    await support.click();
    await expect(header.getByRole('link', { name: 'FAQ Search' })).toHaveAttribute('aria-current', 'true');
    await header.getByRole('link', { name: 'FAQ Search' }).click();
    await expect(page).toHaveURL(/\/support\/search$/);
    await support.click();
    await expect(header.getByRole('link', { name: 'FAQ Search' })).toHaveAttribute('aria-current', 'page');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    await expect(footer.getByRole('link', { name: 'Legal', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(support).not.toHaveAttribute('aria-current');
  });

  test('signed out: logo, Play Free, launcher, Home/Shop/News, Register and Login', async ({ page }) => {
    await page.goto('/shop');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Emberdeep home' })).toHaveAttribute('href', '/home');
    await expect(header.getByRole('link', { name: 'Play Free' })).toHaveAttribute('href', '/play');
    const launcher = header.getByRole('link', { name: 'Launcher Download' });
    await expect(launcher).toHaveAttribute('href', /\.exe$/);
    await expect(launcher).toHaveAttribute('download', '');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/all');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    await expect(header.getByRole('button', { name: /^Account/ })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Language English' })).toBeVisible();

    await header.getByRole('link', { name: 'Emberdeep home' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('a link in the header changes the page in place, and the new page is announced by its title', async ({
    page,
  }) => {
    await page.goto('/home');
    const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]');
    await expect(announcer).toHaveText('');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL('/news/all');
    await expect(announcer).toHaveText('News | Emberdeep');
    // The focus stays where the player was.
    await expect(nav.getByRole('link', { name: 'News' })).toBeFocused();
    await nav.getByRole('link', { name: 'Shop' }).click();
    await expect(announcer).toHaveText('Shop | Emberdeep');
  });

  test("a phone can keep the site on its home screen, and the browser's bar takes the header's colour in either theme", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/home');
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    // What Chromium says of it: nothing it could not read or had to ignore.
    expect(manifest.errors).toEqual([]);
    const bar = page.locator('meta[name="theme-color"]');
    const header = page.getByRole('banner');
    const headerColour = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    // Each bar colour as the browser reads it (rgb(), whatever the CSS spelling), beside the header's.
    const barColours = () =>
      bar.evaluateAll((metas) =>
        metas.map((meta) => {
          const probe = document.createElement('i');
          probe.style.color = (meta as HTMLMetaElement).content;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        }),
      );
    const [darkBar] = await barColours();
    expect(darkBar).toBe(await headerColour());

    // Light chosen against the dark system: every bar colour follows the header.
    await header.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(barColours).toEqual([await headerColour(), await headerColour()]);
    expect(await headerColour()).not.toBe(darkBar);
  });

  test('the Support dropdown works by keyboard: open, arrows, Tab, Escape back to the button', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    const support = header.getByRole('button', { name: 'Support' });
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await support.focus();
    await page.keyboard.press('Enter');
    await expect(support).toHaveAttribute('aria-expanded', 'true');

    const faq = header.getByRole('link', { name: 'FAQ Search' });
    const tickets = header.getByRole('link', { name: 'My Tickets' });
    const suggestions = header.getByRole('link', { name: 'Suggestions (opens in a new tab)' });
    await expect(faq).toHaveAttribute('href', '/support/search');
    await expect(tickets).toHaveAttribute('href', '/support/my-tickets');
    await externalLink(suggestions);
    await expect(header.getByRole('link', { name: 'Submit a ticket' })).toHaveCount(0);

    await page.keyboard.press('ArrowDown');
    await expect(faq).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tickets).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(suggestions).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await expect(support).toBeFocused();
    await expect(faq).toBeHidden();

    // Tab past the last item closes it; so does a click elsewhere.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(faq).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await support.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(support).toHaveAttribute('aria-expanded', 'false');

    // Following a link navigates and closes the dropdown.
    await support.click();
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/support/search');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed in: the Account dropdown shows the upper-cased username with Dashboard and Logout', async ({ page }) => {
    await signIn(page, DEMO.player);
    await page.goto('/home');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: `Account ${DEMO.player.username.toUpperCase()}` });
    await expect(account).toBeVisible();
    await expect(account).toContainText(DEMO.player.username.toUpperCase());
    await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await account.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const dashboard = header.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toBeFocused();
    await expect(dashboard).toHaveAttribute('href', '/user/dashboard');
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    await header.getByRole('button', { name: 'Support' }).click();
    await expect(header.getByRole('link', { name: 'Submit a ticket' })).toHaveAttribute('href', '/support/search');
    await expect(header.getByRole('link', { name: 'FAQ Search' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'My Tickets' })).toBeVisible();

    await account.click();
    await dashboard.click();
    await expect(page).toHaveURL('/user/dashboard');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * The header's words take about 900px in Chinese and 1300px in French: under the width a language
 * needs, the header takes its menu layout (site-header.css). Every language, signed out and in, from
 * the menu layout's end to a wide screen: nothing may run past the header's edge, and from a 1366px
 * laptop up the whole header shows, with no Menu button.
 */
test('the header fits its row in every language at every width, and shows in full from 1366px up', async ({ page }) => {
  // A sweep (20 page loads, 140 widths), like the axe sweeps: the 30 s default is for one journey,
  // and a two-core machine whose fresh memory is dear took 28-31 s.
  test.setTimeout(90_000);
  const widths = [900, 1024, 1200, 1280, 1366, 1440, 1920];
  const found: string[] = [];
  await page.goto('/legal'); // an origin whose storage the language goes into
  for (const state of ['signed out', 'signed in']) {
    if (state === 'signed in') await signIn(page, DEMO.veteran);
    for (const { code, tag } of LANGUAGES) {
      await page.evaluate((language) => {
        localStorage.setItem('language', language);
      }, code);
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 720 });
        const { past, menuShown, navShown } = await page.getByRole('banner').evaluate((header) => ({
          past: header.scrollWidth - header.clientWidth,
          menuShown: header.querySelector('button[aria-haspopup="dialog"]')?.checkVisibility() ?? false,
          navShown: header.querySelector('nav')?.checkVisibility() ?? false,
        }));
        if (past > 0) found.push(`${code} ${state} at ${String(width)}px: ${String(past)}px past the edge`);
        if (width >= 1366 && (menuShown || !navShown)) {
          found.push(`${code} ${state} at ${String(width)}px: the menu layout`);
        }
      }
    }
  }
  expect(found).toEqual([]);
});

test.describe('enlarged text and focus rings (visual sweep)', () => {
  test('the skip link stays wholly above the page until focused, at 200% text on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    // Before, it was parked 48px up whatever its height: at 200% it wrapped and covered the header.
    const hidden = await skip.boundingBox();
    expect(hidden).not.toBeNull();
    expect((hidden?.y ?? 0) + (hidden?.height ?? 1)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
  });

  test('at 200% text the header grows with its text: no control of it sticks out, on a phone, a tablet or a desktop', async ({
    page,
  }) => {
    const found: string[] = [];
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/home');
      const normal = await page.getByRole('banner').boundingBox();
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      // Before, the header kept 64px and Play Free (74px tall on a phone) ran past both its edges.
      const outside = await page.getByRole('banner').evaluate((header) => {
        const box = header.getBoundingClientRect();
        return [...header.querySelectorAll('a, button')]
          .map((control) => ({ control, rect: control.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && (rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5))
          .map(({ control, rect }) => `${control.textContent.trim()} (${String(Math.round(rect.height))}px)`);
      });
      const grown = await page.getByRole('banner').boundingBox();
      found.push(...outside.map((control) => `${String(width)}px: ${control} outside the header`));
      if (normal && grown && grown.height <= normal.height) found.push(`${String(width)}px: the header did not grow`);
    }
    expect(found).toEqual([]);
  });

  test("with WCAG 1.4.12's text spacing or at 200% text, the header takes the menu layout rather than run off the screen", async ({
    page,
  }) => {
    await page.goto('/home');
    const cases = [
      { code: 'DE', width: 1366, how: 'text spacing' },
      { code: 'RU', width: 1440, how: 'text spacing' },
      { code: 'EN', width: 1280, how: '200% text' },
    ] as const;
    const found: string[] = [];
    for (const { code, width, how } of cases) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate((language) => {
        localStorage.setItem('language', language);
      }, code);
      await page.goto('/home');
      const header = page.getByRole('banner');
      // Each width shows the whole row in this language at ordinary spacing (chrome.spec above).
      await expect(header.getByRole('navigation')).toBeVisible();
      await page.evaluate((enlarge) => {
        if (enlarge === '200% text') {
          document.documentElement.style.fontSize = '200%';
          return;
        }
        // A constructed sheet, as a user style would be: the CSP refuses a <style> element.
        const spacing = new CSSStyleSheet();
        spacing.replaceSync(
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
        );
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, spacing];
      }, how);
      await expect(header.getByRole('navigation')).toBeHidden();
      const menu = header.locator('button[aria-haspopup="dialog"]');
      await expect(menu).toBeVisible();
      const past = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (past > 0) found.push(`${code} at ${String(width)}px with ${how}: the page is ${String(past)}px too wide`);
    }
    expect(found).toEqual([]);
  });

  test('at 200% text, no card of the shop, home or careers lets a word spill out (German, Russian)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const spills: string[] = [];
    for (const [code, path] of [
      ['DE', '/shop'],
      ['DE', '/home'],
      ['RU', '/careers'],
    ] as const) {
      await page.evaluate((language) => {
        localStorage.setItem('language', language);
      }, code);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.shop-card, .home-features__item, .careers__role').first()).toBeVisible();
      spills.push(
        ...(await page.evaluate((where) => {
          document.documentElement.style.fontSize = '200%';
          return [...document.querySelectorAll('.shop-card, .home-features__item, .careers__role, .news-card')]
            .filter((card) => card.scrollWidth > card.clientWidth + 1)
            .map(
              (card) =>
                `${where}: "${card.textContent.trim().slice(0, 40)}" ${String(card.scrollWidth)} > ${String(card.clientWidth)}`,
            );
        }, `${code} ${path}`)),
      );
    }
    expect(spills).toEqual([]);
  });

  test("the trailer's focus ring is painted over its picture, not under it", async ({ page }) => {
    // Without the sections' slide-in, so the button holds still between the two pictures.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    const play = page.getByRole('button', { name: 'Play the Emberdeep trailer' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeInViewport({ ratio: 1 });
    const box = await play.boundingBox();
    if (!box) throw new Error('no trailer button');
    // The ring runs round the button's edge, just inside it: a strip across its top, away from the
    // play symbol (which grows on focus), must look different focused than not.
    const strip = { x: box.x + box.width / 4, y: box.y, width: box.width / 2, height: 12 };
    const unfocused = await page.screenshot({ clip: strip, animations: 'disabled' });
    await play.focus();
    await expect(play).toBeFocused();
    const focused = await page.screenshot({ clip: strip, animations: 'disabled' });
    expect(focused.equals(unfocused)).toBe(false);
  });
});

test.describe('logout modal (SPEC §2, §4)', () => {
  test('Cancel and Escape keep the session; focus is trapped, then back on the Account button', async ({ page }) => {
    await signIn(page, DEMO.player);
    await page.goto('/home');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: `Account ${DEMO.player.username.toUpperCase()}` });
    await account.click();
    await header.getByRole('button', { name: 'Logout' }).click();

    const modal = page.getByRole('alertdialog', { name: 'Logout' });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAccessibleDescription('Are you sure you want to end your session?');
    await expect(modal.getByRole('button', { name: 'Logout' })).toBeVisible();
    const cancel = modal.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await expectAccessible(page);
    await expectTabTrappedIn(page, modal, 3);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(account).toBeFocused();
    expect((await loginCheck(page)).result).toBe(0);

    await account.click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await cancel.click();
    await expect(modal).toBeHidden();
    await expect(account).toBeFocused();
    await expect(account).toBeVisible();
    expect((await loginCheck(page)).result).toBe(0);
  });

  test('Logout ends the session on the server and goes to login', async ({ page }) => {
    await signIn(page, DEMO.player);
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Account ${DEMO.player.username.toUpperCase()}` }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/user/login');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await loginCheck(page)).result).not.toBe(0);
    expect(await storedJson(page, 'keepMeLoggedIn')).toBe(false);
  });
});

test.describe('mobile menu (SPEC §2)', () => {
  test.use({ viewport: PHONE });

  test('signed out: its links, focus inside, Escape, close button and overlay close it, navigation too', async ({
    page,
  }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await focusIsIn(menu)).toBe(true);

    await expect(menu.getByRole('link', { name: 'Play Free' })).toHaveAttribute('href', '/play');
    await expect(menu.getByRole('link', { name: 'Launcher Download' })).toHaveAttribute('href', /\.exe$/);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(menu.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/all');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    await expect(menu.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/support/search');
    await expect(menu.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/support/my-tickets');
    await externalLink(menu.getByRole('link', { name: 'Suggestions (opens in a new tab)' }));
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Language English' })).toBeVisible();
    await expectAccessible(page);
    await expectTabTrappedIn(page, menu, 4);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await clickBackdrop(page);
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(menu).toBeHidden();
  });

  test('signed in: Dashboard, Logout and Submit ticket; Logout opens the modal over it, Cancel comes back', async ({
    page,
  }) => {
    await signIn(page, DEMO.player);
    await page.goto('/home');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    await expect(menu.getByRole('link', { name: 'Submit ticket' })).toHaveAttribute('href', '/support/search');
    await expect(menu.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/support/my-tickets');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);

    const logout = menu.getByRole('button', { name: 'Logout' });
    await logout.click();
    const modal = page.getByRole('alertdialog', { name: 'Logout' });
    await expect(modal).toBeVisible();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(logout).toBeFocused();

    await logout.click();
    await modal.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/user/login');
    await expect(menu).toBeHidden();
    expect((await loginCheck(page)).result).not.toBe(0);
  });
});

test.describe('cookie banner and preferences on a first visit (SPEC §2, §4)', () => {
  test.use({ consent: 'first-visit' });

  test('the dialog opens by itself; tabs by keyboard; declining functional cookies keeps nothing', async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const privacy = dialog.getByRole('tab', { name: 'Your Privacy' });
    const necessary = dialog.getByRole('tab', { name: 'Necessary Cookies' });
    const functional = dialog.getByRole('tab', { name: 'Functional Cookies' });
    await expect(privacy).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel', { name: 'Your Privacy' })).toBeVisible();

    // Focus starts in the dialog; Tab reaches the selected tab, the arrows move and select.
    await expect(dialog.getByRole('button', { name: 'Close cookie preferences' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(privacy).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(functional).toBeFocused();
    await expect(functional).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(necessary).toBeFocused();
    await expect(necessary).toHaveAttribute('aria-selected', 'true');
    const necessarySwitch = dialog.getByRole('switch', { name: 'Necessary cookies' });
    await expect(necessarySwitch).toBeChecked();
    await expect(necessarySwitch).toBeDisabled();
    await expect(necessarySwitch).toHaveAccessibleDescription(/cannot be turned off/);
    await page.keyboard.press('End');
    await expect(functional).toHaveAttribute('aria-selected', 'true');
    const functionalSwitch = dialog.getByRole('switch', { name: 'Functional cookies' });
    await expect(functionalSwitch).toBeChecked(); // SPEC §3: functionalCookies defaults to true
    await page.keyboard.press('Tab'); // the panel
    await page.keyboard.press('Tab');
    await expect(functionalSwitch).toBeFocused();
    await page.keyboard.press('Space');
    await expect(functionalSwitch).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    expect(await storedJson(page, 'preferences')).toEqual({ necessary: true, functional: false });

    // The banner was behind the dialog; closing it stores no record without functional cookies.
    const banner = page.getByRole('region', { name: 'Cookie banner' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner).toBeHidden();
    expect(await storedJson(page, 'cookieBannerHidden')).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(dialog).toBeHidden(); // preferences are saved now
  });

  test('on a phone in French the long first tab scrolls under Confirm, which stays on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript(() => {
      localStorage.setItem('language', 'FR');
    });
    const fr = stringsIn('fr');
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: fr.cookies('dialog.title') });
    const confirm = dialog.getByRole('button', { name: fr.cookies('dialog.confirm') });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    // The text is taller than the screen: the dialog scrolls, and the button does not move.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await confirm.click();
    await expect(dialog).toBeHidden();
  });

  test('accepting keeps functional cookies; the closed banner stays away 30 days, then comes back', async ({
    page,
  }) => {
    const closedAt = Date.parse('2026-03-01T12:00:00Z');
    await atTime(page, new Date(closedAt).toISOString());
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('button', { name: 'Confirm Preferences' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedJson(page, 'preferences')).toEqual({ necessary: true, functional: true });

    const banner = page.getByRole('region', { name: 'Cookie banner' });
    await expect(banner).toContainText('By continuing to browse this site, you consent to our use of cookies');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await banner.getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Your Privacy' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Close cookie preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Cookie Settings' })).toBeFocused();

    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner).toBeHidden();
    // The button that had focus went with the banner: focus is in the page, not lost on the body.
    await expect(page.getByRole('main')).toBeFocused();
    expect(await storedJson(page, 'cookieBannerHidden')).toEqual({ value: true, expiry: closedAt + BANNER_HIDE_MS });

    await page.clock.setFixedTime(closedAt + BANNER_HIDE_MS - 60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    await page.clock.setFixedTime(closedAt + BANNER_HIDE_MS + 1_000);
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(dialog).toBeHidden();
    await banner.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL('/legal/cookie-policy');
  });
});

test.describe('cookie preferences for a returning visitor (SPEC §2, §4)', () => {
  test('?settings opens the dialog; close button, overlay and a policy link close it', async ({ page }) => {
    await page.goto('/legal?settings');
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0); // closed earlier
    await dialog.getByRole('button', { name: 'Close cookie preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/legal');

    await page.goto('/careers?ref=mail&settings');
    await expect(dialog).toBeVisible();
    await clickBackdrop(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/careers?ref=mail');

    await page.goto('/home?settings');
    await dialog.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/legal/privacy-policy');
  });

  test('confirming with functional off deletes the banner record and keep-me-logged-in', async ({ page }) => {
    await page.goto('/home');
    await page.evaluate(() => {
      localStorage.setItem('keepMeLoggedIn', 'true');
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Settings' }).click();
    await expect(page).toHaveURL('/home?settings');
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('tab', { name: 'Functional Cookies' }).click();
    const functionalSwitch = dialog.getByRole('switch', { name: 'Functional cookies' });
    await expect(functionalSwitch).toBeChecked(); // the stored value
    await functionalSwitch.uncheck();
    await dialog.getByRole('button', { name: 'Confirm Preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/home');
    expect(await storedJson(page, 'preferences')).toEqual({ necessary: true, functional: false });
    expect(await storedJson(page, 'cookieBannerHidden')).toBeNull();
    expect(await storedJson(page, 'keepMeLoggedIn')).toBeNull();

    // Opened again, the toggle starts from the stored (now off) value.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Settings' }).click();
    await dialog.getByRole('tab', { name: 'Functional Cookies' }).click();
    await expect(functionalSwitch).not.toBeChecked();
  });
});

test.describe('footer (SPEC §2)', () => {
  test('legal and cookie links, social links, notices and the company disclosure', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Legal and cookies' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    await expect(legal.getByRole('link', { name: 'Legal', exact: true })).toHaveAttribute('href', '/legal');
    await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/payment-policy');
    await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await expect(legal.getByRole('link', { name: 'Cookie Settings' })).toHaveAttribute('href', '/home?settings');

    const social = footer.getByRole('navigation', { name: 'Follow us' });
    for (const name of ['Store page', 'Community chat', 'Video channel', 'Microblog']) {
      const link = social.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await externalLink(link);
    }

    const year = new Date().getFullYear();
    await expect(footer.getByText(new RegExp(`^© ${year} .+\\. All rights reserved\\.$`))).toBeVisible();
    await expect(footer.getByText(/^Emberdeep and the Emberdeep logo are trademarks of /)).toBeVisible();
    const company = footer.getByRole('region', { name: 'Company information' });
    await expect(company.locator('address')).toBeVisible();
    const email = company.getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', `mailto:${await email.innerText()}`);
    await expect(company.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    for (const label of ['Email', 'Phone', 'Company registration no.', 'VAT no.']) {
      const term = page.locator('dt', { hasText: new RegExp(`^${label.replace('.', '\\.')}$`) });
      await expect(company.locator('dl > div').filter({ has: term }).getByRole('definition')).not.toBeEmpty();
    }
  });

  test('a footer link followed from the keyboard starts the new page at its content, not in the footer', async ({
    page,
  }) => {
    await page.goto('/home');
    const privacy = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal and cookies' })
      .getByRole('link', { name: 'Privacy Policy' });
    await privacy.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // Focus left on the footer link sat a few screens below the top the page scrolled to.
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('geolocated age rating (SPEC §9)', () => {
  const cities = [
    { city: 'Tokyo', latitude: 35.6895, longitude: 139.6917, body: 'CERO', mark: 'D', age: 17 },
    { city: 'Seoul', latitude: 37.5326, longitude: 127.0246, body: 'GRAC', mark: '15', age: 15 },
    { city: 'Toronto', latitude: 43.6532, longitude: -79.3832, body: 'ESRB', mark: 'M', age: 17 },
    { city: 'Paris', latitude: 48.8566, longitude: 2.3522, body: 'PEGI', mark: '16', age: 16 },
  ];
  for (const { city, latitude, longitude, body, mark, age } of cities) {
    test.describe(city, () => {
      test.use({ geolocation: { latitude, longitude } });

      test(`a visitor in ${city} sees the ${body} logo`, async ({ page, context }) => {
        await context.grantPermissions(['geolocation']);
        await page.goto('/home');
        await expect(page.getByRole('contentinfo').getByRole('img', { name: /^Age rating/ })).toHaveAccessibleName(
          `Age rating: ${body} ${mark}, for ages ${age} and over`,
        );
      });
    });
  }

  test.describe('denied', () => {
    test.use({ geolocation: { latitude: 35.6895, longitude: 139.6917 } }); // Tokyo, but not shared

    test('without permission the footer shows the default PEGI logo', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto('/home');
      const denied = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            navigator.geolocation.getCurrentPosition(
              () => {
                resolve(0);
              },
              (error) => {
                resolve(error.code);
              },
            );
          }),
      );
      expect(denied).toBe(1); // GeolocationPositionError.PERMISSION_DENIED
      await expect(page.getByRole('contentinfo').getByRole('img', { name: /^Age rating/ })).toHaveAccessibleName(
        'Age rating: PEGI 16, for ages 16 and over',
      );
    });
  });
});

/**
 * Beyond the spec: a player prints a receipt. Browsers leave backgrounds out of print, so the dark
 * theme's light text would print nearly invisible; and the header's controls and the cookie notice
 * do nothing on paper.
 */
test.describe('printing', () => {
  test.use({ consent: 'notice' });

  test('a receipt printed from the dark theme is black on white on one sheet, with the seller but without the controls', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', JSON.stringify('dark'));
    });
    await newPlayer(page);
    const receipt = await boughtThroughApi(page.request, STANDARD);
    await page.goto(`/purchase-success?receipt=${receipt}`);
    await expect(page.getByText(receipt, { exact: true })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Cookie banner' });
    await expect(notice).toBeVisible();
    // The text, which is light on screen: on paper the dark background is left out.
    const colours = () =>
      page.evaluate(() => ({
        theme: document.documentElement.dataset['theme'],
        text: getComputedStyle(document.querySelector('main') ?? document.body).color,
      }));
    expect((await colours()).text).not.toBe('rgb(0, 0, 0)');
    const nextSteps = page.getByRole('main').getByRole('link', { name: 'Back to the shop' });
    await expect(nextSteps).toBeVisible();
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation');
    await expect(footerLinks).toHaveCount(2);

    await page.emulateMedia({ media: 'print' });
    expect(await colours()).toEqual({ theme: 'dark', text: 'rgb(0, 0, 0)' });
    // Its next steps are links styled as buttons, which do nothing on paper.
    await expect(nextSteps).toBeHidden();
    await expect(page.getByText(receipt, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Play Free' })).toBeHidden();
    await expect(notice).toBeHidden();
    // The seller's name and address stay: a printed receipt says who sold it.
    await expect(page.getByRole('region', { name: 'Company information' })).toBeVisible();
    await expect(footerLinks).toHaveCount(0);
    // One A4 sheet: the page no longer keeps a screen's height on paper, which pushed the seller's
    // details onto a second sheet.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });
});

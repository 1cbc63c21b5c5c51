import type { Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { catalogue, text } from './support/catalogues';
import { atTime, expect, expectNoRawKeys, test, trackRequests } from './support/fixtures';
import { authRoutes, publicRoutes } from './support/routes';
import { fakeSession } from './support/session';

/*
 * Every route of SPEC §2 loaded straight from the server (the prerendered page, then the app
 * hydrating it), one page visiting them in turn: a route per step, so a failure names its route.
 * The a11y sweep reaches the same routes by in-app navigation, in every language.
 */
/**
 * Loads each of `routes` in turn: each stays at its address and shows its page (an h1, no raw
 * keys). Soft checks, so one failing route does not hide the others.
 */
async function expectEachRendered(page: Page, routes: string[]): Promise<void> {
  for (const path of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(page).toHaveURL(path);
      await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoRawKeys(page);
    });
  }
}

test.describe('every route of SPEC §2 resolves', () => {
  // About thirty page loads in one test.
  test.describe.configure({ timeout: 120_000 });

  test('each public route renders its page signed out', async ({ page }) => {
    await fakeSession(page, 'signedOut');
    await expectEachRendered(page, publicRoutes);
  });

  test('each (auth) route renders for a signed-in player', async ({ page }) => {
    // A real session (the seeded demo player, only read): with a faked one the page's own data
    // calls are refused, and the app rightly ends the session.
    await signIn(page, DEMO.player);
    await expectEachRendered(page, authRoutes);
  });

  test('each (auth) route sends a signed-out visitor to login with the way back', async ({ page }) => {
    await fakeSession(page, 'signedOut');
    for (const path of authRoutes) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent(path)}`);
      });
    }
  });
});

test.describe('redirects (SPEC §2)', () => {
  test('/ goes to /home outside the twitch-drops window', async ({ page }) => {
    await atTime(page, '2025-10-06T00:00:00Z');
    await fakeSession(page, 'signedOut');
    await page.goto('/');
    await expect(page).toHaveURL('/home');
  });

  test('/ goes to /twitch-drops on the last day of the window', async ({ page }) => {
    await atTime(page, '2025-10-05T22:00:00Z');
    await fakeSession(page, 'signedOut');
    await page.goto('/');
    await expect(page).toHaveURL('/twitch-drops');
  });

  test('an unknown path goes to / and on to /home', async ({ page }) => {
    await fakeSession(page, 'signedOut');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/home');
    // The server says so itself, before any app loads; a missing file is no page at all.
    const answer = await page.request.get('/no/such/page', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/');
    expect((await page.request.get('/favicon.ico', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('/support/support-faq goes to /support/search', async ({ page }) => {
    await fakeSession(page, 'signedOut');
    await page.goto('/support/support-faq');
    await expect(page).toHaveURL('/support/search');
  });

  test('/user/migrate goes to /user/chaf-migrate for a signed-in user', async ({ page }) => {
    await fakeSession(page, 'signedIn');
    await page.goto('/user/migrate');
    await expect(page).toHaveURL('/user/chaf-migrate');
  });
});

test.describe('route guard (SPEC §2)', () => {
  test('holds on /authorization while the check runs, then continues to the target with query and hash', async ({
    page,
  }) => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    await fakeSession(page, 'signedIn', { hold });
    await page.goto('/support/contact?topic=billing#form');
    await expect(page).toHaveURL(/\/authorization\?redirect=/);
    await expect(page.getByRole('banner')).toHaveCount(0); // isBrowser: false hides the header
    release();
    await expect(page).toHaveURL('/support/contact?topic=billing#form');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('after the check a signed-out visitor lands on login with the original target', async ({ page }) => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    await fakeSession(page, 'signedOut', { hold });
    await page.goto('/gift/apply');
    await expect(page).toHaveURL(/\/authorization/);
    release();
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/gift/apply')}`);
  });
});

/**
 * Issue 10, Security (ASVS 5.1.5): `?redirect=` values that would leave the site, as they stand in
 * the link: protocol-relative, backslash, absolute, script, and protocol-relative percent-encoded.
 */
const HOSTILE_REDIRECTS = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
];

/**
 * Records anything that left the site: a request to another host (answered here, so nothing
 * leaves the machine) or a dialog a `javascript:` URL opened.
 */
async function watchForOffSite(page: Page): Promise<string[]> {
  const offSite: string[] = [];
  const { host } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.route(
    (url) => url.host !== host,
    async (route) => {
      offSite.push(`request to ${route.request().url()}`);
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Off site</h1>' });
    },
  );
  page.on('dialog', (dialog) => {
    offSite.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return offSite;
}

test.describe('no open redirect (issue 10, Security)', () => {
  // A sign-in, or a page load, for each of the hostile addresses: 27 s on a loaded two-core machine.
  test.describe.configure({ timeout: 90_000 });
  const login = catalogue('libs/account/src/locales/en.json');

  test('login through the form: a hostile ?redirect= lands on the dashboard, a same-site one is honoured', async ({
    page,
  }) => {
    const offSite = await watchForOffSite(page);
    const requests = trackRequests(page);
    const cases = [
      ...HOSTILE_REDIRECTS.map((redirect) => ({ redirect, lands: '/user/dashboard' })),
      { redirect: '/shop', lands: '/shop' },
    ];
    for (const { redirect, lands } of cases) {
      await page.context().clearCookies();
      await page.goto(`/user/login?redirect=${redirect}`);
      await page.getByLabel(text(login, 'login.email')).fill(DEMO.player.email);
      await page.getByLabel(text(login, 'login.password')).fill(DEMO.player.password);
      await page
        .locator('form')
        .getByRole('button', { name: text(login, 'login.submit') })
        .click();
      await expect(page, `?redirect=${redirect}`).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The landing page's own calls (the dashboard's purchases, started once its chunk is in) done
      // before the next round clears the session cookie: one still in flight would fail as signed out.
      await requests.settled();
    }
    expect(offSite).toEqual([]);
  });

  test('/authorization: a hostile ?redirect= continues to /home, a same-site one is honoured', async ({ page }) => {
    const offSite = await watchForOffSite(page);
    for (const { redirect, lands } of [
      ...HOSTILE_REDIRECTS.map((redirect) => ({ redirect, lands: '/home' })),
      { redirect: '/shop', lands: '/shop' },
    ]) {
      await page.goto(`/authorization?redirect=${redirect}`);
      await expect(page, `?redirect=${redirect}`).toHaveURL(lands);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(offSite).toEqual([]);
  });
});

test('after a new release, a page open since before it lands on the next page by loading it again, once', async ({
  page,
  problems,
}) => {
  problems.allow.push(/shop\.route|Failed to fetch dynamically imported module|404/);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The release replaced the shop's chunk: the old name is gone from the server, once.
  let replaced = 0;
  await page.route('**/assets/shop.route-*.js', async (route) => {
    if (replaced++) return route.continue();
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.evaluate(() => {
    (window as unknown as { openSinceBefore: boolean }).openSinceBefore = true;
  });
  await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  // Loaded again: the page's old state is gone.
  expect(await page.evaluate(() => 'openSinceBefore' in window)).toBe(false);
});

test('a route chunk that fails to load shows the localized error page with a retry', async ({ page, problems }) => {
  problems.allow.push(/careers\.route|Failed to fetch dynamically imported module|net::ERR_FAILED|request failed/);
  await fakeSession(page, 'signedOut');
  await page.route('**/assets/careers.route-*.js', (route) => route.abort());
  await page.goto('/home');
  await page.evaluate(() => {
    localStorage.setItem('language', 'DE');
  });
  await page.reload();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/careers');
  // The server answers, so the page is loaded once more, in case a new release replaced the chunk;
  // it still fails, and the page stays: no loop of reloads.
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});

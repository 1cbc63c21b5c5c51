import { request as apiRequest, type Page, type Request } from '@playwright/test';
import { newPlayer } from './support/accounts';
import { catalogue, text } from './support/catalogues';
import { expect, holdRequests, test } from './support/fixtures';
import { lastMail } from './support/mailbox';

/*
 * Issue 10 "Double-submit of every form has one effect": each form is sent twice (a double click,
 * or Enter twice) while its first request is still on its way (`holdRequests`), and the effect is
 * counted where it lands: on the server, through the API or the dev mailbox, not only by the
 * requests the browser sent.
 */

function englishCatalogue(path: string) {
  const source = catalogue(path);
  return (key: string, values?: Record<string, string | number>) => text(source, key, values);
}

const errors = englishCatalogue('libs/i18n-locales/src/errors/locales/en.json');
const account = englishCatalogue('libs/account/src/locales/en.json');
const screens = englishCatalogue('libs/account/src/screens-locales/locales/en.json');
const captcha = englishCatalogue('libs/captcha/src/locales/en.json');
const chrome = englishCatalogue('libs/site-chrome/src/locales/en.json');
const shop = englishCatalogue('libs/shop/src/locales/en.json');
const support = englishCatalogue('libs/support/src/locales/en.json');
/** A catalogue string with its markup (`<terms>...</terms>`) removed, as the label reads. */
const plain = (value: string) => value.replace(/<[^>]+>/g, '');

const csrf = { 'x-csrf-protection': '1' };
/** Seeded data (apps/api/src/db/seed-shop.ts, seed-support.ts). */
const CAMPAIGN_GIFT = { code: 'EMBR-WNTR-2026-GIFT', stones: '100' };
const STEAM_ID_17 = '76561198012345679';
const DESCRIPTION = 'The launcher stops at 87% while patching and shows no message. I restarted the PC twice already.';
/** Long enough that the second click lands while the first request is in flight. */
const HOLD_MS = 400;

// Most journeys register a player first (captcha, mailed code) and solve a captcha on the way.
test.describe.configure({ timeout: 60_000 });

/** The requests the page sends to `path` with `method`, as they go out. */
function sentRequests(page: Page, method: string, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

async function tickCaptcha(page: Page): Promise<void> {
  const box = page.getByRole('checkbox', { name: captcha('label') });
  await box.check();
  await expect(box).toHaveAccessibleDescription(errors('success.captchaVerified'), { timeout: 15_000 });
}

async function mailsTo(page: Page, email: string): Promise<{ subject: string; text: string }[]> {
  const answer = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { messages: { subject: string; text: string }[] }).messages;
}

async function liveSessions(page: Page): Promise<{ current: boolean }[]> {
  const answer = await page.request.get('/api/auth/sessions');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { sessions: { current: boolean }[] }).sessions;
}

async function loginCheck(page: Page): Promise<number> {
  return ((await (await page.request.post('/api/auth/login/check', { headers: csrf })).json()) as { result: number })
    .result;
}

/** Signs the account in on another device (its own cookie jar). */
async function signInElsewhere(player: { email: string; password: string }): Promise<void> {
  const device = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const answer = await device.post('/api/auth/login', {
    headers: csrf,
    data: { email: player.email, password: player.password, keepMeLoggedIn: false },
  });
  expect(answer.ok()).toBe(true);
  await device.dispose();
}

test('a double click on Log in starts one session', async ({ page }) => {
  const player = await newPlayer(page);
  // Signed out on the server and in the browser: the login screen starts from nothing.
  expect((await page.request.post('/api/auth/logout', { headers: csrf })).ok()).toBe(true);
  const logins = sentRequests(page, 'POST', /^\/api\/auth\/login$/);
  await page.goto('/user/login');
  await page.getByLabel(account('login.email')).fill(player.email);
  await page.getByLabel(account('login.password')).fill(player.password);
  await holdRequests(page, '**/api/auth/login', HOLD_MS);
  await page.getByRole('button', { name: account('login.submit') }).dblclick();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(logins).toHaveLength(1);
  // Each login the server answers is a session of its own: a twin would be listed too.
  expect(await liveSessions(page)).toEqual([expect.objectContaining({ current: true })]);
});

test('each register step sent twice acts once: one code mailed, one account with one session', async ({ page }) => {
  const email = `d-${Date.now().toString(36)}${process.pid.toString(36)}@emberdeep.example`;
  const codeRequests = sentRequests(page, 'POST', /^\/api\/auth\/register\/code$/);
  const checks = sentRequests(page, 'POST', /^\/api\/auth\/register\/verify$/);
  const creations = sentRequests(page, 'POST', /^\/api\/auth\/register$/);
  await holdRequests(page, /\/api\/auth\/register(\/code|\/verify)?$/, HOLD_MS);
  await page.goto('/user/register');

  await page.getByLabel(account('login.email')).fill(email);
  await tickCaptcha(page);
  await page.getByRole('button', { name: account('register.sendCode') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: errors('success.codeSent') })).toBeVisible();
  expect(codeRequests).toHaveLength(1);
  const code = /\b(\d{6})\b/.exec((await lastMail(page.request, email)).text)?.[1] ?? '';
  expect(await mailsTo(page, email)).toHaveLength(1);

  // Enter twice in the code field.
  const codeField = page.getByLabel(account('register.code'));
  await codeField.fill(code);
  await codeField.press('Enter');
  await codeField.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: errors('success.emailVerified') })).toBeVisible();
  expect(checks).toHaveLength(1);

  await page.getByLabel(account('register.username')).fill(`d_${Date.now().toString(36)}`);
  await page.getByLabel(account('login.password'), { exact: true }).fill('Torch#Light42');
  await page.getByLabel(account('register.passwordConfirm')).fill('Torch#Light42');
  await page.getByLabel(account('register.birthDate')).fill('1995-06-15');
  await page.getByRole('checkbox', { name: plain(account('register.agreeTerms')) }).check();
  await page.getByRole('checkbox', { name: plain(account('register.agreePrivacy')) }).check();
  await page.getByRole('button', { name: account('register.create') }).dblclick();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(creations).toHaveLength(1);
  expect(await liveSessions(page)).toHaveLength(1);
  expect(await mailsTo(page, email)).toHaveLength(1);
});

test('each password-reset step sent twice acts once: one link mailed, the password changed once', async ({ page }) => {
  const player = await newPlayer(page);
  const linkRequests = sentRequests(page, 'POST', /^\/api\/auth\/password-reset$/);
  const confirmations = sentRequests(page, 'POST', /^\/api\/auth\/password-reset\/confirm$/);
  await holdRequests(page, /\/api\/auth\/password-reset(\/confirm)?$/, HOLD_MS);
  await page.goto('/user/password_reset');
  await page.getByLabel(account('login.email')).fill(player.email);
  await tickCaptcha(page);
  await page.getByRole('button', { name: account('reset.sendLink') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: errors('success.passwordResetSent') })).toBeVisible();
  expect(linkRequests).toHaveLength(1);
  const link = new URL(
    /https?:\/\/\S+token=[\w-]+/.exec((await lastMail(page.request, player.email, /token=/)).text)?.[0] ?? '',
  );
  expect((await mailsTo(page, player.email)).filter((mail) => mail.text.includes('token='))).toHaveLength(1);

  const newPassword = 'Lantern#Glow77';
  await page.goto(link.pathname + link.search);
  await page.getByLabel(account('reset.newPassword')).fill(newPassword);
  await page.getByLabel(account('register.passwordConfirm')).fill(newPassword);
  await page.getByRole('button', { name: account('reset.save') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: account('reset.done') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(confirmations).toHaveLength(1);
  // The new password works, and the link is used up.
  const login = await page.request.post('/api/auth/login', {
    headers: csrf,
    data: { email: player.email, password: newPassword, keepMeLoggedIn: false },
  });
  expect(login.ok()).toBe(true);
  const again = await page.request.post('/api/auth/password-reset/confirm', {
    headers: csrf,
    data: { token: link.searchParams.get('token'), password: 'Other#Glow88', passwordConfirm: 'Other#Glow88' },
  });
  expect(again.status()).toBe(400);
});

test('a double click on "Sign out other devices" signs them out once and keeps this one', async ({ page }) => {
  const player = await newPlayer(page);
  await signInElsewhere(player);
  await signInElsewhere(player);
  const revokes = sentRequests(page, 'POST', /^\/api\/auth\/sessions\/revoke-others$/);
  await page.goto('/user/dashboard');
  const devices = page.getByRole('region', { name: screens('dashboard.devices.heading'), exact: true });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await devices.getByRole('button', { name: screens('dashboard.devices.signOutOthers') }).click();
  await holdRequests(page, '**/api/auth/sessions/revoke-others', HOLD_MS);
  await page
    .getByRole('alertdialog', { name: screens('dashboard.devices.confirmTitle') })
    .getByRole('button', { name: screens('dashboard.devices.confirm') })
    .dblclick();
  // A second request would have found nothing left and reported 0.
  await expect(
    devices.getByRole('status').filter({ hasText: screens('dashboard.devices.done', { count: 2 }) }),
  ).toBeVisible();
  expect(revokes).toHaveLength(1);
  expect(await liveSessions(page)).toEqual([expect.objectContaining({ current: true })]);
});

test('a double click on the logout confirmation logs out once', async ({ page }) => {
  const player = await newPlayer(page);
  const logouts = sentRequests(page, 'POST', /^\/api\/auth\/logout$/);
  await page.goto('/user/dashboard');
  await page.getByRole('button', { name: new RegExp(player.username.toUpperCase()) }).click();
  await page.getByRole('button', { name: chrome('header.logout'), exact: true }).click();
  await holdRequests(page, '**/api/auth/logout', HOLD_MS);
  await page
    .getByRole('alertdialog', { name: chrome('logout.title') })
    .getByRole('button', { name: chrome('logout.confirm') })
    .dblclick();
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(logouts).toHaveLength(1);
  // Signed out on the server: the browser's session is over (SPEC §7 result 1).
  expect(await loginCheck(page)).toBe(1);
});

test('a double click on Redeem redeems the gift code once', async ({ page }) => {
  await newPlayer(page);
  const redemptions = sentRequests(page, 'POST', /^\/api\/gifts\/apply$/);
  await page.goto('/gift/apply');
  await page.getByLabel(shop('gift.code')).fill(CAMPAIGN_GIFT.code);
  await tickCaptcha(page);
  await holdRequests(page, '**/api/gifts/apply', HOLD_MS);
  await page.getByRole('button', { name: shop('gift.submit') }).dblclick();
  await expect(page).toHaveURL(/\/gift\/receipt$/);
  await expect(page.getByText(CAMPAIGN_GIFT.code, { exact: true })).toBeVisible();
  expect(redemptions).toHaveLength(1);
  const balance = (await (await page.request.get('/api/currency')).json()) as { balance: string };
  expect(balance.balance).toBe(CAMPAIGN_GIFT.stones);
  const history = (await (await page.request.get('/api/currency/history')).json()) as { items: { reason: string }[] };
  expect(history.items.map((entry) => entry.reason)).toEqual(['gift']);
});

test.describe('the report form', () => {
  const reportPath = `/support/report/bugreport/steam/${STEAM_ID_17}`;

  async function fillReport(page: Page): Promise<void> {
    await page.goto(reportPath);
    await page.getByLabel(support('form.description')).fill(DESCRIPTION);
    await page.getByLabel(support('report.evidenceLink')).fill('https://video.example/clip/87-percent');
    await tickCaptcha(page);
  }

  async function storedReports(page: Page): Promise<unknown[]> {
    return ((await (await page.request.get('/api/support/reports')).json()) as { items: unknown[] }).items;
  }

  test('a double click on Send report stores one report', async ({ page }) => {
    await newPlayer(page);
    const reports = sentRequests(page, 'POST', /^\/api\/support\/reports$/);
    await fillReport(page);
    await holdRequests(page, '**/api/support/reports', HOLD_MS);
    await page.getByRole('button', { name: support('report.submit') }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: errors('success.formReceived') })).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(await storedReports(page)).toHaveLength(1);
  });

  test('a report whose answer was lost is sent again with its Idempotency-Key and stored once', async ({
    page,
    problems,
  }) => {
    problems.allow.push(
      /^request failed: .*\/api\/support\/reports net::ERR_CONNECTION_RESET$/,
      /^console: Failed to load resource: net::ERR_CONNECTION_RESET$/,
    );
    await newPlayer(page);
    const reports = sentRequests(page, 'POST', /^\/api\/support\/reports$/);
    let lost = false;
    // The first report reaches the server and is stored; its answer never comes back.
    await page.route('**/api/support/reports', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await fillReport(page);
    await page.getByRole('button', { name: support('report.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(errors('defaultError_5'));
    expect(await storedReports(page)).toHaveLength(1);

    await tickCaptcha(page);
    await page.getByRole('button', { name: support('report.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: errors('success.formReceived') })).toBeVisible();
    const keys = reports.map((report) => report.headers()['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await storedReports(page)).toHaveLength(1);
  });
});

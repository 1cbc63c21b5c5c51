import type { Page } from '@playwright/test';
import { birthDateFields, csrf, loginCheck, newPlayer, signIn, signInElsewhere, uniqueStamp } from './support/accounts';
import { tickCaptcha } from './support/captcha';
import { plain, stringsIn } from './support/catalogues';
import { expect, holdRequests, sentRequests, test } from './support/fixtures';
import { mailedCode, mailedLink, mails } from './support/mailbox';
import { WINTER_GIFT } from './support/shop';
import { DESCRIPTION, STEAM_ID_17 } from './support/support-forms';

/*
 * Issue 10 "Double-submit of every form has one effect": each form is sent twice (a double click,
 * or Enter twice) while its first request is still on its way (`holdRequests`). Every test counts
 * the requests the browser sent. Where a second request would leave a trace on the server, the
 * effect is counted there too (sessions listed, mails in the dev mailbox, the Red Stone history);
 * where the server answers a second request without a trace of its own (signing out the other
 * devices again ends none, logging out again ends nothing, a report resent with its Idempotency-Key
 * is stored once), the request count is the proof, and each test says so.
 */

const { errors, account, screens, chrome, shop, support } = stringsIn('en');

/** Long enough that the second click lands while the first request is in flight. */
const HOLD_MS = 400;

// Most journeys register a player first (captcha, mailed code) and solve a captcha on the way.
test.describe.configure({ timeout: 60_000 });

async function liveSessions(page: Page): Promise<{ current: boolean }[]> {
  const answer = await page.request.get('/api/auth/sessions');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { sessions: { current: boolean }[] }).sessions;
}

test('a double click on Log in starts one session', async ({ page }) => {
  const player = await newPlayer(page);
  // Signed out on the server and in the browser: the login screen starts from nothing.
  expect((await page.request.post('/api/auth/logout', { headers: csrf })).ok()).toBe(true);
  const logins = sentRequests(page, /^\/api\/auth\/login$/, 'POST');
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
  const stamp = uniqueStamp();
  const email = `d-${stamp}@emberdeep.example`;
  const codeRequests = sentRequests(page, /^\/api\/auth\/register\/code$/, 'POST');
  const checks = sentRequests(page, /^\/api\/auth\/register\/verify$/, 'POST');
  const creations = sentRequests(page, /^\/api\/auth\/register$/, 'POST');
  await holdRequests(page, /\/api\/auth\/register(\/code|\/verify)?$/, HOLD_MS);
  await page.goto('/user/register');

  await page.getByLabel(account('login.email')).fill(email);
  await tickCaptcha(page);
  await page.getByRole('button', { name: account('register.sendCode') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: errors('success.codeSent') })).toBeVisible();
  expect(codeRequests).toHaveLength(1);
  const code = await mailedCode(page.request, email);
  expect(await mails(page.request, email)).toHaveLength(1);

  // Enter twice in the code field. Checking a code again leaves no trace: the request count is the proof.
  const codeField = page.getByLabel(account('register.code'));
  await codeField.fill(code);
  await codeField.press('Enter');
  await codeField.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: errors('success.emailVerified') })).toBeVisible();
  expect(checks).toHaveLength(1);

  await page.getByLabel(account('register.username')).fill(`d_${stamp}`.slice(0, 20));
  await page.getByLabel(account('login.password'), { exact: true }).fill('Torch#Light42');
  await page.getByLabel(account('register.passwordConfirm')).fill('Torch#Light42');
  await birthDateFields(page, account).fill('1995-06-15');
  await page.getByRole('checkbox', { name: plain(account('register.agreeTerms')) }).check();
  await page.getByRole('checkbox', { name: plain(account('register.agreePrivacy')) }).check();
  await page.getByRole('button', { name: account('register.create') }).dblclick();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(creations).toHaveLength(1);
  expect(await liveSessions(page)).toHaveLength(1);
  expect(await mails(page.request, email)).toHaveLength(1);
});

test('each password-reset step sent twice acts once: one link mailed, the password changed once', async ({ page }) => {
  const player = await newPlayer(page);
  const linkRequests = sentRequests(page, /^\/api\/auth\/password-reset$/, 'POST');
  const confirmations = sentRequests(page, /^\/api\/auth\/password-reset\/confirm$/, 'POST');
  await holdRequests(page, /\/api\/auth\/password-reset(\/confirm)?$/, HOLD_MS);
  await page.goto('/user/password_reset');
  await page.getByLabel(account('login.email')).fill(player.email);
  await tickCaptcha(page);
  await page.getByRole('button', { name: account('reset.sendLink') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: errors('success.passwordResetSent') })).toBeVisible();
  expect(linkRequests).toHaveLength(1);
  const link = await mailedLink(page.request, player.email);
  expect((await mails(page.request, player.email)).filter((mail) => mail.text.includes('token='))).toHaveLength(1);

  const newPassword = 'Lantern#Glow77';
  await page.goto(link.pathname + link.search);
  await page.getByLabel(account('reset.newPassword')).fill(newPassword);
  await page.getByLabel(account('register.passwordConfirm')).fill(newPassword);
  await page.getByRole('button', { name: account('reset.save') }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: account('reset.done') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(confirmations).toHaveLength(1);
  // The new password works, and the link is used up.
  await signIn(page, { email: player.email, password: newPassword });
  const again = await page.request.post('/api/auth/password-reset/confirm', {
    headers: csrf,
    data: { token: link.searchParams.get('token'), password: 'Other#Glow88', passwordConfirm: 'Other#Glow88' },
  });
  expect(again.status()).toBe(400);
});

test('a double click on "Log out other devices" signs them out once and keeps this one', async ({ page }) => {
  const player = await newPlayer(page);
  await signInElsewhere(player);
  await signInElsewhere(player);
  const revokes = sentRequests(page, /^\/api\/auth\/sessions\/revoke-others$/, 'POST');
  await page.goto('/user/dashboard');
  const devices = page.getByRole('region', { name: screens('dashboard.devices.heading'), exact: true });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await devices.getByRole('button', { name: screens('dashboard.devices.signOutOthers') }).click();
  await holdRequests(page, '**/api/auth/sessions/revoke-others', HOLD_MS);
  const dialog = page.getByRole('alertdialog', { name: screens('dashboard.devices.confirmTitle') });
  await dialog.getByLabel(screens('dashboard.devices.password')).fill(player.password);
  await dialog.getByRole('button', { name: screens('dashboard.devices.confirm') }).dblclick();
  // The status shows the first answer's count. A second request would end no session and leave
  // the same list behind, and its answer (0) could land after this check: the one request sent
  // is the proof.
  await expect(
    devices.getByRole('status').filter({ hasText: screens('dashboard.devices.done', { count: 2 }) }),
  ).toBeVisible();
  expect(revokes).toHaveLength(1);
  expect(await liveSessions(page)).toEqual([expect.objectContaining({ current: true })]);
});

test('a double click on "Change password" changes it once and keeps this session', async ({ page }) => {
  const player = await newPlayer(page);
  await signInElsewhere(player);
  const changes = sentRequests(page, /^\/api\/auth\/password$/, 'POST');
  await page.goto('/user/dashboard');
  const manage = page.getByRole('region', { name: screens('dashboard.manage.heading'), exact: true });
  await manage.getByRole('button', { name: screens('dashboard.password.open') }).click();
  await holdRequests(page, '**/api/auth/password', HOLD_MS);
  const dialog = page.getByRole('dialog', { name: screens('dashboard.password.title') });
  await dialog.getByLabel(screens('dashboard.password.current')).fill(player.password);
  await dialog.getByLabel(screens('dashboard.password.new'), { exact: true }).fill('Lantern#Deep77');
  await dialog.getByLabel(screens('dashboard.password.repeat')).fill('Lantern#Deep77');
  await dialog.getByRole('button', { name: screens('dashboard.password.save') }).dblclick();
  await expect(manage.getByRole('status').filter({ hasText: screens('dashboard.password.done') })).toBeVisible();
  // A second request would meet a changed password (password_3) and show an alert: none, and one sent.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(changes).toHaveLength(1);
  expect(await liveSessions(page)).toEqual([expect.objectContaining({ current: true })]);
  // One change, so one notice mailed to the account (the reference back end's English wording).
  const notices = (await mails(page.request, player.email)).filter((mail) => /password was changed/.test(mail.subject));
  expect(notices).toHaveLength(1);
});

test('a double click on the logout confirmation logs out once', async ({ page }) => {
  const player = await newPlayer(page);
  const logouts = sentRequests(page, /^\/api\/auth\/logout$/, 'POST');
  await page.goto('/user/dashboard');
  await page.getByRole('button', { name: new RegExp(player.username.toUpperCase()) }).click();
  await page.getByRole('button', { name: chrome('header.logout'), exact: true }).click();
  await holdRequests(page, '**/api/auth/logout', HOLD_MS);
  await page
    .getByRole('alertdialog', { name: chrome('logout.title') })
    .getByRole('button', { name: chrome('logout.confirm') })
    .dblclick();
  await expect(page).toHaveURL(/\/user\/login$/);
  // Logging out again ends nothing more and answers as the first did: the request count is the proof.
  expect(logouts).toHaveLength(1);
  // Signed out on the server: the browser's session is over (SPEC §7 result 1).
  expect((await loginCheck(page)).result).toBe(1);
});

test('a double click on Redeem redeems the gift code once', async ({ page }) => {
  await newPlayer(page);
  const redemptions = sentRequests(page, /^\/api\/gifts\/apply$/, 'POST');
  await page.goto('/gift/apply');
  await page.getByLabel(shop('gift.code')).fill(WINTER_GIFT.code);
  await tickCaptcha(page);
  await holdRequests(page, '**/api/gifts/apply', HOLD_MS);
  await page.getByRole('button', { name: shop('gift.submit') }).dblclick();
  await expect(page).toHaveURL(/\/gift\/receipt$/);
  await expect(page.getByText(WINTER_GIFT.code, { exact: true })).toBeVisible();
  // The server never redeems a code twice for a player (a second request is refused, which the
  // page guard reports as an HTTP 4xx), so the balance and history below show the code applied
  // once either way: the request count is what proves the second click sent nothing.
  expect(redemptions).toHaveLength(1);
  const balance = (await (await page.request.get('/api/currency')).json()) as { balance: string };
  expect(balance.balance).toBe(String(WINTER_GIFT.stones));
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

  test('a double click on Send stores one report', async ({ page }) => {
    await newPlayer(page);
    const reports = sentRequests(page, /^\/api\/support\/reports$/, 'POST');
    await fillReport(page);
    await holdRequests(page, '**/api/support/reports', HOLD_MS);
    await page.getByRole('button', { name: support('report.submit'), exact: true }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: errors('success.formReceived') })).toBeVisible();
    // A second request would carry the same Idempotency-Key, which the server stores once (the
    // next test): the one stored report shows no second report, the request count no second send.
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
    const reports = sentRequests(page, /^\/api\/support\/reports$/, 'POST');
    let lost = false;
    // The first report reaches the server and is stored; its answer never comes back.
    await page.route('**/api/support/reports', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await fillReport(page);
    await page.getByRole('button', { name: support('report.submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(errors('client.connection'));
    expect(await storedReports(page)).toHaveLength(1);

    await tickCaptcha(page);
    await page.getByRole('button', { name: support('report.submit'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: errors('success.formReceived') })).toBeVisible();
    const keys = reports.map((report) => report.headers()['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await storedReports(page)).toHaveLength(1);
  });
});

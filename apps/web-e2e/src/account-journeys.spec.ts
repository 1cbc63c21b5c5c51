import type { Page } from '@playwright/test';
import { csrf, DEMO, loginCheck, newPlayer, signIn } from './support/accounts';
import { stringsIn as catalogueStrings } from './support/catalogues';
import { FAULT_ERROR_KEYS, FAULTS, failCalls, prepareForFaults } from './support/faults';
import { expect, expectAccessible, holdRequests, sentRequests, test, trackRequests } from './support/fixtures';
import { language as languageOf } from './support/languages';
import { lastMail } from './support/mailbox';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './support/session';

/*
 * Issue 5 journeys of the signed-in account (login, register and reset live in account.spec.ts and
 * account-entry.spec.ts), each run in English and in German, plus the fault journeys of issue 10
 * for the dashboard, withdrawal and migration screens. Journeys that change an account use a fresh
 * player (`newPlayer`); the demo and veteran accounts are only read.
 */

/** The catalogues in `tag`, and numbers as the site writes them there. */
function stringsIn(tag: string) {
  const numbers = new Intl.NumberFormat(tag);
  return {
    ...catalogueStrings(tag),
    /** An exact decimal string as the site shows it (`Intl`, BigInt: no digit lost). */
    number: (value: string, signed = false) =>
      new Intl.NumberFormat(tag, signed ? { signDisplay: 'exceptZero' } : {}).format(BigInt(value)),
    plain: numbers,
  };
}

/** English and one other language for every journey (issue 5 "Done when"), named in English for the titles. */
const LANGUAGES = [
  { ...languageOf('EN'), name: 'English' },
  { ...languageOf('DE'), name: 'German' },
] as const;

/** Contract account.ts `WITHDRAWAL_GRACE_DAYS`. */
const WITHDRAWAL_GRACE_DAYS = 14;

/** Seeded old-game accounts (apps/api/src/db/seed-account.ts `LEGACY_ACCOUNTS`). */
const LEGACY = {
  free: { id: '76561198000000042', key: 'ASHEN-WALKE-RCHAF-MGR2T', name: 'AshenWalker' },
  big: { id: '9223372036854775807', key: 'LANTE-RNBEA-RERBG-NUM9F', name: 'Lanternbearer' },
} as const;
/** One old account per language, so both runs migrate on one database. */
const MIGRATE_IN = { en: LEGACY.big, de: LEGACY.free } as const;

// Each journey signs a fresh player up (captcha, mailed code) before it starts: on the shared,
// loaded CI machine that alone can take several seconds.
test.describe.configure({ timeout: 60_000 });

/** The date and time as the page's own `Intl` writes them in `tag` (every closure date's format). */
async function closureDateTime(page: Page, tag: string, iso: string): Promise<string> {
  return page.evaluate(
    ([language, value]) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value)),
    [tag, iso] as const,
  );
}

/** Ends the browser's session on the server while the browser keeps its (now dead) cookie. */
async function endSessionOnServer(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const answer = await page.request.post('/api/auth/logout', { headers: csrf });
  expect(answer.ok()).toBe(true);
  await page.context().addCookies(cookies);
}

for (const language of LANGUAGES) {
  const s = stringsIn(language.tag);

  test.describe(`account journeys in ${language.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => {
        localStorage.setItem('language', code);
      }, language.code);
    });

    test('a player logs out through the confirmation and is signed out on the server', async ({ page }) => {
      const player = await newPlayer(page);
      await page.goto('/user/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      await expect(page.getByRole('heading', { level: 1, name: s.screens('dashboard.heading') })).toBeVisible();
      // Everything the dashboard asks for has arrived (the purchase list loads after the rest): a
      // call still on its way when the session ends is answered 401, which is not what this tests.
      await expect(page.getByText(s.shop('history.empty'))).toBeVisible();

      await page.getByRole('button', { name: player.username.toUpperCase() }).click();
      await page.getByRole('button', { name: s.chrome('header.logout'), exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: s.chrome('logout.title') });
      await expect(dialog).toContainText(s.chrome('logout.body'));
      if (language.tag === 'en') await expectAccessible(page);
      await dialog.getByRole('button', { name: s.chrome('logout.confirm') }).click();

      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: s.account('pages.login.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: s.chrome('header.login'), exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('keepMeLoggedIn'))).toBe('false');
      expect((await loginCheck(page)).result).toBe(1);
      await page.goto('/user/dashboard');
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fdashboard$/);
    });

    test('the veteran sees owned games, DLC, gifts and the balance, and pages the whole history', async ({ page }) => {
      await signIn(page, DEMO.veteran);
      // In the page's language, as the dashboard asks: gift names are the campaign's in that language.
      const overviewAnswer = await page.request.get('/api/account/overview', {
        headers: { 'Accept-Language': language.tag },
      });
      const overview = (await overviewAnswer.json()) as {
        username: string;
        email: string;
        currencyCount: string;
        apps: { name: string; gifted: boolean; count: number }[];
        dlcs: { name: string; gifted: boolean; count: number }[];
        gifts: { name: string }[];
      };
      const history = (await (await page.request.get('/api/currency/history?limit=50')).json()) as {
        items: { delta: string; balanceAfter: string; reason: string }[];
      };
      // The seed (README "Demo data"): a gifted Classic, the Founder Edition, Legendary Status,
      // two Seasonal Packs, a redeemed gift and 22 ledger entries, three pages.
      expect(overview.apps.map((app) => app.name)).toEqual(['Emberdeep Classic', 'Emberdeep Founder Edition']);
      expect(overview.dlcs.map((dlc) => [dlc.name, dlc.count])).toEqual([
        ['Legendary Status', 1],
        ['Seasonal Pack', 2],
      ]);
      expect(history.items).toHaveLength(22);

      await page.goto('/user/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: s.screens('dashboard.heading') })).toBeVisible();
      const profile = page.getByRole('region', { name: s.screens('dashboard.profile.heading') });
      await expect(profile).toContainText(overview.username);
      await expect(profile).toContainText(overview.email);

      const games = page.getByRole('region', { name: s.screens('dashboard.games.heading'), exact: true });
      await expect(games.getByRole('listitem')).toHaveCount(2);
      // Named in the page language, as the shop names them, not by the server's brand names.
      const owned = (list: typeof games, key: string) =>
        list.getByRole('listitem').filter({ hasText: s.shop(`products.${key}.name`) });
      await expect(owned(games, 'classic')).toContainText(s.screens('dashboard.owned.gifted'));
      await expect(owned(games, 'founder')).toBeVisible();
      const dlcs = page.getByRole('region', { name: s.screens('dashboard.dlcs.heading'), exact: true });
      await expect(owned(dlcs, 'dlc_seasonal_pack')).toContainText(s.screens('dashboard.owned.count', { count: 2 }));
      await expect(owned(dlcs, 'dlc_legendary_status')).toBeVisible();
      const gifts = page.getByRole('region', { name: s.screens('dashboard.gifts.heading'), exact: true });
      await expect(gifts.getByRole('listitem')).toHaveCount(overview.gifts.length);
      for (const gift of overview.gifts) await expect(gifts).toContainText(gift.name);

      const stones = page.getByRole('region', { name: s.screens('dashboard.currency.heading'), exact: true });
      await expect(stones).toContainText(
        s.screens('dashboard.currency.amount', {
          amount: s.number(overview.currencyCount),
          count: Number(overview.currencyCount),
        }),
      );

      const table = page.getByRole('table', { name: s.screens('dashboard.history.caption') });
      const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
      const loadMore = page.getByRole('button', { name: s.screens('dashboard.history.loadMore') });
      for (const shown of [10, 20, 22]) {
        await expect(rows).toHaveCount(shown);
        await expect(page.getByText(s.screens('dashboard.history.shown', { count: shown }))).toBeVisible();
        if (shown < 22) {
          await loadMore.click();
          // Keyboard and screen-reader users read on from the first new entry.
          await expect(rows.nth(shown).getByRole('rowheader')).toBeFocused();
        }
      }
      await expect(loadMore).toHaveCount(0);
      const shownCells = await rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (cell) => cell.textContent.trim())),
      );
      expect(shownCells).toEqual(
        history.items.map((entry) => [
          s.number(entry.delta, true),
          s.screens(`dashboard.history.reasons.${entry.reason}`),
          s.number(entry.balanceAfter),
        ]),
      );
      expect(history.items[0]?.balanceAfter).toBe(overview.currencyCount);
      if (language.tag === 'en') await expectAccessible(page);
    });

    test('19-digit amounts from the server are shown to the last digit', async ({ page }) => {
      const balance = '9223372036854775807';
      const delta = '1000000000000000001';
      await signIn(page, DEMO.veteran);
      // The amounts arrive as JSON number literals, the way a back end with 64-bit integers sends them.
      await page.route('**/api/account/overview', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/"currencyCount":"?\d+"?/, `"currencyCount":${balance}`);
        await route.fulfill({ response, body });
      });
      await page.route('**/api/currency/history?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/"delta":"?-?\d+"?/, `"delta":${delta}`)
          .replace(/"balanceAfter":"?\d+"?/, `"balanceAfter":${balance}`);
        await route.fulfill({ response, body });
      });
      await page.goto('/user/dashboard/currency');
      const stones = page.getByRole('region', { name: s.screens('dashboard.currency.heading'), exact: true });
      await expect(stones).toContainText(
        s.screens('dashboard.currency.amount', { amount: s.number(balance), count: Number(balance) }),
      );
      await expect(page.getByRole('heading', { name: s.screens('dashboard.currency.heading') })).toBeFocused();
      const first = page
        .getByRole('table', { name: s.screens('dashboard.history.caption') })
        .getByRole('rowgroup')
        .nth(1)
        .getByRole('row')
        .first();
      await expect(first.getByRole('cell').first()).toHaveText(s.number(delta, true));
      await expect(first.getByRole('cell').last()).toHaveText(s.number(balance));
    });

    test('a player requests the account closure and sees its date, which login and the check carry', async ({
      page,
      problems,
    }) => {
      problems.allow.push(/HTTP 400: .*\/api\/account\/withdrawal$/, /status of 400/);
      const player = await newPlayer(page);
      await page.goto('/user/dashboard');
      await page.getByRole('link', { name: s.screens('dashboard.manage.withdraw') }).click();
      await expect(page).toHaveURL(/\/user\/withdraw$/);
      await expect(page.getByRole('heading', { level: 1, name: s.screens('withdraw.heading') })).toBeVisible();
      await expect(
        page.getByText(s.screens('withdraw.consequences.grace', { count: WITHDRAWAL_GRACE_DAYS })),
      ).toBeVisible();
      if (language.tag === 'en') await expectAccessible(page);

      const password = page.getByLabel(s.screens('withdraw.password'));
      const confirm = page.getByRole('checkbox', { name: s.screens('withdraw.confirm') });
      const submit = page.getByRole('button', { name: s.screens('withdraw.submit') });
      // Nothing typed: both refusals at their fields, nothing sent.
      await submit.click();
      await expect(password).toHaveAccessibleDescription(new RegExp(s.errors('password_2')));
      await expect(confirm).toHaveAccessibleDescription(s.errors('termsagree_2'));
      // A wrong password: the server's refusal at the field; the confirmation stays ticked.
      await password.fill('Wrong#Password1');
      await confirm.check();
      await submit.click();
      await expect(password).toHaveAccessibleDescription(new RegExp(s.errors('password_3')));
      await expect(confirm).toBeChecked();
      await password.fill(player.password);
      await submit.click();

      await expect(page).toHaveURL(/\/user\/withdraw\/confirm$/);
      // SPEC §4: the login check of a withdrawing account is result 0 with its withdrawal date.
      const check = await loginCheck(page);
      expect(check.result).toBe(0);
      const date = check.withdrawaldate ?? '';
      const graceDays = (Date.parse(date) - Date.now()) / 86_400_000;
      expect(graceDays).toBeGreaterThan(WITHDRAWAL_GRACE_DAYS - 0.01);
      expect(graceDays).toBeLessThanOrEqual(WITHDRAWAL_GRACE_DAYS);
      const shown = s.screens('withdrawConfirm.scheduled', { date: await closureDateTime(page, language.tag, date) });
      await expect(page.getByText(shown)).toBeVisible();
      if (language.tag === 'en') await expectAccessible(page);
      expect((await lastMail(page.request, player.email)).text).toContain(String(new Date(date).getUTCFullYear()));
      // Signing in again is allowed during the grace period, with the same result and date.
      const login = await page.request.post('/api/auth/login', {
        headers: csrf,
        data: { email: player.email, password: player.password, keepMeLoggedIn: false },
      });
      expect(await login.json()).toMatchObject({ result: 0, withdrawaldate: date });
      await page.reload();
      await expect(page.getByText(shown)).toBeVisible();
    });

    test('a pending closure is refused elsewhere and the player cancels it', async ({ page, problems }) => {
      problems.allow.push(/HTTP 403: .*\/api\/account\/migration$/, /status of 403/);
      const player = await newPlayer(page);
      const requested = await page.request.post('/api/account/withdrawal', {
        headers: csrf,
        data: { password: player.password, confirm: true },
      });
      expect(requested.ok()).toBe(true);
      await page.goto('/user/dashboard');
      await expect(page.getByRole('link', { name: s.screens('dashboard.withdrawalReview') })).toBeVisible();
      // Migration is refused while the closure is pending (withdrawn_2).
      await page.goto('/user/chaf-migrate');
      await page.getByLabel(s.screens('migration.key')).fill(LEGACY.free.key);
      await page.getByLabel(s.screens('migration.oldAccountId')).fill(LEGACY.free.id);
      await page.getByRole('button', { name: s.screens('migration.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(s.errors('withdrawn_2'));

      // The confirm page leads to the cancel page, which asks once.
      await page.goto('/user/withdraw/confirm');
      await page.getByRole('link', { name: s.screens('withdrawConfirm.cancel') }).click();
      await expect(page).toHaveURL(/\/user\/withdraw\/cancel$/);
      await expect(page.getByRole('heading', { level: 1, name: s.screens('withdrawCancel.heading') })).toBeVisible();
      if (language.tag === 'en') await expectAccessible(page);
      await page.getByRole('button', { name: s.screens('withdrawCancel.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: s.screens('withdrawCancel.done') })).toBeFocused();
      const after = await loginCheck(page);
      expect(after.result).toBe(0);
      expect(after.withdrawaldate).toBeUndefined();
      await page.goto('/user/withdraw/confirm');
      await expect(page.getByText(s.screens('withdrawConfirm.none'))).toBeVisible();
      await page.goto('/user/withdraw/cancel');
      await expect(page.getByText(s.errors('withdrawn_4'))).toBeVisible();
    });

    test('a withdrawn account is refused at login with the catalogue message', async ({ page, problems }) => {
      problems.allow.push(/HTTP 403: .*\/api\/auth\/login$/, /status of 403/);
      await page.goto('/user/login');
      await page.getByLabel(s.account('login.email')).fill(DEMO.withdrawn.email);
      await page.getByLabel(s.account('login.password')).fill(DEMO.withdrawn.password);
      await page.getByRole('button', { name: s.account('login.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(s.errors('withdrawn'));
      await expect(page.getByLabel(s.account('login.email'))).toHaveValue(DEMO.withdrawn.email);
      expect((await loginCheck(page)).result).toBe(1);
    });

    test('a player migrates an old account with its key; a wrong key is refused', async ({ page, problems }) => {
      problems.allow.push(/HTTP 400: .*\/api\/account\/migration$/, /status of 400/);
      const legacy = MIGRATE_IN[language.tag];
      await newPlayer(page);
      await page.goto('/user/migrate');
      await expect(page).toHaveURL(/\/user\/chaf-migrate$/);
      await expect(page.getByRole('heading', { level: 1, name: s.screens('migration.heading') })).toBeVisible();
      if (language.tag === 'en') await expectAccessible(page);
      const key = page.getByLabel(s.screens('migration.key'));
      const id = page.getByLabel(s.screens('migration.oldAccountId'));
      const submit = page.getByRole('button', { name: s.screens('migration.submit') });

      // A typo in the key: its check character catches it at the field, before anything is sent.
      await key.fill(legacy.key.replace(/.$/, legacy.key.endsWith('A') ? 'B' : 'A'));
      await id.fill(legacy.id);
      await submit.click();
      await expect(key).toHaveAccessibleDescription(new RegExp(s.errors('migration_2')));
      // A well-formed key of another old account: the server's one answer for id or key.
      const other = legacy === LEGACY.big ? LEGACY.free : LEGACY.big;
      await key.fill(other.key);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(s.errors('migration_5'));
      await expect(key).toHaveValue(other.key);
      await expect(id).toHaveValue(legacy.id);

      await key.fill(legacy.key.toLowerCase());
      await submit.click();
      const success = page.getByRole('status').filter({ hasText: s.errors('success.migrationSuccessful') });
      await expect(success).toBeFocused();
      await expect(success).toContainText(s.screens('migration.migrated', { id: legacy.id, name: legacy.name }));
      if (language.tag === 'en') await expectAccessible(page);
      await page.getByRole('link', { name: s.screens('common.backToDashboard') }).click();
      const migration = page.getByRole('region', { name: s.screens('dashboard.migration.heading') });
      // Every digit of the old id, also past 2^53.
      await expect(migration).toContainText(legacy.id);
      await expect(migration).toContainText(legacy.name);
    });

    test('an idle player is warned a minute before and signed out after 30 minutes', async ({ page }) => {
      await page.clock.install();
      await newPlayer(page);
      const requests = trackRequests(page);
      await page.goto('/user/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: s.screens('dashboard.heading') })).toBeVisible();
      // The dashboard's reads answered before the clock jumps (a call on its way would time out).
      await requests.settled();

      const warning = page.getByRole('alertdialog', { name: s.session('idle.title') });
      await page.clock.fastForward((IDLE_LOGOUT_SECONDS - IDLE_WARNING_SECONDS) * 1000);
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(s.session('idle.body', { seconds: IDLE_WARNING_SECONDS }));
      const stay = warning.getByRole('button', { name: s.session('idle.stay') });
      await expect(stay).toBeFocused();
      if (language.tag === 'en') await expectAccessible(page);
      // Tab reaches its other answer, and moving there is no answer: the warning stays up.
      await page.keyboard.press('Tab');
      await expect(warning.getByRole('button', { name: s.session('idle.logout') })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(stay).toBeFocused();
      await expect(warning).toBeVisible();
      // Focus is on it (checked above): Enter, as a keyboard user would. A pointer click here was
      // flaky on a loaded runner (Playwright's hit test found the page behind the modal).
      await page.keyboard.press('Enter');
      await expect(warning).toBeHidden();
      expect((await loginCheck(page)).result).toBe(0);

      // Staying restarted the full 30 minutes.
      await page.clock.fastForward((IDLE_LOGOUT_SECONDS - IDLE_WARNING_SECONDS) * 1000);
      await expect(warning).toBeVisible();
      await page.clock.fastForward(IDLE_WARNING_SECONDS * 1000);
      // Not the player's own logout: login leads back to the page (libs/session-auth README).
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fdashboard$/);
      await expect(warning).toBeHidden();
      // Said on the login page: the player may have been away while the warning was up.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: s.account('login.idleSignedOut', { minutes: IDLE_LOGOUT_SECONDS / 60 }) }),
      ).toBeVisible();
      expect((await loginCheck(page)).result).toBe(1);
    });

    test('a player who chose to stay logged in is not signed out when idle', async ({ page }) => {
      const logouts = sentRequests(page, /^\/api\/auth\/logout$/);
      await page.clock.install();
      await newPlayer(page);
      const requests = trackRequests(page);
      await page.goto('/user/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: s.screens('dashboard.heading') })).toBeVisible();
      // The dashboard's reads answered first: a call still on its way when the clock jumps half an
      // hour times out (the app gives up after 15 s), and the dashboard shows its load error.
      await requests.settled();
      await page.evaluate(() => {
        localStorage.setItem('keepMeLoggedIn', 'true');
      });
      // Twice round the looping timer.
      await page.clock.fastForward(IDLE_LOGOUT_SECONDS * 1000);
      await page.clock.fastForward(IDLE_LOGOUT_SECONDS * 1000);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.getByRole('link', { name: s.screens('dashboard.manage.withdraw') }).click();
      await expect(page.getByRole('heading', { level: 1, name: s.screens('withdraw.heading') })).toBeVisible();
      expect(logouts).toHaveLength(0);
      expect((await loginCheck(page)).result).toBe(0);
    });

    test('a session the server ended sends the player to login with the expiry message on reload', async ({ page }) => {
      const player = await newPlayer(page);
      await page.goto('/user/withdraw');
      await expect(page.getByRole('heading', { level: 1, name: s.screens('withdraw.heading') })).toBeVisible();
      await endSessionOnServer(page);
      expect((await loginCheck(page)).result).toBe(1004);

      await page.reload();
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fwithdraw$/);
      await expect(page.getByRole('status').filter({ hasText: s.errors('defaultError_2') })).toBeVisible();
      if (language.tag === 'en') await expectAccessible(page);
      await page.getByLabel(s.account('login.email')).fill(player.email);
      await page.getByLabel(s.account('login.password')).fill(player.password);
      await page.getByRole('button', { name: s.account('login.submit') }).click();
      await expect(page).toHaveURL(/\/user\/withdraw$/);
      await expect(page.getByText(s.errors('defaultError_2'))).toHaveCount(0);
    });

    test('a session the server ended sends the player to login as soon as a screen asks for data', async ({
      page,
      problems,
    }) => {
      problems.allow.push(/HTTP 401: .*\/api\/account\/withdrawal$/, /status of 401/);
      await newPlayer(page);
      await page.goto('/user/dashboard');
      // Everything the dashboard asks for has arrived (the purchase list loads after the rest).
      await expect(page.getByText(s.screens('dashboard.history.empty'))).toBeVisible();
      await expect(page.getByText(s.shop('history.empty'))).toBeVisible();
      await endSessionOnServer(page);
      await page.getByRole('link', { name: s.screens('dashboard.manage.withdraw') }).click();
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fwithdraw$/);
      await expect(page.getByRole('status').filter({ hasText: s.errors('defaultError_2') })).toBeVisible();
      await expect(page.getByRole('link', { name: s.chrome('header.login'), exact: true })).toBeVisible();
    });

    test('the dashboard survives a failing call with a localized error and a retry', async ({ page, problems }) => {
      await prepareForFaults(page);
      await signIn(page, DEMO.veteran);
      const overview = await failCalls(page, problems, /\/api\/account\/overview$/);
      await page.goto('/user/dashboard');
      for (const fault of FAULTS) {
        await overview.failed();
        await expect(page.getByRole('alert'), fault).toHaveText(s.screens('dashboard.loadError'));
        await expect(page.getByRole('heading', { level: 1, name: s.screens('dashboard.heading') })).toBeVisible();
        await page.getByRole('button', { name: s.screens('common.retry') }).click();
      }
      await expect(page.getByRole('region', { name: s.screens('dashboard.profile.heading') })).toContainText(
        DEMO.veteran.username,
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('account forms under faults', () => {
  const s = stringsIn('en');

  test('the withdrawal request keeps what was typed through every fault', async ({ page, problems }) => {
    await prepareForFaults(page);
    const player = await newPlayer(page);
    const request = await failCalls(page, problems, /\/api\/account\/withdrawal$/, { method: 'POST' });
    await page.goto('/user/withdraw');
    const password = page.getByLabel(s.screens('withdraw.password'));
    const confirm = page.getByRole('checkbox', { name: s.screens('withdraw.confirm') });
    await password.fill(player.password);
    await confirm.check();
    for (const fault of FAULTS) {
      await page.getByRole('button', { name: s.screens('withdraw.submit') }).click();
      await request.failed();
      const alert = page.getByRole('alert');
      await expect(alert, fault).toBeFocused();
      await expect(alert, fault).toHaveText(s.errors(FAULT_ERROR_KEYS[fault]));
      await expect(password).toHaveValue(player.password);
      await expect(confirm).toBeChecked();
    }
    await page.getByRole('button', { name: s.screens('withdraw.submit') }).click();
    await expect(page).toHaveURL(/\/user\/withdraw\/confirm$/);
  });

  test('the migration form keeps what was typed through every fault', async ({ page, problems }) => {
    problems.allow.push(/HTTP 400: .*\/api\/account\/migration$/, /status of 400/);
    await prepareForFaults(page);
    await newPlayer(page);
    const migration = await failCalls(page, problems, /\/api\/account\/migration$/);
    await page.goto('/user/chaf-migrate');
    const key = page.getByLabel(s.screens('migration.key'));
    const id = page.getByLabel(s.screens('migration.oldAccountId'));
    // A real key with another account's id: the server refuses it without using the key up.
    await key.fill(LEGACY.free.key);
    await id.fill(LEGACY.big.id);
    const alert = page.getByRole('alert');
    for (const fault of FAULTS) {
      await page.getByRole('button', { name: s.screens('migration.submit') }).click();
      await migration.failed();
      await expect(alert, fault).toBeFocused();
      await expect(alert, fault).toHaveText(s.errors(FAULT_ERROR_KEYS[fault]));
      await expect(key).toHaveValue(LEGACY.free.key);
      await expect(id).toHaveValue(LEGACY.big.id);
    }
    await page.getByRole('button', { name: s.screens('migration.submit') }).click();
    await expect(alert).toHaveText(s.errors('migration_5'));
  });

  test('a double-click on the withdrawal request sends one request and schedules one closure', async ({ page }) => {
    const player = await newPlayer(page);
    const posts = sentRequests(page, /^\/api\/account\/withdrawal$/, 'POST');
    await page.goto('/user/withdraw');
    await page.getByLabel(s.screens('withdraw.password')).fill(player.password);
    await page.getByRole('checkbox', { name: s.screens('withdraw.confirm') }).check();
    await holdRequests(page, '**/api/account/withdrawal**', 400);
    await page.getByRole('button', { name: s.screens('withdraw.submit') }).dblclick();
    await expect(page).toHaveURL(/\/user\/withdraw\/confirm$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(posts).toHaveLength(1);

    const cancels = sentRequests(page, /^\/api\/account\/withdrawal\/cancel$/);
    await page.getByRole('link', { name: s.screens('withdrawConfirm.cancel') }).click();
    await page.getByRole('button', { name: s.screens('withdrawCancel.submit') }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: s.screens('withdrawCancel.done') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(cancels).toHaveLength(1);
  });

  test('a double-click on the migration submit sends one request', async ({ page, problems }) => {
    problems.allow.push(/HTTP 400: .*\/api\/account\/migration$/, /status of 400/);
    await newPlayer(page);
    const posts = sentRequests(page, /^\/api\/account\/migration$/);
    await page.goto('/user/chaf-migrate');
    await page.getByLabel(s.screens('migration.key')).fill(LEGACY.free.key);
    await page.getByLabel(s.screens('migration.oldAccountId')).fill(LEGACY.big.id);
    await holdRequests(page, '**/api/account/migration', 400);
    await page.getByRole('button', { name: s.screens('migration.submit') }).dblclick();
    await expect(page.getByRole('alert')).toHaveText(s.errors('migration_5'));
    expect(posts).toHaveLength(1);
  });
});

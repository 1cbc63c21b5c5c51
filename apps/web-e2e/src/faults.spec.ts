import type { Locator, Page } from '@playwright/test';
import {
  birthDateFields,
  csrf,
  DEMO,
  loginCheck,
  newPlayer,
  signIn,
  signInElsewhere,
  uniqueStamp,
} from './support/accounts';
import { tickCaptcha } from './support/captcha';
import { plain, stringsIn } from './support/catalogues';
import { FAULT_ERROR_KEYS, FAULTS, failCalls, prepareForFaults, type Fault } from './support/faults';
import { expect, test, type PageProblems } from './support/fixtures';
import { mailedCode, mailedLink } from './support/mailbox';
import { APP, boughtThroughApi, LEGENDARY, PACK_500, STANDARD, WINTER_GIFT } from './support/shop';
import { STEAM_ID_17 } from './support/support-forms';

/*
 * Issue 10 "Faults": every screen that calls the server, with each of its calls failing in turn by
 * every fault (HTTP 500, timeout, malformed JSON, network down) on the same page. Each fault must
 * show its localized message (German, so a message left in English fails) while the page stays
 * (its heading or content) and what was typed stays in the fields; the screen's retry then meets
 * the next fault, and finally goes through. After each retry, focus is still on the page.
 */

const { errors, account, screens, captcha, chrome, content, news, shop, support } = stringsIn('de');

/** The message the app shows for a fault when it names what went wrong. */
const faultMessage = (fault: Fault) => errors(FAULT_ERROR_KEYS[fault]);
/** A number as the German page writes it (exact: BigInt). */
const germanNumber = (value: string) => new Intl.NumberFormat('de').format(BigInt(value));

/** Seeded shop data (apps/api/src/db/seed-shop.ts): Legendary Status's price in Red Stones. */
const LEGENDARY_STONE_PRICE = '1500';
/** A ticket or report description in German (50 to 5,000 characters). */
const DESCRIPTION_DE =
  'Der Launcher bleibt beim Patchen bei 87 % stehen und zeigt keine Meldung. Zweimal neu gestartet.';

// Several journeys register a player first (captcha, mailed code) and solve captchas on the way.
test.describe.configure({ timeout: 90_000 });

/** One call of a screen, walked through every fault. */
interface FaultyStep {
  /** The call, as the test output names it. */
  call: string;
  url: RegExp | ((url: URL) => boolean);
  method?: 'GET' | 'POST';
  /** Sent with XMLHttpRequest (the support forms' uploads). */
  upload?: boolean;
  /** Makes the first call: opening the page, or filling in and sending the form. */
  start(): Promise<unknown>;
  /** The localized message for `fault` is shown. */
  shows(fault: Fault): Promise<void>;
  /** The page is still there (its heading or content) and so is everything typed. */
  kept(): Promise<void>;
  /** The screen's own retry (for a form, sending it again). */
  retry(): Promise<void>;
  /** The retry is a reload of the page (a fresh start, with focus at its top), not a control on it. */
  retryReloads?: true;
  /** The call went through and the screen shows its result. */
  succeeded(): Promise<void>;
}

/** What a screen's test says of it, unless the screen says otherwise (`FaultyScreen.claim`). */
const USUAL_CLAIM = 'every fault shows its German message and a retry, keeping the page and the input';

interface FaultyScreen {
  screen: string;
  /** What the test proves of the screen under faults, for its title (`USUAL_CLAIM` if not set). */
  claim?: string;
  /** Sets the page up (an account, data to show) and gives the calls to fail, in order. */
  steps(page: Page): FaultyStep[] | Promise<FaultyStep[]>;
}

/**
 * After a retry, focus is still somewhere on the page: a Retry button that leaves with its notice
 * must not drop it on the body, where a screen reader loses its place (WCAG 2.4.3).
 */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), { message: `focus after ${after}` })
    .not.toMatch(/^(BODY|none)$/);
}

async function walkFaults(page: Page, problems: PageProblems, steps: FaultyStep[]): Promise<void> {
  for (const step of steps) {
    const call = await failCalls(page, problems, step.url, {
      ...(step.method ? { method: step.method } : {}),
      upload: step.upload ?? false,
    });
    await step.start();
    for (const [index, fault] of FAULTS.entries()) {
      await test.step(`${step.call}: ${fault}`, async () => {
        await call.failed();
        await step.shows(fault);
        await step.kept();
        if (index > 0 && !step.retryReloads) await expectFocusKept(page, `a retry of ${step.call}`);
        await step.retry();
      });
    }
    await test.step(`${step.call}: through`, async () => {
      await step.succeeded();
      if (!step.retryReloads) await expectFocusKept(page, `the last retry of ${step.call}`);
      expect(call.passed(), `${step.call} reached the server`).toBeGreaterThan(0);
    });
  }
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** A catalogue message in `scope`'s one alert. */
async function expectAlert(scope: Page | Locator, message: string): Promise<void> {
  await expect(scope.getByRole('alert')).toHaveText(message);
}

const SCREENS: FaultyScreen[] = [
  {
    screen: '/user/withdraw reads whether a closure is pending',
    async steps(page) {
      await newPlayer(page);
      return [
        {
          call: 'closure status',
          url: /\/api\/account\/withdrawal$/,
          method: 'GET',
          start: () => page.goto('/user/withdraw'),
          shows: () => expectAlert(page, screens('dashboard.loadError')),
          kept: () => expect(heading(page, screens('withdraw.heading'))).toBeVisible(),
          retry: () => page.getByRole('button', { name: screens('common.retry') }).click(),
          async succeeded() {
            await expect(page.getByLabel(screens('withdraw.password'))).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: '/user/withdraw/confirm and /user/withdraw/cancel read the closure and cancel it',
    async steps(page) {
      const player = await newPlayer(page);
      const requested = await page.request.post('/api/account/withdrawal', {
        headers: csrf,
        data: { password: player.password, confirm: true },
      });
      expect(requested.ok()).toBe(true);
      const retry = page.getByRole('button', { name: screens('common.retry') });
      const submit = page.getByRole('button', { name: screens('withdrawCancel.submit') });
      return [
        {
          call: 'closure status on the confirmation',
          url: /\/api\/account\/withdrawal$/,
          method: 'GET',
          start: () => page.goto('/user/withdraw/confirm'),
          shows: () => expectAlert(page, screens('dashboard.loadError')),
          kept: () => expect(heading(page, screens('withdrawConfirm.statusHeading'))).toBeVisible(),
          retry: () => retry.click(),
          succeeded: () => expect(page.getByRole('link', { name: screens('withdrawConfirm.cancel') })).toBeVisible(),
        },
        {
          call: 'closure status on the cancel page',
          url: /\/api\/account\/withdrawal$/,
          method: 'GET',
          start: () => page.goto('/user/withdraw/cancel'),
          shows: () => expectAlert(page, screens('dashboard.loadError')),
          kept: () => expect(heading(page, screens('withdrawCancel.heading'))).toBeVisible(),
          retry: () => retry.click(),
          succeeded: () => expect(submit).toBeVisible(),
        },
        {
          call: 'cancel',
          url: /\/api\/account\/withdrawal\/cancel$/,
          method: 'POST',
          start: () => submit.click(),
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await expect(heading(page, screens('withdrawCancel.heading'))).toBeVisible();
            await expect(submit).toBeEnabled();
          },
          retry: () => submit.click(),
          async succeeded() {
            await expect(page.getByRole('status').filter({ hasText: screens('withdrawCancel.done') })).toBeFocused();
            expect((await loginCheck(page)).withdrawaldate).toBeUndefined();
          },
        },
      ];
    },
  },
  {
    screen: '/user/login signs in',
    steps(page) {
      const email = page.getByLabel(account('login.email'));
      const password = page.getByLabel(account('login.password'));
      const submit = page.getByRole('button', { name: account('login.submit') });
      return [
        {
          call: 'login',
          url: /\/api\/auth\/login$/,
          method: 'POST',
          async start() {
            await page.goto('/user/login');
            await email.fill(DEMO.player.email);
            await password.fill(DEMO.player.password);
            await page.getByRole('checkbox', { name: account('login.keepMeLoggedIn') }).check();
            await submit.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await expect(heading(page, account('pages.login.title'))).toBeVisible();
            await expect(email).toHaveValue(DEMO.player.email);
            await expect(password).toHaveValue(DEMO.player.password);
            await expect(page.getByRole('checkbox', { name: account('login.keepMeLoggedIn') })).toBeChecked();
          },
          retry: () => submit.click(),
          async succeeded() {
            await expect(page).toHaveURL(/\/user\/dashboard$/);
            expect((await loginCheck(page)).result).toBe(0);
          },
        },
      ];
    },
  },
  {
    screen: '/user/register sends the code, checks it and creates the account',
    steps(page) {
      const stamp = uniqueStamp();
      const email = `f-${stamp}@emberdeep.example`;
      const username = `f_${stamp}`.slice(0, 20);
      const emailField = page.getByLabel(account('login.email'));
      const code = page.getByLabel(account('register.code'));
      const details = {
        username: page.getByLabel(account('register.username')),
        password: page.getByLabel(account('login.password'), { exact: true }),
        confirm: page.getByLabel(account('register.passwordConfirm')),
        birthDate: birthDateFields(page, account),
        terms: page.getByRole('checkbox', { name: plain(account('register.agreeTerms')) }),
        privacy: page.getByRole('checkbox', { name: plain(account('register.agreePrivacy')) }),
      };
      const sendCode = page.getByRole('button', { name: account('register.sendCode') });
      const verify = page.getByRole('button', { name: account('register.verifyCode') });
      const create = page.getByRole('button', { name: account('register.create') });
      const page1 = () => expect(heading(page, account('pages.register.title'))).toBeVisible();
      let mailed = '';
      return [
        {
          call: 'code request',
          url: /\/api\/auth\/register\/code$/,
          method: 'POST',
          async start() {
            await page.goto('/user/register');
            await emailField.fill(email);
            await tickCaptcha(page, 'de');
            await sendCode.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await page1();
            await expect(emailField).toHaveValue(email);
          },
          // The form starts the captcha over after every answer (it may have been spent); after no
          // answer it keeps the solution, and the box stays ticked.
          async retry() {
            await tickCaptcha(page, 'de');
            await sendCode.click();
          },
          async succeeded() {
            await expect(page.getByRole('status').filter({ hasText: errors('success.codeSent') })).toBeVisible();
            mailed = await mailedCode(page.request, email);
          },
        },
        {
          call: 'code check',
          url: /\/api\/auth\/register\/verify$/,
          method: 'POST',
          async start() {
            await code.fill(mailed);
            await verify.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await page1();
            await expect(emailField).toHaveValue(email);
            await expect(code).toHaveValue(mailed);
          },
          retry: () => verify.click(),
          succeeded: () =>
            expect(page.getByRole('status').filter({ hasText: errors('success.emailVerified') })).toBeVisible(),
        },
        {
          call: 'account creation',
          url: /\/api\/auth\/register$/,
          method: 'POST',
          async start() {
            await details.username.fill(username);
            await details.password.fill('Torch#Light42');
            await details.confirm.fill('Torch#Light42');
            await details.birthDate.fill('1995-06-15');
            await details.terms.check();
            await details.privacy.check();
            await create.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await page1();
            await expect(details.username).toHaveValue(username);
            await expect(details.password).toHaveValue('Torch#Light42');
            await expect(details.confirm).toHaveValue('Torch#Light42');
            await expect.poll(() => details.birthDate.value()).toBe('1995-06-15');
            await expect(details.terms).toBeChecked();
            await expect(details.privacy).toBeChecked();
          },
          retry: () => create.click(),
          async succeeded() {
            await expect(page).toHaveURL(/\/user\/dashboard$/);
            expect((await loginCheck(page)).result).toBe(0);
          },
        },
      ];
    },
  },
  {
    screen: '/user/password_reset mails a link and sets the new password',
    async steps(page) {
      const player = await newPlayer(page);
      const email = page.getByLabel(account('login.email'));
      const sendLink = page.getByRole('button', { name: account('reset.sendLink') });
      const password = page.getByLabel(account('reset.newPassword'));
      const confirm = page.getByLabel(account('register.passwordConfirm'));
      const save = page.getByRole('button', { name: account('reset.save') });
      const title = () => expect(heading(page, account('pages.passwordReset.title'))).toBeVisible();
      const newPassword = 'Lantern#Glow77';
      return [
        {
          call: 'link request',
          url: /\/api\/auth\/password-reset$/,
          method: 'POST',
          async start() {
            await page.goto('/user/password_reset');
            await email.fill(player.email);
            await tickCaptcha(page, 'de');
            await sendLink.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await title();
            await expect(email).toHaveValue(player.email);
          },
          // This form starts the captcha over after every answer.
          async retry() {
            await tickCaptcha(page, 'de');
            await sendLink.click();
          },
          succeeded: () =>
            expect(page.getByRole('status').filter({ hasText: errors('success.passwordResetSent') })).toBeVisible(),
        },
        {
          call: 'new password',
          url: /\/api\/auth\/password-reset\/confirm$/,
          method: 'POST',
          async start() {
            const link = await mailedLink(page.request, player.email);
            await page.goto(link.pathname + link.search);
            await password.fill(newPassword);
            await confirm.fill(newPassword);
            await save.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await title();
            await expect(password).toHaveValue(newPassword);
            await expect(confirm).toHaveValue(newPassword);
          },
          retry: () => save.click(),
          async succeeded() {
            await expect(page.getByRole('status').filter({ hasText: account('reset.done') })).toBeVisible();
            // The new password works.
            await signIn(page, { email: player.email, password: newPassword });
          },
        },
      ];
    },
  },
  {
    screen: 'the captcha fetches its challenge',
    steps(page) {
      const email = page.getByLabel(account('login.email'));
      const box = page.getByRole('checkbox', { name: captcha('label') });
      return [
        {
          call: 'captcha challenge',
          url: /\/api\/captcha\/challenge$/,
          method: 'GET',
          async start() {
            await page.goto('/user/register');
            await email.fill('captcha-faults@emberdeep.example');
            // A click, not check(): a fault answered at once can untick the box before check() looks.
            await box.click();
          },
          async shows() {
            await expect(box).toHaveAccessibleDescription(errors('captcha_3'));
            await expect(box).not.toBeChecked();
          },
          async kept() {
            await expect(heading(page, account('pages.register.title'))).toBeVisible();
            await expect(email).toHaveValue('captcha-faults@emberdeep.example');
          },
          retry: () => box.click(),
          succeeded: () =>
            expect(box).toHaveAccessibleDescription(errors('success.captchaVerified'), { timeout: 15_000 }),
        },
      ];
    },
  },
  {
    screen: 'the product page loads the product, the balance and what is owned',
    async steps(page) {
      await newPlayer(page);
      await boughtThroughApi(page.request, STANDARD);
      const legendary = shop('products.dlc_legendary_status.name');
      const terms = page.getByRole('checkbox', { name: shop('purchase.agreeTerms') });
      const retry = page.getByRole('button', { name: shop('catalogue.retry') });
      const stonesRadio = page.getByRole('radio', {
        name: shop('purchase.stonesWithBalance', {
          price: germanNumber(LEGENDARY_STONE_PRICE),
          balance: germanNumber('0'),
        }),
      });
      /** Opens the page and ticks the terms while the failed read is shown, to see it kept. */
      const openAndTick = async (productid: string) => {
        await page.goto(`/shop/${String(APP)}/${productid}`);
        await terms.check();
      };
      const keptWithTicks = async (name: string) => {
        await expect(heading(page, name)).toBeVisible();
        await expect(terms).toBeChecked();
      };
      return [
        {
          call: 'product',
          url: new RegExp(`/api/shop/products/${String(APP)}/${LEGENDARY}\\?`),
          method: 'GET',
          start: () => page.goto(`/shop/${String(APP)}/${LEGENDARY}`),
          shows: (fault) => expect(page.getByRole('alert').locator('p')).toHaveText(faultMessage(fault)),
          kept: () => expect(heading(page, shop('pages.shopProduct.title'))).toBeVisible(),
          retry: () => retry.click(),
          succeeded: () => expect(heading(page, legendary)).toBeVisible(),
        },
        {
          call: 'balance',
          url: /\/api\/currency$/,
          method: 'GET',
          start: () => openAndTick(LEGENDARY),
          shows: (fault) => expect(page.getByRole('alert').locator('p')).toHaveText(faultMessage(fault)),
          kept: () => keptWithTicks(legendary),
          retry: () => retry.click(),
          async succeeded() {
            await expect(stonesRadio).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
        {
          call: 'owned',
          url: /\/api\/shop\/owned$/,
          method: 'GET',
          start: () => openAndTick(STANDARD),
          shows: (fault) => expect(page.getByRole('alert').locator('p')).toHaveText(faultMessage(fault)),
          kept: () => keptWithTicks(shop('products.standard.name')),
          retry: () => retry.click(),
          async succeeded() {
            await expect(page.getByRole('status').filter({ hasText: errors('shop_7') })).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: 'both purchase-success pages read their receipt',
    async steps(page) {
      await newPlayer(page);
      const edition = await boughtThroughApi(page.request, STANDARD);
      const pack = await boughtThroughApi(page.request, PACK_500);
      const retry = page.getByRole('button', { name: shop('catalogue.retry') });
      // Opened by its number (a bookmark), the page is headed as a receipt on both paths.
      const receiptStep = (path: string, receipt: string): FaultyStep => ({
        call: `receipt on ${path}`,
        url: new RegExp(`/api/shop/purchases/${receipt}$`),
        method: 'GET',
        start: () => page.goto(`${path}?receipt=${receipt}`),
        shows: () => expect(page.getByRole('alert').locator('p')).toHaveText(shop('receipt.loadError')),
        kept: () => expect(heading(page, shop('history.receipt'))).toBeVisible(),
        retry: () => retry.click(),
        succeeded: () => expect(page.getByText(receipt, { exact: true })).toBeVisible(),
      });
      return [receiptStep('/purchase-success', edition), receiptStep('/purchase-success/currency', pack)];
    },
  },
  {
    screen: '/gift/apply redeems a code',
    async steps(page) {
      await newPlayer(page);
      const code = page.getByLabel(shop('gift.code'));
      const redeem = page.getByRole('button', { name: shop('gift.submit') });
      return [
        {
          call: 'redeem',
          url: /\/api\/gifts\/apply$/,
          method: 'POST',
          async start() {
            await page.goto('/gift/apply');
            await code.fill(WINTER_GIFT.code);
            await tickCaptcha(page, 'de');
            await redeem.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await expect(heading(page, shop('pages.giftApply.title'))).toBeVisible();
            await expect(code).toHaveValue(WINTER_GIFT.code);
          },
          // A captcha payload is single-use: the form starts it over after every answer.
          async retry() {
            await tickCaptcha(page, 'de');
            await redeem.click();
          },
          async succeeded() {
            await expect(page).toHaveURL(/\/gift\/receipt$/);
            await expect(page.getByText(WINTER_GIFT.code, { exact: true })).toBeVisible();
            const balance = (await (await page.request.get('/api/currency')).json()) as { balance: string };
            expect(balance.balance).toBe('100');
          },
        },
      ];
    },
  },
  {
    screen: '/gift/receipt reads the last gift',
    async steps(page) {
      await signIn(page, DEMO.veteran);
      const last = (await (await page.request.get('/api/gifts/last')).json()) as { code: string };
      return [
        {
          call: 'last gift',
          url: /\/api\/gifts\/last$/,
          method: 'GET',
          start: () => page.goto('/gift/receipt'),
          async shows(fault) {
            await expect(page.getByRole('alert').locator('p')).toHaveText(faultMessage(fault));
            // Not the "no gift found" of a player who has none.
            await expect(page.getByText(shop('gift.noCode'))).toHaveCount(0);
          },
          kept: () => expect(heading(page, shop('pages.giftReceipt.title'))).toBeVisible(),
          retry: () => page.getByRole('button', { name: shop('catalogue.retry') }).click(),
          succeeded: () => expect(page.getByText(last.code, { exact: true })).toBeVisible(),
        },
      ];
    },
  },
  {
    screen: '/support/search/:id reads the FAQ article',
    steps(page) {
      return [
        {
          call: 'article',
          url: /\/api\/support\/faq\/1\?/,
          method: 'GET',
          start: () => page.goto('/support/search/1'),
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await expect(page.getByRole('link', { name: support('article.back') })).toBeVisible();
            await expect(page.getByRole('heading', { name: support('article.stillNeedHelp') })).toBeVisible();
          },
          retry: () => page.getByRole('button', { name: support('common.retry') }).click(),
          async succeeded() {
            await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: '/support/my-tickets reads the tickets and the reports',
    async steps(page) {
      // The demo player has seeded tickets and reports (apps/api/src/db/seed-support.ts).
      await signIn(page, DEMO.player);
      const section = (nameKey: string) => page.getByRole('region', { name: support(nameKey) });
      const listStep = (call: string, path: string, nameKey: string, start: () => Promise<unknown>): FaultyStep => ({
        call,
        url: new RegExp(`${path}$`),
        method: 'GET',
        start,
        shows: (fault) => expectAlert(section(nameKey), faultMessage(fault)),
        kept: () => expect(heading(page, support('pages.supportMyTickets.title'))).toBeVisible(),
        retry: () =>
          section(nameKey)
            .getByRole('button', { name: support('common.retry') })
            .click(),
        async succeeded() {
          await expect(section(nameKey).getByRole('article').first()).toBeVisible();
          await expect(page.getByRole('alert')).toHaveCount(0);
        },
      });
      return [
        listStep('tickets', '/api/support/tickets', 'myTickets.tickets', () => page.goto('/support/my-tickets')),
        listStep('reports', '/api/support/reports', 'myTickets.reports', () => page.reload()),
      ];
    },
  },
  {
    screen: 'the report form sends a report',
    async steps(page) {
      await newPlayer(page);
      const description = page.getByLabel(support('form.description'));
      const evidence = page.getByLabel(support('report.evidenceLink'));
      const send = page.getByRole('button', { name: support('report.submit') });
      return [
        {
          call: 'report upload',
          url: /\/api\/support\/reports$/,
          method: 'POST',
          upload: true,
          async start() {
            await page.goto(`/support/report/bugreport/steam/${STEAM_ID_17}`);
            await description.fill(DESCRIPTION_DE);
            await evidence.fill('https://video.example/clip/87-prozent');
            await tickCaptcha(page, 'de');
            await send.click();
          },
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          async kept() {
            await expect(heading(page, support('pages.reportBug.title'))).toBeVisible();
            await expect(description).toHaveValue(DESCRIPTION_DE);
            await expect(evidence).toHaveValue('https://video.example/clip/87-prozent');
          },
          async retry() {
            await tickCaptcha(page, 'de');
            await send.click();
          },
          async succeeded() {
            await expect(page.getByRole('status').filter({ hasText: errors('success.formReceived') })).toBeVisible();
            const { items } = (await (await page.request.get('/api/support/reports')).json()) as { items: unknown[] };
            expect(items).toHaveLength(1);
          },
        },
      ];
    },
  },
  {
    screen: "the ticket form's FAQ suggestions",
    async steps(page) {
      await signIn(page, DEMO.player);
      const subject = page.getByLabel(support('form.subject'));
      const description = page.getByLabel(support('form.description'));
      const suggestions = page.getByRole('region', { name: support('form.suggestions') });
      return [
        {
          call: 'suggestions',
          url: /\/api\/support\/faq\?/,
          method: 'GET',
          async start() {
            await page.goto('/support/contact');
            await description.fill(DESCRIPTION_DE);
            await subject.fill('Passwort');
          },
          shows: (fault) => expect(suggestions.getByRole('status')).toHaveText(faultMessage(fault)),
          async kept() {
            await expect(heading(page, support('pages.supportContact.title'))).toBeVisible();
            await expect(subject).toHaveValue('Passwort');
            await expect(description).toHaveValue(DESCRIPTION_DE);
          },
          retry: () => suggestions.getByRole('button', { name: support('common.retry') }).click(),
          async succeeded() {
            await expect(suggestions.getByRole('link').first()).toBeVisible();
            await expect(suggestions.getByRole('status')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: 'logout',
    claim:
      'every fault still signs the player out here (SPEC §4: whatever the server answers), with no error shown, and the next start ends the session on the server',
    async steps(page) {
      const player = await newPlayer(page);
      const signedOutHere = async () => {
        await expect(page).toHaveURL(/\/user\/login$/);
        await expect(heading(page, account('pages.login.title'))).toBeVisible();
        await expect(page.getByRole('link', { name: chrome('header.login'), exact: true })).toBeVisible();
      };
      return [
        {
          call: 'logout, then its retry at the next start',
          url: /\/api\/auth\/logout$/,
          method: 'POST',
          async start() {
            await page.goto('/user/dashboard');
            await page.getByRole('button', { name: new RegExp(player.username.toUpperCase()) }).click();
            await page.getByRole('button', { name: chrome('header.logout'), exact: true }).click();
            const dialog = page.getByRole('alertdialog', { name: chrome('logout.title') });
            await dialog.getByRole('button', { name: chrome('logout.confirm') }).click();
          },
          async shows() {
            await signedOutHere();
            // The fault kept the server from ending it: the session cookie (HttpOnly) still opens it,
            // and the page has noted the logout to finish.
            expect((await loginCheck(page)).result).toBe(0);
            expect(await page.evaluate(() => localStorage.getItem('logoutPending'))).toBe('true');
          },
          kept: () => expect(page.getByRole('alert')).toHaveCount(0),
          // The next start of the site tries the logout again before anything else.
          async retry() {
            await page.reload();
          },
          retryReloads: true,
          async succeeded() {
            await signedOutHere();
            expect((await loginCheck(page)).result).toBe(1);
            expect(await page.evaluate(() => localStorage.getItem('logoutPending'))).toBeNull();
          },
        },
      ];
    },
  },
  {
    screen: 'the dashboard reads purchases, the Red Stone history and its next page, and the devices',
    async steps(page) {
      await signIn(page, DEMO.veteran);
      const dashboard = () => expect(heading(page, screens('dashboard.heading'))).toBeVisible();
      const region = (name: string) => page.getByRole('region', { name, exact: true });
      const purchases = region(shop('history.heading'));
      const history = region(screens('dashboard.history.heading'));
      const devices = region(screens('dashboard.devices.heading'));
      const rows = history.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
      const historyCall = (withCursor: boolean) => (url: URL) =>
        url.pathname === '/api/currency/history' && url.searchParams.has('cursor') === withCursor;
      return [
        {
          call: 'purchases',
          url: /\/api\/shop\/purchases$/,
          method: 'GET',
          start: () => page.goto('/user/dashboard'),
          shows: () => expect(purchases.getByRole('alert').locator('p')).toHaveText(shop('history.loadError')),
          kept: dashboard,
          retry: () => purchases.getByRole('button', { name: shop('catalogue.retry') }).click(),
          succeeded: () => expect(purchases.getByRole('table')).toBeVisible(),
        },
        {
          call: 'Red Stone history',
          url: historyCall(false),
          method: 'GET',
          start: () => page.reload(),
          shows: () => expectAlert(history, screens('dashboard.history.loadError')),
          kept: dashboard,
          retry: () => history.getByRole('button', { name: screens('common.retry') }).click(),
          succeeded: () => expect(rows).toHaveCount(10),
        },
        {
          call: 'Red Stone history, load more',
          url: historyCall(true),
          method: 'GET',
          start: () => history.getByRole('button', { name: screens('dashboard.history.loadMore') }).click(),
          shows: () => expectAlert(history, screens('dashboard.history.loadMoreError')),
          async kept() {
            await dashboard();
            await expect(rows).toHaveCount(10);
          },
          retry: () => history.getByRole('button', { name: screens('common.retry') }).click(),
          async succeeded() {
            await expect(rows).toHaveCount(20);
            await expect(history.getByRole('alert')).toHaveCount(0);
          },
        },
        {
          call: 'signed-in devices',
          url: /\/api\/auth\/sessions$/,
          method: 'GET',
          async start() {
            await page.reload();
            // The purchases in first: the timeout fault runs the clock on, which would time out a
            // purchase list still on its way (and its alert is not this call's).
            await expect(purchases.getByRole('table')).toBeVisible();
          },
          shows: () => expectAlert(devices, screens('dashboard.devices.loadError')),
          kept: dashboard,
          retry: () => devices.getByRole('button', { name: screens('common.retry') }).click(),
          async succeeded() {
            await expect(devices.getByRole('listitem').first()).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: 'the dashboard signs out the other devices',
    async steps(page) {
      const player = await newPlayer(page);
      await signInElsewhere(player);
      const devices = page.getByRole('region', { name: screens('dashboard.devices.heading'), exact: true });
      return [
        {
          call: 'sign out everywhere else',
          url: /\/api\/auth\/sessions\/revoke-others$/,
          method: 'POST',
          async start() {
            await page.goto('/user/dashboard');
            await devices.getByRole('button', { name: screens('dashboard.devices.signOutOthers') }).click();
            const dialog = page.getByRole('alertdialog', { name: screens('dashboard.devices.confirmTitle') });
            await dialog.getByLabel(screens('dashboard.devices.password')).fill(player.password);
            await dialog.getByRole('button', { name: screens('dashboard.devices.confirm') }).click();
          },
          shows: (fault) => expectAlert(devices, faultMessage(fault)),
          async kept() {
            await expect(heading(page, screens('dashboard.heading'))).toBeVisible();
            await expect(devices.getByRole('listitem')).toHaveCount(2);
          },
          retry: () => devices.getByRole('button', { name: screens('common.retry') }).click(),
          async succeeded() {
            await expect(
              devices.getByRole('status').filter({ hasText: screens('dashboard.devices.done', { count: 1 }) }),
            ).toBeFocused();
            const { sessions } = (await (await page.request.get('/api/auth/sessions')).json()) as {
              sessions: unknown[];
            };
            expect(sessions).toHaveLength(1);
          },
        },
      ];
    },
  },
  {
    screen: 'the dashboard changes the password',
    async steps(page) {
      const player = await newPlayer(page);
      const manage = page.getByRole('region', { name: screens('dashboard.manage.heading'), exact: true });
      const dialog = page.getByRole('dialog', { name: screens('dashboard.password.title') });
      const fields = {
        current: dialog.getByLabel(screens('dashboard.password.current')),
        next: dialog.getByLabel(screens('dashboard.password.new'), { exact: true }),
        repeat: dialog.getByLabel(screens('dashboard.password.repeat')),
      };
      const save = dialog.getByRole('button', { name: screens('dashboard.password.save') });
      return [
        {
          call: 'password change',
          url: /\/api\/auth\/password$/,
          method: 'POST',
          async start() {
            await page.goto('/user/dashboard');
            await manage.getByRole('button', { name: screens('dashboard.password.open') }).click();
            await fields.current.fill(player.password);
            await fields.next.fill('Lantern#Deep77');
            await fields.repeat.fill('Lantern#Deep77');
            await save.click();
          },
          shows: (fault) => expectAlert(dialog, faultMessage(fault)),
          async kept() {
            await expect(dialog).toBeVisible();
            await expect(fields.current).toHaveValue(player.password);
            await expect(fields.next).toHaveValue('Lantern#Deep77');
            await expect(fields.repeat).toHaveValue('Lantern#Deep77');
          },
          // The same button sends again, under the same Idempotency-Key.
          retry: () => save.click(),
          async succeeded() {
            await expect(
              manage.getByRole('status').filter({ hasText: screens('dashboard.password.done') }),
            ).toBeFocused();
            expect((await loginCheck(page)).result).toBe(0);
          },
        },
      ];
    },
  },
  {
    screen: '/shop reads the prices',
    steps(page) {
      return [
        {
          call: 'prices',
          url: /\/api\/shop\/prices\?/,
          method: 'GET',
          start: () => page.goto('/shop'),
          // The catalogue's own words for a failed price list (SPEC §8 shop_1, shop_2), whatever failed.
          shows: () => expect(page.getByRole('alert').locator('p')).toHaveText([errors('shop_1'), errors('shop_2')]),
          kept: () => expect(heading(page, shop('pages.shop.title'))).toBeVisible(),
          retry: () =>
            page
              .getByRole('button', { name: shop('catalogue.retry') })
              .first()
              .click(),
          async succeeded() {
            await expect(page.getByRole('article', { name: shop('products.standard.name') })).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
  {
    screen: '/home reads the shop prices and the recent news',
    steps(page) {
      const region = (key: string) => page.getByRole('region', { name: content(key) });
      const shopSlot = region('home.slots.shop.heading');
      const newsSlot = region('home.slots.news.heading');
      const home = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return [
        {
          call: 'shop prices',
          url: /\/api\/shop\/prices\?/,
          method: 'GET',
          start: () => page.goto('/home'),
          shows: () =>
            expect(shopSlot.getByRole('alert').locator('p')).toHaveText([errors('shop_1'), errors('shop_2')]),
          kept: home,
          retry: () => shopSlot.getByRole('button', { name: shop('catalogue.retry') }).click(),
          succeeded: () => expect(shopSlot.getByRole('heading', { level: 3 })).toHaveCount(3),
        },
        {
          call: 'recent news',
          url: /\/api\/news\/recent\?/,
          method: 'GET',
          start: () => page.reload(),
          shows: () => expectAlert(newsSlot, errors('news_2')),
          kept: home,
          retry: () => newsSlot.getByRole('button', { name: news('retry') }).click(),
          succeeded: () => expect(newsSlot.getByRole('heading', { level: 3 })).toHaveCount(3),
        },
      ];
    },
  },
  {
    screen: '/news/:id reads the article',
    steps(page) {
      return [
        {
          call: 'article',
          url: /\/api\/news\/1\?/,
          method: 'GET',
          start: () => page.goto('/news/1'),
          shows: (fault) => expectAlert(page, faultMessage(fault)),
          kept: () => expect(page.getByRole('link', { name: news('article.back') })).toBeVisible(),
          retry: () => page.getByRole('button', { name: news('retry') }).click(),
          async succeeded() {
            await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.getByRole('alert')).toHaveCount(0);
          },
        },
      ];
    },
  },
];

test.describe('fault journeys in German', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'DE');
    });
    await prepareForFaults(page);
  });

  for (const screen of SCREENS) {
    test(`${screen.screen}: ${screen.claim ?? USUAL_CLAIM}`, async ({ page, problems }) => {
      await walkFaults(page, problems, await screen.steps(page));
    });
  }
});

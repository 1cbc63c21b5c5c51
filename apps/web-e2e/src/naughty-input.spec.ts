import type { Locator, Page } from '@playwright/test';
import { REPORT_ENVIRONMENT_PATTERN, REPORTED_PLAYER_MAX_LENGTH } from '@dungeon/contract';
import { birthDateFields, csrf, newPlayer, solvedCaptcha, uniqueStamp } from './support/accounts';
import { tickCaptcha } from './support/captcha';
import { catalogue, escapeRegExp, plain, stringsIn, type Catalogue } from './support/catalogues';
import { expect, test as guarded } from './support/fixtures';
import { mailedCode } from './support/mailbox';
import { NAUGHTY_STRINGS, packedWithin } from './support/naughty-strings';
import { resultsCountPattern, STEAM_ID_17, ticketNumberPattern } from './support/support-forms';

/**
 * Issue 10, Security: the naughty-strings corpus through every free-text field of every form,
 * against the reference back end. Whatever is typed is refused with a catalogue message (the
 * value kept in the field) or stored, and wherever the site shows stored text again it is the
 * same characters as text: no payload runs (the `__pwned` canary, dialogs), none becomes an
 * element, and the page guard of support/fixtures fails the test on any 5xx or console error.
 *
 * Batching, to keep the spec short on two workers: refused fields take every entry, one submit
 * each, driven from inside the page (attemptEach); the closure password, which costs the server a
 * password hash a try, takes the corpus packed into its 256 characters; stored fields take the
 * corpus packed into as few values as their length limit allows, the first through the form and
 * the rest through the same API call the form makes, all then read back where the site shows them.
 */

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value as Catalogue, `${prefix}${key}.`),
  );
}

const ERRORS_PATH = 'libs/i18n-locales/src/errors/locales/en.json';
/** Every key of the SPEC §8 error catalogue (English) with its message. */
const CATALOGUE_ENTRIES = flatten(catalogue(ERRORS_PATH));
/** The keys of the SPEC §8 error catalogue, every one (several keys share a message). */
const CATALOGUE_KEYS = new Set(CATALOGUE_ENTRIES.map(([key]) => key));
/** The site's English strings, by namespace: labels, buttons and the error catalogue's messages. */
const en = stringsIn('en');
/**
 * The report forms' own words for a form_11 (libs/support `report.problems`): what the field
 * expects, where the catalogue's "This field is invalid." said too little. Refusals, as form_11 is.
 */
const REPORT_PROBLEMS: [string, string][] = [
  ...['reportedPlayerMissing', 'environment', 'evidenceLink'].map((key) => en.support(`report.problems.${key}`)),
  en.support('report.problems.reportedPlayerTooLong', { max: REPORTED_PLAYER_MAX_LENGTH }),
].map((message) => ['form_11', message]);
/** The catalogue by message: each text with every key that shows it (email_7 to email_10 share one). */
const CATALOGUE = [...CATALOGUE_ENTRIES, ...REPORT_PROBLEMS].reduce((byText, [key, message]) => {
  byText.set(message, [...(byText.get(message) ?? []), key]);
  return byText;
}, new Map<string, string[]>());
/** The register form's consent checkboxes, by the words of their labels. */
const GAME_POLICY = new RegExp(escapeRegExp(plain(en.account('register.agreeTerms'))));
const PRIVACY_POLICY = new RegExp(escapeRegExp(plain(en.account('register.agreePrivacy'))));
/** The header's account menu button, whose name starts with the catalogue's word. */
const ACCOUNT_MENU = new RegExp(`^${escapeRegExp(en.chrome('header.account'))}`);
/** Catalogue messages that mean "something broke": a refusal of input must never be one of these. */
const BREAKAGE = new Set([
  'defaultError_3',
  'defaultError_5',
  'defaultError_10',
  'defaultError_11',
  'client.connection',
]);

/** The corpus without the entry longer than any stored field takes (it is refused, not stored). */
const STORABLE = NAUGHTY_STRINGS.filter((entry) => entry.value.length <= 1000);
/** A description carrying the whole storable corpus, one entry a line (well inside 50..5000). */
const CORPUS_TEXT = STORABLE.map((entry) => entry.value).join('\n');
/** Seeded game accounts (apps/api seed): reports need an existing one. */
const GAME_ACCOUNTS = { launcher: '10000000000000001', steam: STEAM_ID_17, epic: '1234567890123456789' };
/** A game account name of letters the account rule allows: fullwidth, astral, ß, Arabic-Indic digit. */
const UNICODE_ACCOUNT = 'Ｅｍｂｅｒ_𝔈𝔪𝔟𝔢𝔯.ß-٣';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The value of the corpus entry called `name`. */
function naughty(name: string): string {
  const entry = NAUGHTY_STRINGS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no naughty string called "${name}"`);
  return entry.value;
}

interface Canary {
  /** Calls of `__pwned` and dialogs, as they happened. */
  fired: string[];
}

const test = guarded.extend<{ canary: Canary }>({
  canary: [
    async ({ page }, use) => {
      const canary: Canary = { fired: [] };
      await page.exposeFunction('__naughtyFired', (what: string) => {
        canary.fired.push(what);
      });
      page.on('dialog', (dialog) => {
        canary.fired.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.addInitScript(() => {
        const scope = window as unknown as { __naughtyFired: (what: string) => Promise<void> };
        // The payloads call __pwned(name): defined before any script of the site, in every frame.
        Object.defineProperty(window, '__pwned', {
          value: (name: string) => void scope.__naughtyFired(`__pwned(${name})`),
        });
        // Requests in flight, so a submit's answer can be awaited inside the page (attemptEach).
        let inFlight = 0;
        const realFetch = window.fetch.bind(window);
        window.fetch = (...args: Parameters<typeof fetch>) => {
          inFlight += 1;
          return realFetch(...args).finally(() => {
            inFlight -= 1;
          });
        };
        Object.defineProperty(window, '__naughtyInFlight', { value: () => inFlight });
      });
      await use(canary);
      expect(canary.fired, 'a payload ran or opened a dialog').toEqual([]);
      if (!page.isClosed()) await expectNoInjectedMarkup(page);
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 90_000 });

/** Elements that only a payload parsed as HTML could have made, anywhere in the document. */
async function expectNoInjectedMarkup(page: Page): Promise<void> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const handlers = [...element.attributes].map((attribute) => attribute.name).filter((name) => /^on/i.test(name));
      const href = element.getAttribute('href') ?? '';
      return element.hasAttribute('data-naughty') ||
        handlers.length > 0 ||
        /^\s*javascript:/i.test(href) ||
        element.hasAttribute('srcdoc')
        ? [element.outerHTML.slice(0, 120)]
        : [];
    }),
  );
  expect(found, 'elements made from typed text').toEqual([]);
}

interface Attempt {
  /** The fields' values once set: what the browser keeps of the text (an <input> drops line breaks). */
  typed: string[];
  /** The same after the submit was answered. */
  kept: string[];
  /** Alerts and per-field errors shown after the submit. */
  messages: string[];
  /** Each field's own error after the submit (the `-error` text it is described by), or null. */
  fieldErrors: (string | null)[];
  /** Whether each field is marked aria-invalid after the submit. */
  invalid: boolean[];
}

/**
 * Sets each row's values into `fields`, submits, waits for the answer (the client's own check, or
 * the server's), and records what the page shows. Runs inside the page, one row after another:
 * a round trip per row would make the corpus cost minutes. Values are set as a paste would
 * (value setter, then an `input` event, which React's onChange listens to).
 */
async function attemptEach(fields: Locator[], submit: Locator, rows: string[][]): Promise<Attempt[]> {
  const elements = await Promise.all(fields.map((field) => field.elementHandle()));
  const button = await submit.elementHandle();
  return submit.page().evaluate(
    async ({ elements: targets, button: target, rows: values }) => {
      const inFlight = (window as unknown as { __naughtyInFlight: () => number }).__naughtyInFlight;
      const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const inputs = targets as (HTMLInputElement | HTMLTextAreaElement)[];
      const setValue = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
        const prototype =
          input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Reflect.set(prototype, 'value', value, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const messages = () => {
        const texts = [...document.querySelectorAll('[role="alert"], [id$="-error"]')].flatMap((element) => {
          const paragraphs = element.querySelectorAll('p');
          return paragraphs.length ? [...paragraphs].map((p) => p.textContent) : [element.textContent];
        });
        return [...new Set(texts.filter((text) => text.trim() !== ''))];
      };
      const fieldError = (input: HTMLInputElement | HTMLTextAreaElement) => {
        const texts = (input.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .filter((id) => id.endsWith('-error'))
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .filter((text) => text.trim() !== '');
        return texts.length ? texts.join(' ') : null;
      };
      const attempts = [];
      for (const row of values) {
        inputs.forEach((input, index) => {
          setValue(input, row[index] ?? '');
        });
        await tick();
        const typed = inputs.map((input) => input.value);
        (target as HTMLButtonElement).click();
        // A submit's request starts, and its form turns aria-busy, before the next task; both end
        // with the answer, and the answer is on the page a frame later.
        const deadline = Date.now() + 20_000;
        do {
          await tick(5);
          if (Date.now() > deadline) throw new Error('the form never finished its submit');
        } while (inFlight() > 0 || document.querySelector('form[aria-busy="true"]'));
        await frame();
        attempts.push({
          typed,
          kept: inputs.map((input) => input.value),
          messages: messages(),
          fieldErrors: inputs.map(fieldError),
          invalid: inputs.map((input) => input.getAttribute('aria-invalid') === 'true'),
        });
      }
      return attempts;
    },
    { elements, button, rows },
  );
}

/**
 * Every row refused in the catalogue's words (never a message that means something broke), with
 * every typed value still in its field. Answers the attempts, for checks of a field's own error.
 */
async function expectEachRefused(
  fields: Locator[],
  submit: Locator,
  rows: { name: string; values: string[] }[],
): Promise<Attempt[]> {
  const attempts = await attemptEach(
    fields,
    submit,
    rows.map((row) => row.values),
  );
  for (const [index, attempt] of attempts.entries()) {
    const name = rows[index]?.name ?? '';
    expect(attempt.messages, `no refusal shown for "${name}"`).not.toEqual([]);
    for (const message of attempt.messages) {
      const keys = CATALOGUE.get(message) ?? [];
      expect(keys.length > 0 && !keys.some((key) => BREAKAGE.has(key)), `"${name}" answered "${message}"`).toBe(true);
    }
    expect(attempt.kept, `"${name}" not kept in the fields`).toEqual(attempt.typed);
  }
  return attempts;
}

/** Each corpus entry as the value of every field. */
function eachEntry(fieldCount: number, shape: (value: string, field: number) => string = (value) => value) {
  return NAUGHTY_STRINGS.map(({ name, value }) => ({
    name,
    values: Array.from({ length: fieldCount }, (_, field) => shape(value, field)),
  }));
}

/** A player report as the report form sends it: multipart, with the CSRF header. */
function postPlayerReport(page: Page, fields: Record<string, string>) {
  return page.request.post('/api/support/reports', {
    headers: csrf,
    multipart: { type: 'playerreport', ...fields },
  });
}

/** `value` made to pass the login screen's own email check: no spaces, one @, a dot after it. */
function emailShaped(value: string): string {
  return `${value.replace(/[\s@]/g, '') || 'x'}@naughty.example`;
}

/** The text a stored field shows: the server trims (contract: `.trim()`), line breaks compared as LF. */
function stored(typed: string): string {
  return lf(typed.trim());
}

function lf(text: string | null | undefined): string {
  return (text ?? '').replace(/\r\n?/g, '\n');
}

/** The text of the <dd> after the <dt> named `term` in `card`. */
async function factOf(card: Locator, term: string): Promise<string | null> {
  return card.evaluate(
    (element, name) =>
      [...element.querySelectorAll('dt')].find((dt) => dt.textContent === name)?.nextElementSibling?.textContent ??
      null,
    term,
  );
}

/** No element in `card` that the payloads would make (data-naughty marks them; the rest by kind). */
async function expectInert(card: Locator): Promise<void> {
  await expect(card.locator('[data-naughty], script, style, img, iframe, a[href^="javascript:" i]')).toHaveCount(0);
}

test.describe('account entry', () => {
  test('login: every entry as password, and shaped into an email', async ({ page, problems }) => {
    // Wrong email or password (401) and a malformed email (400) are answers, not failures.
    problems.allow.push(/HTTP 40[01]: .*\/api\/auth\/login$/, /status of 40[01]/);
    await page.goto('/user/login');
    await expectEachRefused(
      [page.getByLabel(en.account('login.email')), page.getByLabel(en.account('login.password'))],
      page.locator('form').getByRole('button', { name: en.account('login.submit') }),
      eachEntry(2, (value, field) => (field === 0 ? emailShaped(value) : value)),
    );
  });

  test('register: email, code, username and passwords; a Unicode username shown as typed', async ({
    page,
  }, testInfo) => {
    await page.goto('/user/register');
    const email = page.getByLabel(en.account('login.email'));
    const sendCode = page.getByRole('button', { name: en.account('register.sendCode') });
    await expectEachRefused([email], sendCode, eachEntry(1));
    const address = `naughty-${uniqueStamp()}@emberdeep.example`;
    await email.fill(address);
    await tickCaptcha(page);
    await sendCode.click();
    const code = await mailedCode(page.request, address);

    const codeField = page.getByLabel(en.account('register.code'));
    const verify = page.getByRole('button', { name: en.account('register.verifyCode') });
    await expectEachRefused([codeField], verify, eachEntry(1));
    await codeField.fill(code);
    await verify.click();

    const username = page.getByLabel(en.account('register.username'));
    const password = page.getByLabel(en.account('login.password'), { exact: true });
    const repeat = page.getByLabel(en.account('register.passwordConfirm'));
    await birthDateFields(page, en.account).fill('1990-01-01');
    await page.getByRole('checkbox', { name: GAME_POLICY }).check();
    await page.getByRole('checkbox', { name: PRIVACY_POLICY }).check();
    const create = page.getByRole('button', { name: en.account('register.create') });
    // The repeat never matches, so no entry can create an account by accident.
    await expectEachRefused(
      [username, password, repeat],
      create,
      eachEntry(3, (value, field) => (field === 2 ? `${value}x` : value)),
    );

    // Letters the username rule allows: fullwidth, mathematical (astral), ß, a ligature, dotted I, Hebrew.
    // Fullwidth, mathematical and ligature letters fold to their plain forms under NFKC.
    const name = `Ｅｍｂｅｒ𝔈ß_ﬁİ-٣א${testInfo.retry ? String(testInfo.retry) : ''}`;
    await username.fill(name);
    await password.fill('Torch#Light42');
    await repeat.fill('Torch#Light42');
    await create.click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // Stored in its one NFKC spelling (the contract's username rule): `EmberEß_fiİ-٣א`, as text.
    const stored = name.normalize('NFKC');
    expect(stored).not.toBe(name);
    await expect.poll(() => factOf(page.locator('.dashboard'), en.screens('dashboard.profile.username'))).toBe(stored);
    const menu = page.locator('header').getByRole('button', { name: ACCOUNT_MENU });
    await expect
      .poll(async () => (await menu.textContent())?.trim())
      .toBe(`${en.chrome('header.account')} ${stored.toUpperCase()}`);
  });

  test('register: a player named __proto__ is shown as __proto__', async ({ page }, testInfo) => {
    const name = testInfo.retry ? `__proto__${String(testInfo.retry)}` : '__proto__';
    const address = `proto-${uniqueStamp()}@emberdeep.example`;
    await page.goto('/user/register');
    await page.getByLabel(en.account('login.email')).fill(address);
    await tickCaptcha(page);
    await page.getByRole('button', { name: en.account('register.sendCode') }).click();
    const code = await mailedCode(page.request, address);
    await page.getByLabel(en.account('register.code')).fill(code);
    await page.getByRole('button', { name: en.account('register.verifyCode') }).click();
    await page.getByLabel(en.account('register.username')).fill(name);
    await page.getByLabel(en.account('login.password'), { exact: true }).fill('Torch#Light42');
    await page.getByLabel(en.account('register.passwordConfirm')).fill('Torch#Light42');
    await birthDateFields(page, en.account).fill('1990-01-01');
    await page.getByRole('checkbox', { name: GAME_POLICY }).check();
    await page.getByRole('checkbox', { name: PRIVACY_POLICY }).check();
    await page.getByRole('button', { name: en.account('register.create') }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect.poll(() => factOf(page.locator('.dashboard'), en.screens('dashboard.profile.username'))).toBe(name);
    // A reload rebuilds the session from the login check's answer.
    await page.reload();
    await expect.poll(() => factOf(page.locator('.dashboard'), en.screens('dashboard.profile.username'))).toBe(name);
    await expect(page.locator('header').getByRole('button', { name: ACCOUNT_MENU })).toContainText(name.toUpperCase());
  });

  test('password reset: email, then new password and link token', async ({ page, problems }) => {
    // An unknown reset link is refused by the server with defaultError_12 (400).
    problems.allow.push(/HTTP 400: .*\/api\/auth\/password-reset\/confirm$/, /status of 400/);
    await page.goto('/user/password_reset');
    const email = page.getByLabel(en.account('login.email'));
    const send = page.getByRole('button', { name: en.account('reset.sendLink') });
    await expectEachRefused([email], send, eachEntry(1));
    // Quotes and dashes an address may hold reach the server, which answers as for any address.
    await email.fill(`o'brien+'--@emberdeep.example`);
    await tickCaptcha(page);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: en.errors('success.passwordResetSent') })).toBeVisible();

    await page.goto(`/user/password_reset?token=${'A'.repeat(43)}`);
    const passwords = [
      page.getByLabel(en.account('reset.newPassword')),
      page.getByLabel(en.account('register.passwordConfirm')),
    ];
    const save = page.getByRole('button', { name: en.account('reset.save') });
    await expectEachRefused(passwords, save, eachEntry(2));
    await page.goto(`/user/password_reset?token=${encodeURIComponent(naughty('img onerror'))}`);
    await expectEachRefused(passwords, save, [
      { name: 'token in the link', values: ['Torch#Light42', 'Torch#Light42'] },
    ]);
  });
});

test.describe('signed-in account forms', () => {
  test('migration key, old account id and gift code', async ({ page }) => {
    await newPlayer(page);
    await page.goto('/user/chaf-migrate');
    await expectEachRefused(
      [page.getByLabel(en.screens('migration.key')), page.getByLabel(en.screens('migration.oldAccountId'))],
      page.getByRole('button', { name: en.screens('migration.submit') }),
      eachEntry(2),
    );
    await page.goto('/gift/apply');
    await expectEachRefused(
      [page.getByLabel(en.shop('gift.code'))],
      page.getByRole('button', { name: en.shop('gift.submit') }),
      eachEntry(1),
    );
  });

  test('account closure: the corpus as the current password is refused by the server', async ({ page, problems }) => {
    problems.allow.push(/HTTP 400: .*\/api\/account\/withdrawal$/, /status of 400/);
    await newPlayer(page);
    await page.goto('/user/withdraw');
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(en.screens('withdraw.confirm'))) }).check();
    // Each try costs the server a password hash (scrypt, 32 MiB): the corpus packed into the 256 it reads.
    const rows = [...packedWithin(256), naughty('very long')];
    await expectEachRefused(
      [page.getByLabel(en.screens('withdraw.password'))],
      page.getByRole('button', { name: en.screens('withdraw.submit') }),
      rows.map((value, index) => ({ name: `pack ${String(index)}`, values: [value] })),
    );
    const status = (await (await page.request.get('/api/account/withdrawal')).json()) as { withdrawalDate: unknown };
    expect(status.withdrawalDate).toBeNull();
  });
});

test.describe('support', () => {
  test('FAQ search: the corpus as search text, typed and in the link', async ({ page }) => {
    const answers = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/support/faq') answers.set(url.searchParams.get('q') ?? '', response.status());
    });
    await page.goto('/support/search');
    const search = page.getByLabel(en.support('search.label'));
    const status = page.locator('p.support-search__status');
    // The search box takes 100 characters: the corpus packed into that.
    let previous = '';
    for (const query of packedWithin(100)) {
      await search.fill(query);
      // The box shows the query from the link, so it has the new text once the link has it.
      await expect(search).not.toHaveValue(previous);
      const typed = await search.inputValue();
      await expect.poll(() => answers.get(typed.trim()), { message: query }).toBe(200);
      await expect(status).toHaveText(resultsCountPattern(en.support));
      await expect(search).toHaveValue(typed);
      previous = typed;
    }
    // Typed key by key, as fast as keys come: none may be lost while the link catches up.
    const keyed = naughty('template arithmetic');
    await search.fill('');
    await search.pressSequentially(keyed);
    await expect(search).toHaveValue(keyed);
    await expect.poll(() => answers.get(keyed.trim())).toBe(200);
    const inLink = naughty('svg onload');
    await page.goto(`/support/search?q=${encodeURIComponent(inLink)}`);
    await expect(search).toHaveValue(inLink);
    await expect(status).toHaveText(resultsCountPattern(en.support));
  });

  test('ticket form: every entry refused or stored, and stored text shown as typed in My Tickets', async ({ page }) => {
    await newPlayer(page);
    await page.goto('/support/contact');
    const subject = page.getByLabel(en.support('form.subject'));
    const account = page.getByLabel(en.support('form.account'));
    const orderId = page.getByLabel(en.support('form.orderId'));
    const description = page.getByLabel(en.support('form.description'));
    const submit = page.getByRole('button', { name: en.support('form.submit') });
    await expectEachRefused([subject, account, orderId, description], submit, eachEntry(4));

    // Five tickets (the daily cap), each another request type; the corpus packed into subjects and order ids.
    const subjects = packedWithin(120);
    const orderIds = packedWithin(199);
    const fileName = `'><img src=x data-naughty onerror=__pwned('file')>{{7*7}}$t(form.submit).png`;
    const sent: { id: string; subject: string; orderId: string; description: string }[] = [];
    for (const [index, requestType] of ['account', 'purchase', 'technical', 'launcher', 'gameplay'].entries()) {
      await page.getByLabel(en.support('form.requestType')).selectOption(requestType);
      await page.getByLabel(en.support('form.platform')).selectOption('steam');
      await subject.fill(subjects[index] ?? '');
      await account.fill(UNICODE_ACCOUNT);
      await orderId.fill(orderIds[index] ?? '');
      await description.fill(CORPUS_TEXT);
      if (index === 0) {
        await page
          .getByLabel(en.support('form.attachments'))
          .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG_1PX });
        await expect(page.getByRole('list', { name: en.support('form.chosenFiles') })).toContainText(fileName);
      }
      const typed = {
        subject: await subject.inputValue(),
        orderId: await orderId.inputValue(),
        description: await description.inputValue(),
      };
      await tickCaptcha(page);
      await submit.click();
      const success = page.getByRole('status').filter({ hasText: en.errors('success.supportRequestReceived') });
      await expect(success).toBeVisible();
      const id = ticketNumberPattern(en.support).exec(await success.innerText())?.[1] ?? '';
      sent.push({ id, ...typed });
      await page.getByRole('button', { name: en.support('form.another') }).click();
    }

    await page.goto('/support/my-tickets');
    for (const ticket of sent) {
      const card = page.locator(`article[aria-labelledby="ticket-${ticket.id}"]`);
      await expect(card.locator('h3')).toBeVisible();
      expect(await card.locator('h3').textContent()).toBe(stored(ticket.subject));
      expect(await factOf(card, en.support('form.orderId'))).toBe(stored(ticket.orderId));
      expect(lf(await card.locator('.support-tickets__body').textContent())).toBe(stored(ticket.description));
      await expectInert(card);
    }
    const first = page.locator(`article[aria-labelledby="ticket-${sent[0]?.id ?? ''}"]`);
    await expect(first.getByRole('link', { name: fileName })).toHaveAttribute(
      'href',
      /\/api\/support\/attachments\/\d+$/,
    );
  });

  test('tickets: the rest of the packed corpus in subjects and order ids, shown as sent', async ({ page }) => {
    const subjects = packedWithin(120).slice(5);
    const orderIds = packedWithin(199);
    const types = ['account', 'purchase', 'technical', 'launcher', 'gameplay'];
    // Five tickets a player a day: a new player for each five.
    for (let start = 0; start < subjects.length; start += types.length) {
      await newPlayer(page);
      const sent: { id: number; subject: string; orderId: string }[] = [];
      for (const [offset, requestType] of types.entries()) {
        const subject = subjects[start + offset];
        if (subject === undefined) break;
        const orderId = orderIds[(start + offset + 5) % orderIds.length] ?? '';
        const response = await page.request.post('/api/support/tickets', {
          headers: csrf,
          multipart: {
            requestType,
            subject,
            platform: 'epic',
            account: UNICODE_ACCOUNT,
            orderId,
            description: CORPUS_TEXT,
            captcha: await solvedCaptcha(page.request),
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        sent.push({ id: ((await response.json()) as { id: number }).id, subject, orderId });
      }
      await page.goto('/support/my-tickets');
      for (const ticket of sent) {
        const card = page.locator(`article[aria-labelledby="ticket-${String(ticket.id)}"]`);
        await expect(card.locator('h3')).toBeVisible();
        expect(await card.locator('h3').textContent()).toBe(ticket.subject.trim());
        expect(await factOf(card, en.support('form.orderId'))).toBe(ticket.orderId.trim());
        expect(await card.locator('.support-tickets__body').textContent()).toBe(CORPUS_TEXT.trim());
        await expectInert(card);
      }
    }
  });

  test('report form: every entry as the Environment of a player report, in the form and to the server', async ({
    page,
  }) => {
    await page.goto(`/support/report/all/steam/${GAME_ACCOUNTS.steam}`);
    await page.getByLabel(en.support('report.type')).selectOption('playerreport');
    // Everything else valid and the captcha left unticked, so nothing is ever sent: the form checks
    // every field at once, and the Environment field's own error says whether it took the entry.
    await page.getByLabel(en.support('report.reportedPlayer')).fill('EmberKnight');
    await page.getByLabel(en.support('form.description')).fill(CORPUS_TEXT.slice(0, 200));
    await page.getByLabel(en.support('report.evidenceLink')).fill('https://video.example/clip');
    const attempts = await expectEachRefused(
      [page.getByLabel(en.support('report.environment'))],
      page.getByRole('button', { name: en.support('report.submit'), exact: true }),
      eachEntry(1),
    );
    let accepted = 0;
    for (const [index, attempt] of attempts.entries()) {
      const name = NAUGHTY_STRINGS[index]?.name ?? '';
      // The rule of the contract, on what the field holds (an <input> drops line breaks).
      const allowed = REPORT_ENVIRONMENT_PATTERN.test(attempt.typed[0] ?? '');
      if (allowed) accepted += 1;
      expect(attempt.fieldErrors[0] ?? null, `Environment's own error for "${name}"`).toBe(
        allowed ? null : en.support('report.problems.environment'),
      );
      expect(attempt.invalid[0], `Environment marked invalid for "${name}"`).toBe(!allowed);
      // An entry the field takes is refused by the unticked captcha alone.
      if (allowed) expect(attempt.messages, name).toEqual([en.errors('captcha_1')]);
    }
    // Both outcomes are exercised: some entries are plain environment names ("constructor").
    expect(accepted, 'entries the Environment rule accepts').toBeGreaterThan(0);
    expect(accepted, 'entries the Environment rule refuses').toBeLessThan(attempts.length);

    // The same entries straight to the server: a catalogue answer, never a 5xx, and the environment
    // named as the field at fault exactly when the contract's rule refuses the entry.
    for (const { name, value } of NAUGHTY_STRINGS) {
      const response = await postPlayerReport(page, {
        platform: 'steam',
        accountid: GAME_ACCOUNTS.steam,
        environment: value,
        reportedPlayer: 'EmberKnight',
        description: CORPUS_TEXT.slice(0, 200),
        evidenceLink: 'https://video.example/clip',
        captcha: 'not-solved',
      });
      expect(response.status(), `"${name}" answered ${String(response.status())}`).toBe(400);
      const answer = (await response.json()) as { error: string; fields?: Record<string, string> };
      expect(
        CATALOGUE_KEYS.has(answer.error) && !BREAKAGE.has(answer.error),
        `"${name}" answered ${answer.error}`,
      ).toBe(true);
      // The rest fail on the captcha alone.
      expect(answer.fields?.['environment'], name).toBe(REPORT_ENVIRONMENT_PATTERN.test(value) ? undefined : 'form_11');
    }
  });

  test('report links: the corpus as platform, account id and environment of the URL is shown as an error, inert', async ({
    page,
  }) => {
    await page.goto(`/support/report/playerreport/steam/${GAME_ACCOUNTS.steam}/live`);
    await expect(page.getByLabel(en.support('report.reportedPlayer'))).toBeVisible();
    const alert = page.getByRole('alert');
    // Each segment in turn, the others valid: the form says which part of the link is wrong. Two
    // links in a row never share their message, so each check waits for the new link's page.
    const links = NAUGHTY_STRINGS.flatMap(({ name, value }) => {
      const segment = encodeURIComponent(value);
      return [
        { name: `${name} as platform`, path: `playerreport/${segment}/${GAME_ACCOUNTS.steam}/live`, error: 'form_6' },
        { name: `${name} as account id`, path: `bugreport/steam/${segment}`, error: 'form_7' },
        {
          name: `${name} as environment`,
          path: `playerreport/steam/${GAME_ACCOUNTS.steam}/${segment}`,
          // A few entries are plain environment names ("constructor"): the form shows them.
          error: REPORT_ENVIRONMENT_PATTERN.test(value) ? null : 'form_11',
          shown: value,
        },
      ];
    });
    for (const link of links) {
      // In the running app, as a link inside the site would go (a reload per link would cost minutes).
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/support/report/${link.path}`);
      if (link.error === null) {
        const facts = page.locator('.support-report__account');
        await expect.poll(() => factOf(facts, en.support('report.environment')), link.name).toBe(link.shown);
      } else {
        await expect(alert, link.name).toContainText(en.errors(link.error));
        await expect(alert, link.name).toContainText(en.errors('playerReport_1'));
      }
      await expectNoInjectedMarkup(page);
    }
    // And one loaded from the server, as a link from outside the site arrives.
    await page.goto(`/support/report/all/${encodeURIComponent(naughty('img onerror'))}/${GAME_ACCOUNTS.steam}`);
    await expect(alert).toContainText(en.errors('form_6'));
  });

  test('the four report forms: refused or stored, and reports shown as typed in My Tickets', async ({ page }) => {
    await newPlayer(page);
    await page.goto(`/support/report/playerreport/launcher/${GAME_ACCOUNTS.launcher}/live`);
    const reportedPlayer = page.getByLabel(en.support('report.reportedPlayer'));
    const description = page.getByLabel(en.support('form.description'));
    const evidence = page.getByLabel(en.support('report.evidenceLink'));
    const send = page.getByRole('button', { name: en.support('report.submit'), exact: true });
    await expectEachRefused([reportedPlayer, description, evidence], send, eachEntry(3));

    const players = packedWithin(64);
    const expected: { type: string; reportedPlayer: string; description: string }[] = [];
    const evidenceLink = `https://video.example/clip?q=${encodeURIComponent(naughty('script tag'))}`;
    const forms = [
      { type: 'playerreport', url: `playerreport/launcher/${GAME_ACCOUNTS.launcher}/live`, player: players[0] },
      { type: 'banappeal', url: `banappeal/epic/${GAME_ACCOUNTS.epic}` },
      { type: 'bugreport', url: `bugreport/steam/${GAME_ACCOUNTS.steam}` },
      { type: 'playerreport', url: `all/steam/${GAME_ACCOUNTS.steam}`, player: players[1], choose: true },
    ];
    for (const [index, form] of forms.entries()) {
      await page.goto(`/support/report/${form.url}`);
      if (form.choose) {
        await page.getByLabel(en.support('report.type')).selectOption(form.type);
        await page.getByLabel(en.support('report.environment')).fill('live');
      }
      if (form.player !== undefined) await reportedPlayer.fill(form.player);
      await description.fill(`Report ${String(index)}\n${CORPUS_TEXT}`);
      await evidence.fill(evidenceLink);
      expected.push({
        type: form.type,
        reportedPlayer: form.player === undefined ? '' : stored(await reportedPlayer.inputValue()),
        description: stored(await description.inputValue()),
      });
      await tickCaptcha(page);
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: en.errors('success.formReceived') })).toBeVisible();
    }
    // The other packed names through the call the form makes.
    for (const player of players.slice(2)) {
      const response = await postPlayerReport(page, {
        platform: 'launcher',
        accountid: GAME_ACCOUNTS.launcher,
        environment: 'live',
        reportedPlayer: player,
        description: CORPUS_TEXT,
        evidenceLink,
        captcha: await solvedCaptcha(page.request),
      });
      expect(response.status(), await response.text()).toBe(201);
      expected.push({ type: 'playerreport', reportedPlayer: player.trim(), description: stored(CORPUS_TEXT) });
    }

    const reports = (
      JSON.parse(await (await page.request.get('/api/support/reports')).text()) as {
        items: { id: number; type: string; reportedPlayer: string; description: string }[];
      }
    ).items;
    const kept = reports.map(({ type, reportedPlayer: name, description: text }) => ({
      type,
      reportedPlayer: name,
      description: lf(text),
    }));
    for (const report of expected) expect(kept).toContainEqual(report);
    await page.goto('/support/my-tickets');
    for (const report of reports) {
      const card = page.locator(`article[aria-labelledby="report-${String(report.id)}"]`);
      await expect(card).toBeVisible();
      expect(await card.locator('.support-tickets__body').textContent()).toBe(report.description);
      if (report.reportedPlayer)
        expect(await factOf(card, en.support('report.reportedPlayer'))).toBe(report.reportedPlayer);
      await expectInert(card);
    }
  });
});

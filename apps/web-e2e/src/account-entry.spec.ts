import { birthDateFields, newPlayer, uniqueStamp } from './support/accounts';
import { tickCaptcha } from './support/captcha';
import { stringsIn } from './support/catalogues';
import { expect, expectAccessible, sentRequests, test } from './support/fixtures';
import { mailedCode, mailedLink } from './support/mailbox';

test.describe('account entry against the reference back end', () => {
  test('a visitor registers with an emailed code and lands signed in on the dashboard', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow.push(/HTTP 409: .*\/api\/auth\/register\/code$/, /status of 409/);
    const email = `hero-${uniqueStamp()}@emberdeep.example`;
    await page.goto('/user/register');
    // A taken address is said only for a solved captcha, which that answer spends: the box starts over.
    await page.getByLabel('Email').fill('demo@emberdeep.example');
    await tickCaptcha(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('This email address is already in use.').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();

    await page.getByLabel('Email').fill(email);
    await tickCaptcha(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent' }).first()).toBeVisible();

    const code = await mailedCode(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByLabel('Username').fill(`hero${Date.now() % 1_000_000}`);
    await page.getByLabel('Password', { exact: true }).fill('Torch#Light42');
    await page.getByLabel('Repeat the password').fill('Torch#Light42');
    // Born 18 years ago tomorrow: refused on the page (SPEC §5), nothing sent, nothing typed lost.
    const today = new Date();
    const eighteenTomorrow = new Date(
      Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1),
    );
    const registers = sentRequests(page, /^\/api\/auth\/register$/, 'POST');
    const birthDate = birthDateFields(page, stringsIn('en').account);
    await birthDate.fill(eighteenTomorrow.toISOString().slice(0, 10));
    await page.getByRole('checkbox', { name: /game policy/ }).check();
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('You must be 18 years or older to register.').first()).toBeVisible();
    expect(registers).toHaveLength(0);
    await expect(page.getByLabel('Repeat the password')).toHaveValue('Torch#Light42');
    expect(await birthDate.value()).toBe(eighteenTomorrow.toISOString().slice(0, 10));

    await birthDate.fill('1999-04-01');
    // Not agreed any more: the form says so and keeps what was typed.
    await page.getByRole('checkbox', { name: /game policy/ }).uncheck();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('You must agree to all terms to register.').first()).toBeVisible();
    await expect(page.getByLabel('Repeat the password')).toHaveValue('Torch#Light42');
    await page.getByRole('checkbox', { name: /game policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test("sign-up asks the date of birth in the page's language and order: year, month, day in Japanese", async ({
    page,
  }) => {
    const ja = stringsIn('ja');
    const email = `ja-${uniqueStamp()}@emberdeep.example`;
    await page.addInitScript(() => {
      localStorage.setItem('language', 'JP');
    });
    await page.goto('/user/register');
    await page.getByLabel(ja.account('login.email')).fill(email);
    await tickCaptcha(page, 'ja');
    await page.getByRole('button', { name: ja.account('register.sendCode') }).click();
    await page.getByLabel(ja.account('register.code')).fill(await mailedCode(page.request, email));
    await page.getByRole('button', { name: ja.account('register.verifyCode') }).click();

    const birthDate = birthDateFields(page, ja.account);
    await expect(birthDate.group).toBeVisible();
    // No native date control: its placeholder and calendar would speak the browser's language.
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    const [year, month, day] = await Promise.all(
      [birthDate.year, birthDate.month, birthDate.day].map(async (field) => (await field.boundingBox())?.x ?? NaN),
    );
    expect(year).toBeLessThan(month ?? NaN);
    expect(month).toBeLessThan(day ?? NaN);

    // Typed from the keyboard alone: Tab goes from the year to the month to the day.
    await birthDate.year.focus();
    await page.keyboard.type('1995');
    await page.keyboard.press('Tab');
    await page.keyboard.type('6');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15');
    expect(await birthDate.value()).toBe('1995-6-15');
    await expectAccessible(page);
  });

  test('a player resets a forgotten password through the emailed link', async ({ page, request }) => {
    // A fresh account (registered through the API: the form has its own journey above), so other
    // journeys keep the demo player's password.
    const { email } = await newPlayer(page);
    await page.context().clearCookies();

    await page.goto('/user/password_reset');
    await page.getByLabel('Email').fill(email);
    await tickCaptcha(page);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /link/ }).first()).toBeVisible();
    const link = await mailedLink(request, email);
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('Fresh#Start99');
    await page.getByLabel('Repeat the password').fill('Fresh#Start99');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

    await page.goto('/user/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Fresh#Start99');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
});

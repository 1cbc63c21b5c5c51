import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '@dungeon/contract';
import { csrf, DEMO, newPlayer } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { expect, expectAccessible, sentRequests, test } from './support/fixtures';

/** The German error catalogue, as the site ships it. */
const { errors: germanErrors } = stringsIn('de');

test.describe('logging in against the reference back end', () => {
  test('a signed-out player sent to login comes back to the page they wanted', async ({ page }) => {
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fdashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(DEMO.player.email);
    await page.getByLabel('Password').fill(DEMO.player.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // The session is the server's: a reload stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('a wrong password shows the catalogue message and keeps what was typed', async ({ page, problems }) => {
    problems.allow.push(/401/);
    await page.goto('/user/login');
    await page.getByLabel('Email').fill(DEMO.player.email);
    await page.getByLabel('Password').fill('Not#ThePassword1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.player.email);
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('after wrong passwords for an address from anywhere, the form asks for the captcha, and signs in with it ticked', async ({
    page,
    problems,
  }) => {
    problems.allow.push(/40[01]/);
    // An account of its own: the count is per address, and other journeys sign in as the demo player.
    const player = await newPlayer(page);
    await page.context().clearCookies();
    // Guesses from elsewhere (a credential-stuffing list), all but the last.
    for (let guess = 1; guess < LOGIN_FAILURES_BEFORE_CAPTCHA; guess += 1) {
      const answer = await page.request.post('/api/auth/login', {
        headers: csrf,
        data: { email: player.email, password: `Guess#${String(guess)}`, keepMeLoggedIn: false },
      });
      expect(answer.status()).toBe(401);
    }
    await page.goto('/user/login');
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password').fill('Guess#Last1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    const captcha = page.getByRole('checkbox', { name: 'I am not a robot' });
    await expect(captcha).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Password').fill(player.password);
    await captcha.check();
    await expect(page.getByText('Captcha verified.')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('an email that is not one is refused before anything is sent', async ({ page }) => {
    const sent = sentRequests(page, /^\/api\/auth\/login$/);
    await page.goto('/user/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(sent).toHaveLength(0);
  });

  test('the login page speaks the stored language', async ({ page, problems }) => {
    problems.allow.push(/401/);
    await page.addInitScript(() => {
      localStorage.setItem('language', 'DE');
    });
    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByLabel('E-Mail').fill(DEMO.player.email);
    await page.getByLabel('Passwort').fill('Falsch#12345');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText(germanErrors('password_1'));
  });
});

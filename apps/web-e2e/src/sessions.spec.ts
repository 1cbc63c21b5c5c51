import { csrf, loginCheck, newPlayer } from './support/accounts';
import { expect, expectAccessible, test } from './support/fixtures';

/** The phone of the second sign-in: the server labels it from this User-Agent. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('signed-in devices (issue 5, beyond)', () => {
  test('the dashboard lists both devices and "Log out everywhere else", with the password again, ends the other one', async ({
    page,
    browser,
    problems,
  }, testInfo) => {
    // The wrong password tried first is refused (400).
    problems.allow.push(/HTTP 400: .*\/api\/auth\/sessions\/revoke-others$/, /status of 400/);
    const player = await newPlayer(page);
    const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent: IPHONE_SAFARI });
    try {
      const login = await phone.request.post('/api/auth/login', {
        data: { email: player.email, password: player.password, keepMeLoggedIn: false },
        headers: csrf,
      });
      expect(login.ok()).toBe(true);

      await page.goto('/user/dashboard/sessions');
      const section = page.getByRole('region', { name: 'Logged-in devices' });
      const devices = section.getByRole('list', { name: 'Logged-in devices' }).getByRole('listitem');
      await expect(devices).toHaveCount(2);
      await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
      await expect(devices.filter({ hasText: 'Safari · iOS' })).not.toContainText('This device');
      await expect(page.getByRole('heading', { name: 'Logged-in devices' })).toBeFocused();

      await section.getByRole('button', { name: 'Log out everywhere else' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Log out everywhere else?' });
      // The password again (ASVS 3.3.4): a wrong one is said at the field and ends nothing.
      const password = dialog.getByLabel('Current password');
      await expect(password).toBeFocused();
      await expectAccessible(page);
      await password.fill('Wrong#Guess2026');
      await dialog.getByRole('button', { name: 'Log out other devices' }).click();
      await expect(password).toHaveAccessibleDescription(/Enter a valid password\./);
      await expect(password).toBeFocused();
      await expect(devices).toHaveCount(2);
      await password.fill(player.password);
      await dialog.getByRole('button', { name: 'Log out other devices' }).click();

      await expect(section.getByRole('status')).toHaveText('Other devices logged out: 1.');
      await expect(devices).toHaveCount(1);
      await expect(devices).toContainText('This device');
      await expect(section.getByText('No other device is logged in.')).toBeVisible();

      // The phone's session is over on the server; this browser's is not.
      const phoneCheck = await phone.request.post('/api/auth/login/check', { headers: csrf });
      expect(await phoneCheck.json()).toEqual({ result: 1004 });
      expect(await loginCheck(page)).toMatchObject({ result: 0, email: player.email });
    } finally {
      await phone.close();
    }
  });

  test('a player changes the password on the dashboard: the phone is signed out, the old password no longer works', async ({
    page,
    browser,
    problems,
  }, testInfo) => {
    // The wrong current password tried first is refused (400).
    problems.allow.push(/HTTP 400: .*\/api\/auth\/password$/, /status of 400/);
    const player = await newPlayer(page);
    const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent: IPHONE_SAFARI });
    try {
      const signIn = (password: string, context = phone) =>
        context.request.post('/api/auth/login', {
          data: { email: player.email, password, keepMeLoggedIn: false },
          headers: csrf,
        });
      expect((await signIn(player.password)).ok()).toBe(true);

      await page.goto('/user/dashboard');
      const manage = page.getByRole('region', { name: 'Manage your account' });
      await manage.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change your password' });
      const current = dialog.getByLabel('Current password');
      await expect(current).toBeFocused();
      await expectAccessible(page);
      await current.fill('Wrong#Guess2026');
      await dialog.getByLabel('New password', { exact: true }).fill('Lantern#Deep77');
      await dialog.getByLabel('Repeat the new password').fill('Lantern#Deep77');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(current).toHaveAccessibleDescription(/Enter a valid password\./);
      await expect(current).toBeFocused();
      await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('Lantern#Deep77');

      await current.fill(player.password);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(manage.getByRole('status')).toHaveText(
        'Your password has been changed. Every other device has been logged out.',
      );
      await expect(manage.getByRole('status')).toBeFocused();
      await expect(dialog).toBeHidden();

      // This browser stays signed in; the phone's session is over; only the new password signs in.
      expect(await loginCheck(page)).toMatchObject({ result: 0, email: player.email });
      const phoneCheck = await phone.request.post('/api/auth/login/check', { headers: csrf });
      expect(await phoneCheck.json()).toEqual({ result: 1004 });
      const old = await signIn(player.password);
      expect(old.status()).toBe(401);
      expect(await old.json()).toMatchObject({ error: 'password_1' });
      expect((await signIn('Lantern#Deep77')).ok()).toBe(true);
    } finally {
      await phone.close();
    }
  });
});

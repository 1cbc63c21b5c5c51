import { newPlayer } from './support/accounts';
import { catalogue, text } from './support/catalogues';
import { expect, expectAccessible, test } from './support/fixtures';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './support/session';

/*
 * Issue 5 "go beyond": an unsent form survives an idle logout. The player signs in again, lands
 * back on the form and finds what they had typed (libs/session-auth README, `useFormDraft`).
 */

/** A string of a library's catalogue, by the catalogue's path under libs/. */
function libText(path: string, key: string): string {
  return text(catalogue(`libs/${path}`), key);
}

const SUBJECT = 'Launcher stuck while patching';
const MESSAGE = 'The launcher stops at 87% while patching and shows no message. I restarted the PC twice already.';

// Signing a fresh player up solves a captcha first: on a loaded machine that takes a while.
test.describe.configure({ timeout: 60_000 });

test('an unsent ticket comes back after an idle logout and signing in again', async ({ page }) => {
  await page.clock.install();
  const player = await newPlayer(page);
  await page.goto('/support/contact');
  await expect(
    page.getByRole('heading', { level: 1, name: libText('support/src/locales/en.json', 'pages.supportContact.title') }),
  ).toBeVisible();
  // The page's reads answered before the clock jumps (a call on its way would time out).
  await page.waitForLoadState('networkidle');
  const subject = page.getByLabel(libText('support/src/locales/en.json', 'form.subject'));
  const message = page.getByLabel(libText('support/src/locales/en.json', 'form.description'));
  await subject.fill(SUBJECT);
  await message.fill(MESSAGE);

  // The player walks away: warned a minute before, then signed out after 30 minutes.
  await page.clock.fastForward((IDLE_LOGOUT_SECONDS - IDLE_WARNING_SECONDS) * 1000);
  await expect(
    page.getByRole('alertdialog', { name: libText('session-auth/src/locales/en.json', 'idle.title') }),
  ).toBeVisible();
  await page.clock.fastForward(IDLE_WARNING_SECONDS * 1000);
  await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/support/contact')}`);

  await page.getByLabel(libText('account/src/locales/en.json', 'login.email')).fill(player.email);
  await page.getByLabel(libText('account/src/locales/en.json', 'login.password')).fill(player.password);
  await page.getByRole('button', { name: libText('account/src/locales/en.json', 'login.submit') }).click();

  await expect(page).toHaveURL('/support/contact');
  await expect(subject).toHaveValue(SUBJECT);
  await expect(message).toHaveValue(MESSAGE);
  await expect(
    page.getByRole('status').filter({ hasText: libText('session-auth/src/locales/en.json', 'drafts.restored') }),
  ).toBeVisible();
  await expectAccessible(page);

  // Refilled once: the draft is gone, and nothing of it is left in the tab's storage.
  expect(await page.evaluate(() => sessionStorage.getItem('formDrafts'))).toBeNull();
  await page.reload();
  await expect(subject).toHaveValue('');
});

import { newPlayer } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { expect, expectAccessible, test, trackRequests } from './support/fixtures';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './support/session';
import { DESCRIPTION } from './support/support-forms';

/*
 * Issue 5 "go beyond": an unsent form survives an idle logout. The player signs in again, lands
 * back on the form and finds what they had typed (libs/session-auth README, `useFormDraft`).
 */

const { support, session, account } = stringsIn('en');

const SUBJECT = 'Launcher stuck while patching';

// Signing a fresh player up solves a captcha first: on a loaded machine that takes a while.
test.describe.configure({ timeout: 60_000 });

test('an unsent ticket comes back after an idle logout and signing in again', async ({ page }) => {
  await page.clock.install();
  const player = await newPlayer(page);
  const requests = trackRequests(page);
  await page.goto('/support/contact');
  await expect(page.getByRole('heading', { level: 1, name: support('pages.supportContact.title') })).toBeVisible();
  // The page's reads answered before the clock jumps (a call on its way would time out).
  await requests.settled();
  const subject = page.getByLabel(support('form.subject'));
  const message = page.getByLabel(support('form.description'));
  await subject.fill(SUBJECT);
  await message.fill(DESCRIPTION);

  // The player walks away: warned a minute before, then signed out after 30 minutes.
  await page.clock.fastForward((IDLE_LOGOUT_SECONDS - IDLE_WARNING_SECONDS) * 1000);
  await expect(page.getByRole('alertdialog', { name: session('idle.title') })).toBeVisible();
  await page.clock.fastForward(IDLE_WARNING_SECONDS * 1000);
  await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/support/contact')}`);

  await page.getByLabel(account('login.email')).fill(player.email);
  await page.getByLabel(account('login.password')).fill(player.password);
  await page.getByRole('button', { name: account('login.submit') }).click();

  await expect(page).toHaveURL('/support/contact');
  await expect(subject).toHaveValue(SUBJECT);
  await expect(message).toHaveValue(DESCRIPTION);
  await expect(page.getByRole('status').filter({ hasText: session('drafts.restored') })).toBeVisible();
  await expectAccessible(page);

  // Refilled once: the draft is gone, and nothing of it is left in the tab's storage.
  expect(await page.evaluate(() => sessionStorage.getItem('formDrafts'))).toBeNull();
  await page.reload();
  await expect(subject).toHaveValue('');
});

import { DEMO, newPlayer, signIn } from './support/accounts';
import { stringsIn } from './support/catalogues';
import { expect, expectAccessible, test, trackRequests } from './support/fixtures';
import { changeLanguage } from './support/language-switch';
import { language } from './support/languages';
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

test.describe('a language change reloads the page (SPEC §4) and keeps what was typed', () => {
  test('signed out: the email on the login page comes back in German, the password does not', async ({ page }) => {
    const german = stringsIn('de');
    await page.goto('/user/login');
    await page.getByLabel(account('login.email')).fill(DEMO.player.email);
    await page.getByLabel(account('login.password')).fill(DEMO.player.password);

    await changeLanguage(page, language('EN'), language('DE'));

    await expect(page.getByLabel(german.account('login.email'))).toHaveValue(DEMO.player.email);
    await expect(page.getByLabel(german.account('login.password'))).toHaveValue('');
    // Nothing ended: no notice, the form is simply as it was; and nothing is left to put back twice.
    await expect(page.getByText(german.session('drafts.restored'))).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('formDrafts'))).toBeNull();
  });

  test('signed in: an unsent ticket comes back in French', async ({ page }) => {
    const french = stringsIn('fr');
    await signIn(page, DEMO.player);
    await page.goto('/support/contact');
    await page.getByLabel(support('form.subject')).fill(SUBJECT);
    await page.getByLabel(support('form.description')).fill(DESCRIPTION);

    await changeLanguage(page, language('EN'), language('FR'));

    await expect(
      page.getByRole('heading', { level: 1, name: french.support('pages.supportContact.title') }),
    ).toBeVisible();
    await expect(page.getByLabel(french.support('form.subject'))).toHaveValue(SUBJECT);
    await expect(page.getByLabel(french.support('form.description'))).toHaveValue(DESCRIPTION);
    await expect(page.getByText(french.session('drafts.restored'))).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('formDrafts'))).toBeNull();
    await expectAccessible(page);
  });
});

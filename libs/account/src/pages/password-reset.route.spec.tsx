import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaChallengeResponse, captchaCheckbox, tickCaptcha } from '@dungeon/captcha/testing';
import { changeLanguage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { answerCalls, json, renderScreens, type Call } from '../dashboard/testing/screens-test-kit';
import { Component as PasswordResetPage } from './password-reset.route';

/** A token of the form the mailed link carries (43 base64url characters). */
const TOKEN = 'Zm9yZ2V0LW1lLW5vdC1lbWJlcmRlZXAtcmVzZXQtbGk';
const NEW_PASSWORD = 'New#Ember2027';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server that mails links, sets passwords, and answers `confirmAnswer` to a confirmation. */
function server(confirmAnswer: () => Response = () => json({ reset: true })): Call[] {
  return answerCalls((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/captcha/challenge')) return captchaChallengeResponse();
    if (path.endsWith('/auth/password-reset')) return json({ sent: true });
    if (path.endsWith('/auth/password-reset/confirm')) return confirmAnswer();
    return json({}, 404);
  });
}

const resetCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname.includes('/auth/password-reset'));

async function openPage(search = '') {
  const view = await renderScreens(`${paths.passwordReset}${search}`, { [paths.passwordReset]: PasswordResetPage });
  return { ...view, t: view.pageText };
}

describe('/user/password_reset without a token: asking for a link', () => {
  it('keeps the typed email across a language change (the page reloads)', async () => {
    server();
    const before = await openPage();
    await userEvent.type(await screen.findByLabelText(before.t('login.email')), 'nyx@example.test');
    changeLanguage('JP', () => {
      before.unmount();
    });
    const page = await openPage();
    expect(await screen.findByLabelText(page.t('login.email'))).toHaveValue('nyx@example.test');
  });

  it('checks the email and the captcha before sending anything, keeping what was typed', async () => {
    const calls = server();
    const page = await openPage();
    const email = await screen.findByLabelText(page.t('login.email'));
    await userEvent.type(email, 'nyx@example');
    await userEvent.click(screen.getByRole('button', { name: page.t('reset.sendLink') }));
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription(expect.stringContaining(page.message('email_10')) as string);
    });
    expect(email).toHaveValue('nyx@example');
    expect(resetCalls(calls)).toEqual([]);
  });

  it('sends the email with a solved captcha and says a link is on its way', async () => {
    const calls = server();
    const user = userEvent.setup();
    const page = await openPage();
    await user.type(await screen.findByLabelText(page.t('login.email')), 'nyx@example.test');
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: page.t('reset.sendLink') }));
    expect(await screen.findByText(page.message('success.passwordResetSent'))).toHaveAttribute('role', 'status');
    const [sent] = resetCalls(calls);
    expect(resetCalls(calls)).toHaveLength(1);
    const body = JSON.parse(sent?.body ?? '{}') as { email?: string; captcha?: string };
    expect(body.email).toBe('nyx@example.test');
    expect(body.captcha).toEqual(expect.any(String));
    // The server spent that solution: another link needs the captcha solved again.
    await waitFor(() => {
      expect(captchaCheckbox()).not.toBeChecked();
    });
  });
  it('keeps the solved captcha when the send got no answer, and the retry sends the same one', async () => {
    let lost = true;
    const calls = answerCalls((call) => {
      const path = call.url.pathname;
      if (path.endsWith('/captcha/challenge')) return captchaChallengeResponse();
      if (path.endsWith('/auth/password-reset')) {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json({ sent: true });
      }
      return json({}, 404);
    });
    const user = userEvent.setup();
    const page = await openPage();
    await user.type(await screen.findByLabelText(page.t('login.email')), 'nyx@example.test');
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: page.t('reset.sendLink') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('client.connection'));
    // The server never read it: no second proof of work.
    expect(captchaCheckbox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: page.t('reset.sendLink') }));
    expect(await screen.findByText(page.message('success.passwordResetSent'))).toBeInTheDocument();
    const [first, second] = resetCalls(calls).map((call) => (JSON.parse(call.body) as { captcha?: string }).captcha);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });
});

describe('/user/password_reset?token=: setting the new password', () => {
  async function fill(page: Awaited<ReturnType<typeof openPage>>, password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText(page.t('reset.newPassword')), password);
    await userEvent.type(screen.getByLabelText(page.t('register.passwordConfirm')), confirm);
    await userEvent.click(screen.getByRole('button', { name: page.t('reset.save') }));
  }

  it('refuses a weak password and a confirmation that differs, sending nothing', async () => {
    const calls = server();
    const page = await openPage(`?token=${TOKEN}`);
    await fill(page, 'password', 'other');
    await waitFor(() => {
      expect(screen.getByLabelText(page.t('reset.newPassword'))).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByLabelText(page.t('register.passwordConfirm'))).toHaveAccessibleDescription(
      expect.stringContaining(page.message('password_5')) as string,
    );
    expect(resetCalls(calls)).toEqual([]);
  });

  it('refuses a link that is not one of ours before sending anything (defaultError_12)', async () => {
    const calls = server();
    const page = await openPage('?token=not-a-token');
    await fill(page, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('defaultError_12'));
    expect(resetCalls(calls)).toEqual([]);
  });

  it('sends the token and the new password, then leads to login', async () => {
    const calls = server();
    const page = await openPage(`?token=${TOKEN}`);
    await fill(page, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('status')).toHaveTextContent(page.t('reset.done'));
    expect(screen.getByRole('link', { name: page.t('login.submit') })).toHaveAttribute('href', paths.login);
    expect(JSON.parse(resetCalls(calls)[0]?.body ?? '{}')).toEqual({
      token: TOKEN,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
  });

  it('shows the server’s refusal of a used or expired link, keeping the typed passwords', async () => {
    server(() => json({ error: 'defaultError_12' }, 400));
    const page = await openPage(`?token=${TOKEN}`);
    await fill(page, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('defaultError_12'));
    expect(screen.getByLabelText(page.t('reset.newPassword'))).toHaveValue(NEW_PASSWORD);
  });
});

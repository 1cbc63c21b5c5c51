import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMeLoggedIn } from '@dungeon/browser-storage';
import { captchaChallengeResponse, captchaCheckbox, tickCaptcha } from '@dungeon/captcha/testing';
import { paths } from '@dungeon/routing';
import { loggedOut } from '@dungeon/session-auth';
import { answerCalls, json, renderScreens, type Call } from '../dashboard/testing/screens-test-kit';
import { Component as LoginPage } from './login.route';

const PLAYER = { email: 'nyx@example.test', password: 'Ember#Demo2026' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server that signs in with the right password and answers password_1 to any other. */
function server(): Call[] {
  return answerCalls((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/auth/login')) {
      const { password } = JSON.parse(call.body) as { password: string };
      return password === PLAYER.password
        ? json({ result: 0, username: 'Nyx', email: PLAYER.email })
        : json({ error: 'password_1' }, 401);
    }
    if (path.endsWith('/auth/login/check')) return json({ result: 0, username: 'Nyx', email: PLAYER.email });
    return json({}, 404);
  });
}

const logins = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/auth/login'));

async function openLogin(search = '') {
  const view = await renderScreens(`${paths.login}${search}`, { [paths.login]: LoginPage });
  const label = (key: string) => view.pageText(`login.${key}`);
  return {
    ...view,
    email: () => screen.getByLabelText(label('email')),
    password: () => screen.getByLabelText(label('password')),
    submit: () => screen.getByRole('button', { name: label('submit') }),
  };
}

async function signIn(page: Awaited<ReturnType<typeof openLogin>>, password = PLAYER.password) {
  await userEvent.type(await waitFor(() => page.email()), PLAYER.email);
  await userEvent.type(page.password(), password);
  await userEvent.click(page.submit());
}

describe('/user/login', () => {
  it("says the player's own logout happened, and why an idle one did (they may have been away for its warning)", async () => {
    server();
    const page = await openLogin();
    act(() => {
      page.store.dispatch(loggedOut('user'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('You have logged out.');
    act(() => {
      page.store.dispatch(loggedOut('idle'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were logged out after 30 minutes without activity. Log in again to carry on.',
    );
    expect(screen.queryByText('You have logged out.')).not.toBeInTheDocument();
  });

  it('tells a player who is already signed in who they are, with the way to the dashboard, and keeps the form', async () => {
    server();
    const page = await openLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('You are already logged in as Nyx.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', paths.dashboard);
    expect(page.submit()).toBeEnabled();
    act(() => {
      page.store.dispatch(loggedOut('idle'));
    });
    await waitFor(() => {
      expect(screen.queryByText(/already logged in/)).not.toBeInTheDocument();
    });
  });

  it('says nothing of being signed in while its own sign-in lands the session and moves on', async () => {
    server();
    const page = await openLogin(`?redirect=${encodeURIComponent('/shop')}`);
    act(() => {
      page.store.dispatch(loggedOut('idle'));
    });
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes('already logged in')) said.push(page.where() ?? 'login');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await signIn(page);
    await waitFor(() => {
      expect(page.where()).toBe('/shop');
    });
    observer.disconnect();
    expect(said).toEqual([]);
  });

  it('goes back to the page of this site it was sent from', async () => {
    server();
    const page = await openLogin(`?redirect=${encodeURIComponent('/shop/2710/271001')}`);
    await signIn(page);
    await waitFor(() => {
      expect(page.where()).toBe('/shop/2710/271001');
    });
  });

  it('sends the email without the spaces around it, and remembers keep-me-logged-in when ticked', async () => {
    const calls = server();
    const page = await openLogin();
    await userEvent.type(await waitFor(() => page.email()), `  ${PLAYER.email} `);
    await userEvent.type(page.password(), PLAYER.password);
    await userEvent.click(screen.getByRole('checkbox', { name: page.pageText('login.keepMeLoggedIn') }));
    await userEvent.click(page.submit());
    await waitFor(() => {
      expect(page.where()).toBe(paths.dashboard);
    });
    expect(JSON.parse(logins(calls)[0]?.body ?? '{}')).toEqual({
      email: PLAYER.email,
      password: PLAYER.password,
      keepMeLoggedIn: true,
    });
    expect(keepMeLoggedIn.read()).toBe(true);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never leaves the site for %s: the player lands on the dashboard', async (_name, target) => {
    server();
    const page = await openLogin(`?redirect=${encodeURIComponent(target)}`);
    await signIn(page);
    await waitFor(() => {
      expect(page.where()).toBe(paths.dashboard);
    });
  });

  it('checks the email and the password before sending anything, keeping what was typed', async () => {
    const calls = server();
    const page = await openLogin();
    await userEvent.type(await waitFor(() => page.email()), 'nyx@example');
    await userEvent.click(page.submit());
    expect(page.email()).toHaveAttribute('aria-invalid', 'true');
    expect(page.email()).toHaveAccessibleDescription(expect.stringContaining(page.message('email_10')) as string);
    expect(page.password()).toHaveAccessibleDescription(expect.stringContaining(page.message('password_2')) as string);
    expect(page.email()).toHaveValue('nyx@example');
    expect(logins(calls)).toEqual([]);
  });

  it('shows the server’s password_1, keeps the email, and remembers nothing', async () => {
    const calls = server();
    const page = await openLogin();
    await signIn(page, 'not-the-password');
    expect(await screen.findByText(page.message('password_1'))).toBeVisible();
    expect(page.email()).toHaveValue(PLAYER.email);
    expect(page.where()).toBeNull();
    expect(logins(calls)).toHaveLength(1);
    expect(keepMeLoggedIn.read()).not.toBe(true);
  });

  it('shows the captcha once the server says the address needs one, asks for it, and signs in with it solved', async () => {
    // The server's side (contract loginRequestSchema): the wrong password that reaches the count
    // says so at the captcha field; from then on a sign-in without a solved captcha is refused.
    const calls = answerCalls((call) => {
      const path = call.url.pathname;
      if (path.endsWith('/captcha/challenge')) return captchaChallengeResponse();
      if (path.endsWith('/auth/login')) {
        const { password, captcha } = JSON.parse(call.body) as { password: string; captcha?: string };
        if (!captcha) return json({ error: 'password_1', fields: { captcha: 'captcha_1' } }, 401);
        return password === PLAYER.password
          ? json({ result: 0, username: 'Nyx', email: PLAYER.email })
          : json({ error: 'password_1', fields: { captcha: 'captcha_1' } }, 401);
      }
      if (path.endsWith('/auth/login/check')) return json({ result: 0, username: 'Nyx', email: PLAYER.email });
      return json({}, 404);
    });
    const user = userEvent.setup();
    const page = await openLogin();
    act(() => {
      page.store.dispatch(loggedOut('idle'));
    });
    expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).not.toBeInTheDocument();
    await user.type(await waitFor(() => page.email()), PLAYER.email);
    await user.type(page.password(), 'Guess#5');
    await user.click(page.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('password_1'));
    // The widget loads now, not with the page.
    expect(await screen.findByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    expect(captchaCheckbox()).toHaveAccessibleDescription(expect.stringContaining(page.message('captcha_1')) as string);
    expect(page.email()).toHaveValue(PLAYER.email);

    // Not ticked: the form says so itself and sends nothing.
    await user.clear(page.password());
    await user.type(page.password(), PLAYER.password);
    await user.click(page.submit());
    expect(logins(calls)).toHaveLength(1);
    expect(captchaCheckbox()).toHaveAttribute('aria-invalid', 'true');

    await tickCaptcha(user);
    await user.click(page.submit());
    await waitFor(() => {
      expect(page.where()).toBe(paths.dashboard);
    });
    const [, second] = logins(calls).map((call) => JSON.parse(call.body) as { captcha?: string });
    expect(second?.captcha).toEqual(expect.any(String));
  });
});

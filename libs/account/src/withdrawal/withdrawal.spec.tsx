import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, json, renderScreens, type Call } from '../dashboard/testing/screens-test-kit';
import { WithdrawCancelScreen } from './withdraw-cancel-screen';
import { WithdrawPendingScreen } from './withdraw-pending-screen';
import { WithdrawRequestScreen } from './withdraw-request-screen';

const routes = {
  '/user/withdraw': WithdrawRequestScreen,
  '/user/withdraw/confirm': WithdrawPendingScreen,
  '/user/withdraw/cancel': WithdrawCancelScreen,
};

const DATE = '2026-12-06T12:00:00.000Z';
const none = { withdrawalDate: null, requestedAt: null };
const pending = { withdrawalDate: DATE, requestedAt: '2026-11-22T12:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server with a withdrawal state; the request and cancel calls change it. */
function server(initial: typeof none | typeof pending, answer?: (call: Call) => Response | undefined) {
  let state = initial;
  return answerCalls((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    const path = call.url.pathname;
    if (path.endsWith('/auth/login/check')) return json({ result: 0, username: 'Nyx', email: 'nyx@example.test' });
    if (path.endsWith('/account/withdrawal/cancel')) {
      state = none;
      return json(none);
    }
    if (path.endsWith('/account/withdrawal') && call.method === 'POST') {
      state = pending;
      return json(pending);
    }
    return json(state);
  });
}

const posts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname.includes('/account/'));

describe('/user/withdraw', () => {
  it('says before the form what a closure deletes and what it keeps', async () => {
    server(none);
    await renderScreens('/user/withdraw', routes);
    const list = (await screen.findByRole('heading', { name: 'What happens' })).nextElementSibling;
    expect(list?.tagName).toBe('UL');
    expect(list).toHaveTextContent(/support tickets and their attachments are deleted/);
    expect(list).toHaveTextContent(/purchase records for as long as the law requires/);
  });

  it('requires the password before sending anything (password_2)', async () => {
    const calls = server(none);
    const { message } = await renderScreens('/user/withdraw', routes);
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Request account closure' }));
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(message('password_2')) as string);
    expect(posts(calls)).toEqual([]);
  });

  it('requires the confirmation of the consequences (termsagree_2), keeping the typed password', async () => {
    const calls = server(none);
    const { message } = await renderScreens('/user/withdraw', routes);
    await userEvent.type(await screen.findByLabelText('Current password'), 'Ember#Demo2026');
    await userEvent.click(screen.getByRole('button', { name: 'Request account closure' }));
    const confirm = screen.getByRole('checkbox', { name: /my account, my games and my Red Stones will be deleted/ });
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(message('termsagree_2'));
    expect(screen.getByLabelText('Current password')).toHaveValue('Ember#Demo2026');
    expect(posts(calls)).toEqual([]);
  });

  it('says the grace period in the plural its number of days takes (Russian: через 14 дней)', async () => {
    server(none);
    await renderScreens('/user/withdraw', routes, { language: 'RU' });
    expect(await screen.findByText(/закрывается через 14 дней после запроса/)).toBeInTheDocument();
  });

  it('sends password and confirmation, then shows the scheduled date', async () => {
    const calls = server(none);
    await renderScreens('/user/withdraw', routes);
    expect(await screen.findByText(/closes 14 days after your request/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'Ember#Demo2026');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Request account closure' }));

    expect(await screen.findByRole('heading', { name: 'Account closure requested' })).toBeInTheDocument();
    expect(JSON.parse(posts(calls)[0]?.body ?? '{}')).toEqual({ password: 'Ember#Demo2026', confirm: true });
    expect(screen.getByRole('link', { name: 'Cancel the closure' })).toHaveAttribute('href', '/user/withdraw/cancel');
  });

  it('shows a wrong password (password_3) at the field, which takes focus, and not again above the form', async () => {
    server(none, (call) =>
      call.method === 'POST' ? json({ error: 'password_3', fields: { password: 'password_3' } }, 400) : undefined,
    );
    const { message } = await renderScreens('/user/withdraw', routes);
    await userEvent.type(await screen.findByLabelText('Current password'), 'nope');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Request account closure' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining(message('password_3')) as string,
      );
    });
    await waitFor(() => {
      expect(screen.getByLabelText('Current password')).toHaveFocus();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveValue('nope');
  });

  it('does not offer the form again while a closure is pending', async () => {
    server(pending);
    await renderScreens('/user/withdraw', routes);
    expect(
      await screen.findByText('You have already asked to close your account.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
  it('offers no form while the closure status cannot be read, and a retry that brings it', async () => {
    let failing = true;
    server(none, (call) =>
      failing && call.method === 'GET' && call.url.pathname.endsWith('/account/withdrawal')
        ? json({ error: 'defaultError_5' }, 500)
        : undefined,
    );
    const { text } = await renderScreens('/user/withdraw', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('dashboard.loadError'));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/user/withdraw/confirm', () => {
  it('says a closure was requested only while one is scheduled; with none, its heading names the subject alone', async () => {
    server(none);
    await renderScreens('/user/withdraw/confirm', routes);
    expect(await screen.findByText('Your account is not scheduled to close.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Account closure$/);
    expect(screen.getByRole('link', { name: 'Close your account' })).toHaveAttribute('href', '/user/withdraw');
  });

  it('formats the closure date with Intl in the active language', async () => {
    server(pending);
    await renderScreens('/user/withdraw/confirm', routes, { language: 'DE' });
    const date = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(DATE));
    expect(await screen.findByText(`Dein Konto wird am ${date} geschlossen.`)).toBeInTheDocument();
    expect(date).toMatch(/Dezember 2026/);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontoschließung beantragt' })).toBeInTheDocument();
  });
});

describe('/user/withdraw/cancel', () => {
  it('cancels the pending closure after the player confirms', async () => {
    const calls = server(pending);
    await renderScreens('/user/withdraw/cancel', routes);
    // The date as the dashboard and the confirmation write it.
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(DATE));
    expect(
      await screen.findByText(`Your account is scheduled to close on ${date}. Do you want to keep it?`),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, keep my account' }));
    expect(await screen.findByText('The closure was cancelled. Your account stays open.')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url.pathname)).toEqual(['/api/account/withdrawal/cancel']);
    expect(screen.queryByRole('button', { name: 'Yes, keep my account' })).toBeNull();
  });

  it('says why a cancel failed, with focus on the message, and a second press goes through', async () => {
    let failing = true;
    const calls = server(pending, (call) =>
      failing && call.url.pathname.endsWith('/account/withdrawal/cancel')
        ? json({ error: 'defaultError_5' }, 500)
        : undefined,
    );
    const { message } = await renderScreens('/user/withdraw/cancel', routes);
    const keep = await screen.findByRole('button', { name: 'Yes, keep my account' });
    await userEvent.click(keep);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message('defaultError_5'));
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(screen.queryByText('The closure was cancelled. Your account stays open.')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yes, keep my account' }));
    expect(await screen.findByText('The closure was cancelled. Your account stays open.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(calls)).toHaveLength(2);
  });

  it('says there is nothing to cancel (withdrawn_4) without sending anything', async () => {
    const calls = server(none);
    const { message } = await renderScreens('/user/withdraw/cancel', routes);
    expect(await screen.findByText(message('withdrawn_4'))).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});

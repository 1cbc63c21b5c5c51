import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import { DashboardScreen } from './dashboard-screen';
import {
  answerCalls,
  historyPage,
  json,
  overview,
  renderScreens,
  withDevices,
  type Call,
} from './testing/screens-test-kit';

const routes = { '/user/dashboard': DashboardScreen };
const CURRENT = 'Ember#Demo2026';
const NEW = 'Torch#Light42';

beforeAll(installDialogPolyfill);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server whose password change answers `answers` in turn, then changes it (signing out 2 devices). */
function server(answers: (() => Response)[] = []) {
  return answerCalls(
    withDevices((call: Call) => {
      const { pathname } = call.url;
      if (pathname.endsWith('/auth/password')) return answers.shift()?.() ?? json({ changed: true, signedOut: 2 });
      if (pathname.endsWith('/account/overview')) return json(overview());
      return json(historyPage([], null));
    }),
  );
}

const changes = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/auth/password'));
const keyOf = (calls: Call[], index: number) => changes(calls)[index]?.headers.get('Idempotency-Key');

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  return screen.getByRole('dialog', { name: 'Change your password' });
}

async function fill(dialog: HTMLElement, current: string, next: string, repeat = next) {
  const field = (name: string) => within(dialog).getByLabelText(name);
  await userEvent.clear(field('Current password'));
  if (current) await userEvent.type(field('Current password'), current);
  await userEvent.clear(field('New password'));
  if (next) await userEvent.type(field('New password'), next);
  await userEvent.clear(field('Repeat the new password'));
  if (repeat) await userEvent.type(field('Repeat the new password'), repeat);
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

describe('changing the password on the dashboard', () => {
  it('sends the current and the new password once, closes, and says the other devices were signed out', async () => {
    const calls = server();
    await renderScreens('/user/dashboard', routes);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await fill(dialog, CURRENT, NEW);
    await save(dialog);

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password has been changed. Every other device has been logged out.');
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(calls)).toHaveLength(1);
    expect(JSON.parse(changes(calls)[0]?.body ?? '{}')).toEqual({
      currentPassword: CURRENT,
      password: NEW,
      passwordConfirm: NEW,
    });
  });

  it("checks the new password's rules and the repeat before sending anything", async () => {
    const calls = server();
    await renderScreens('/user/dashboard', routes);
    const dialog = await openDialog();
    await fill(dialog, CURRENT, 'short1#');
    await save(dialog);
    const next = within(dialog).getByLabelText('New password');
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
    expect(next).toHaveAccessibleDescription(expect.stringContaining('special characters') as string);
    expect(next).toHaveAttribute('aria-invalid', 'true');

    await fill(dialog, CURRENT, NEW, `${NEW}x`);
    await save(dialog);
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    });
    expect(changes(calls)).toEqual([]);
  });

  it('says a wrong current password at its field, keeps what was typed, and changes nothing', async () => {
    server([() => json({ error: 'password_3', fields: { currentPassword: 'password_3' } }, 400)]);
    const { message } = await renderScreens('/user/dashboard', routes);
    const dialog = await openDialog();
    await fill(dialog, 'Wrong#Guess1', NEW);
    await save(dialog);
    const current = within(dialog).getByLabelText('Current password');
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription(message('password_3'));
    });
    expect(current).toHaveFocus();
    expect(current).toHaveValue('Wrong#Guess1');
    expect(within(dialog).getByLabelText('New password')).toHaveValue(NEW);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after a fault says why in the dialog, and the retry goes out under the same key', async () => {
    const calls = server([() => json({ error: 'defaultError_5' }, 503)]);
    const { message } = await renderScreens('/user/dashboard', routes);
    const dialog = await openDialog();
    await fill(dialog, CURRENT, NEW);
    await save(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message('defaultError_5'));
    expect(within(dialog).getByLabelText('Current password')).toHaveValue(CURRENT);

    await save(dialog);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(changes(calls)).toHaveLength(2);
    expect(keyOf(calls, 1)).toBe(keyOf(calls, 0));
    expect(keyOf(calls, 0)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // Opened again, the dialog starts afresh (no alert, empty fields), and a second change is a new request.
    const again = await openDialog();
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(within(again).getByLabelText('Current password')).toHaveValue('');
    await fill(again, NEW, 'Lantern#Deep77');
    await save(again);
    await waitFor(() => {
      expect(changes(calls)).toHaveLength(3);
    });
    expect(keyOf(calls, 2)).not.toBe(keyOf(calls, 0));
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    const calls = server();
    await renderScreens('/user/dashboard', routes);
    let dialog = await openDialog();
    await fill(dialog, CURRENT, NEW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');
    expect(changes(calls)).toEqual([]);
  });
});

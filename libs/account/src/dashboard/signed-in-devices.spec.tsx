import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '@dungeon/contract';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import { DashboardScreen } from './dashboard-screen';
import {
  answerCalls,
  devices,
  historyPage,
  json,
  overview,
  renderScreens,
  type Call,
} from './testing/screens-test-kit';

const routes = { '/user/dashboard': DashboardScreen, '/user/dashboard/:control': DashboardScreen };

beforeAll(installDialogPolyfill);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server holding `sessions`; revoke-others answers `revokeAnswers` in turn, then ends the others. */
function server(sessions: ActiveSession[], revokeAnswers: (() => Response)[] = []) {
  let live = sessions;
  return answerCalls((call: Call) => {
    const { pathname } = call.url;
    if (pathname.endsWith('/auth/sessions')) return json({ sessions: live });
    if (pathname.endsWith('/auth/sessions/revoke-others')) {
      const next = revokeAnswers.shift();
      if (next) return next();
      const revoked = live.filter((session) => !session.current).length;
      live = live.filter((session) => session.current);
      return json({ revoked });
    }
    if (pathname.endsWith('/account/overview')) return json(overview());
    return json(historyPage([], null));
  });
}

const devicesList = () => screen.getByRole('list', { name: 'Logged-in devices' });
const revokeCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/revoke-others'));
const PASSWORD = 'Ember#Demo2026';

/** Opens the dialog from the devices section and answers its password field with `password`. */
async function confirmWith(password: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere else' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Log out everywhere else?' });
  if (password) await userEvent.type(within(dialog).getByLabelText('Current password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out other devices' }));
  return dialog;
}

describe('signed-in devices on the dashboard', () => {
  it('lists each device with its last activity in the active language, this one marked', async () => {
    const [current, phone] = devices();
    if (!current || !phone) throw new Error('two devices expected');
    server([current, phone, { ...phone, id: 'unknownSession00000003', device: '' }]);
    const { text } = await renderScreens('/user/dashboard', routes, { language: 'DE' });
    const list = await screen.findByRole('list', { name: text('dashboard.devices.heading') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome · Windows');
    expect(within(items[0] as HTMLElement).getByText(text('dashboard.devices.current'))).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText(text('dashboard.devices.current'))).toBeNull();
    const lastSeen = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-21T21:15:00.000Z'),
    );
    expect(items[1]).toHaveTextContent(`Zuletzt aktiv: ${lastSeen}`);
    expect(items[2]).toHaveTextContent('Unbekanntes Gerät');
  });

  it('/user/dashboard/sessions puts the devices section in focus', async () => {
    server(devices());
    await renderScreens('/user/dashboard/sessions', routes);
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Logged-in devices' })).toHaveFocus();
    });
  });

  it('asks first, opening on the password the server wants again; Cancel sends nothing', async () => {
    const calls = server(devices());
    await renderScreens('/user/dashboard', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere else' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out everywhere else?' });
    expect(dialog).toHaveAccessibleDescription(/This device stays logged in\./);
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(revokeCalls(calls)).toHaveLength(0);
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends nothing without a password and says so at the field', async () => {
    const calls = server(devices());
    const { message } = await renderScreens('/user/dashboard', routes);
    const dialog = await confirmWith('');
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(new RegExp(message('password_2')));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(revokeCalls(calls)).toHaveLength(0);
  });

  it('keeps the dialog and what was typed when the password is wrong, and signs out with the right one', async () => {
    const wrong = () => json({ error: 'password_3', fields: { password: 'password_3' } }, 400);
    const calls = server(devices(), [wrong]);
    const { message } = await renderScreens('/user/dashboard', routes);
    const dialog = await confirmWith('Ember#Typo2026');
    const password = within(dialog).getByLabelText('Current password');
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(new RegExp(message('password_3')));
    });
    expect(password).toHaveFocus();
    expect(password).toHaveValue('Ember#Typo2026');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out other devices' }));
    expect(await screen.findByText('Other devices logged out: 1.')).toBeInTheDocument();
    expect(revokeCalls(calls).map((call) => JSON.parse(call.body) as unknown)).toEqual([
      { password: 'Ember#Typo2026' },
      { password: PASSWORD },
    ]);
  });

  it('signs out the other devices once confirmed with the password, says how many, and lists only this one', async () => {
    const calls = server(devices());
    await renderScreens('/user/dashboard', routes);
    await confirmWith(PASSWORD);

    const done = await screen.findByText('Other devices logged out: 1.');
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    expect(revokeCalls(calls).map((call) => [call.method, JSON.parse(call.body) as unknown])).toEqual([
      ['POST', { password: PASSWORD }],
    ]);
    await waitFor(() => {
      expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(screen.getByText('No other device is logged in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
  });

  it('shows a refusal as its catalogue message, and Try again signs the others out with the password kept', async () => {
    const calls = server(devices(), [() => json({ error: 'defaultError_13' }, 429)]);
    const { message } = await renderScreens('/user/dashboard', routes);
    await confirmWith(PASSWORD);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message('defaultError_13'));
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Other devices logged out: 1.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(revokeCalls(calls).map((call) => JSON.parse(call.body) as unknown)).toEqual([
      { password: PASSWORD },
      { password: PASSWORD },
    ]);
  });

  it('says so when the devices cannot be loaded, and its retry loads them', async () => {
    let down = true;
    answerCalls((call) => {
      if (call.url.pathname.endsWith('/auth/sessions'))
        return down ? json({ error: 'defaultError_5' }, 500) : json({ sessions: devices() });
      if (call.url.pathname.endsWith('/account/overview')) return json(overview());
      return json(historyPage([], null));
    });
    await renderScreens('/user/dashboard', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your logged-in devices could not be loaded.');
    down = false;
    const section = screen.getByRole('region', { name: 'Logged-in devices' });
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari · iOS')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS_NS, initI18n } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { createGuardedRouter, expectDraftPutBack, SignInAgain, sessionState } from '@dungeon/session-auth/testing';
import { makeTestStore } from '@dungeon/store/testing';
import { answerCalls, json } from '../dashboard/testing/screens-test-kit';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { MigrationScreen } from './migration-screen';

const KEY = 'ASHEN-WALKE-RCHAF-MGR2T';
const OLD_ID = '9223372036854775807';

async function renderTypedMigration() {
  const calls = answerCalls(() => json({}));
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces([ACCOUNT_SCREENS_NS, ERRORS_NS]);
  const { store, wrapper: Store } = makeTestStore(sessionState('signedIn'));
  const router = createGuardedRouter(
    [
      { path: paths.chafMigrate, element: <MigrationScreen />, handle: { auth: true } },
      { path: paths.login, element: <SignInAgain /> },
    ],
    paths.chafMigrate,
  );
  render(
    <Store>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Store>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Migration key'), KEY);
  await user.type(screen.getByLabelText('Old account ID'), OLD_ID);
  return { store, router, user, calls };
}

/** A call refused 401 `defaultError_14` (the server ended the session); the slice matches any such rejection. */
const sessionGone = {
  type: 'probe/rejected',
  payload: { status: 401, data: { error: 'defaultError_14' } },
  meta: { requestId: 'r1', requestStatus: 'rejected', rejectedWithValue: true },
  error: { message: 'Rejected' },
};

describe('/user/chaf-migrate keeps what was typed across a session end', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('refills the key and the 19-digit id, as typed, after the same player signs in again', async () => {
    const { store, router, user, calls } = await renderTypedMigration();
    act(() => {
      store.dispatch(sessionGone);
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));

    expect(router.state.location.pathname).toBe(paths.chafMigrate);
    expect(await screen.findByLabelText('Migration key')).toHaveValue(KEY);
    expect(screen.getByLabelText('Old account ID')).toHaveValue(OLD_ID);
    await expectDraftPutBack();
    expect(calls).toEqual([]);
  });

  it('shows nothing of it to another player signing in on the same tab', async () => {
    const { store, user } = await renderTypedMigration();
    act(() => {
      store.dispatch(sessionGone);
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Ash' }));
    expect(await screen.findByLabelText('Migration key')).toHaveValue('');
    expect(screen.getByLabelText('Old account ID')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

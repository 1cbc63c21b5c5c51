import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@dungeon/api-client/testing';
import { makeStore } from '@dungeon/store';
import { dashboardApi } from './dashboard/dashboard.api';
import { sessionsApi } from './dashboard/sessions.api';
import { migrationApi } from './migration/migration.api';
import { withdrawalApi } from './withdrawal/withdrawal.api';

/** The account's server: the screens' reads, and every write answered as done. */
function accountServer() {
  return fakeApi({
    'GET /account/overview': { apps: [] },
    'GET /account/withdrawal': { status: 'none' },
    'GET /auth/sessions': { items: [] },
    'POST /account/withdrawal': { status: 'requested' },
    'POST /account/withdrawal/cancel': { status: 'none' },
    'POST /account/migration': { migrated: true },
    'POST /auth/sessions/revoke-others': { revoked: 1 },
  });
}

/** A store with the overview, the withdrawal status and the signed-in devices on screen. */
async function accountOnScreen() {
  const store = makeStore();
  await Promise.all([
    store.dispatch(dashboardApi.endpoints.accountOverview.initiate()),
    store.dispatch(withdrawalApi.endpoints.accountWithdrawal.initiate()),
    store.dispatch(sessionsApi.endpoints.accountSessions.initiate()),
  ]);
  return store;
}

const READ_ONCE = { 'GET /account/overview': 1, 'GET /account/withdrawal': 1, 'GET /auth/sessions': 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what an account write refreshes', () => {
  it('a withdrawal request, and its cancellation, refresh the status and the overview', async () => {
    const calls = accountServer();
    const store = await accountOnScreen();
    await store.dispatch(withdrawalApi.endpoints.requestAccountWithdrawal.initiate({ password: 'pw', confirm: true }));
    await vi.waitFor(() => {
      expect(calls).toEqual({
        ...READ_ONCE,
        'GET /account/overview': 2,
        'GET /account/withdrawal': 2,
        'POST /account/withdrawal': 1,
      });
    });
    await store.dispatch(withdrawalApi.endpoints.cancelAccountWithdrawal.initiate());
    await vi.waitFor(() => {
      expect(calls).toEqual({
        ...READ_ONCE,
        'GET /account/overview': 3,
        'GET /account/withdrawal': 3,
        'POST /account/withdrawal': 1,
        'POST /account/withdrawal/cancel': 1,
      });
    });
  });

  it('a migration refreshes the overview (the migrated games), nothing else', async () => {
    const calls = accountServer();
    const store = await accountOnScreen();
    await store.dispatch(
      migrationApi.endpoints.migrateLegacyAccount.initiate({
        migrationKey: 'ABCDE-FGHJK-LMNPQ-RSTUV',
        oldAccountId: '76561198000000001',
      }),
    );
    await vi.waitFor(() => {
      expect(calls).toEqual({ ...READ_ONCE, 'GET /account/overview': 2, 'POST /account/migration': 1 });
    });
  });

  it('ending the other sessions refreshes the device list, nothing else', async () => {
    const calls = accountServer();
    const store = await accountOnScreen();
    await store.dispatch(sessionsApi.endpoints.revokeOtherSessions.initiate({ password: 'Ember#Demo2026' }));
    await vi.waitFor(() => {
      expect(calls).toEqual({ ...READ_ONCE, 'GET /auth/sessions': 2, 'POST /auth/sessions/revoke-others': 1 });
    });
  });
});

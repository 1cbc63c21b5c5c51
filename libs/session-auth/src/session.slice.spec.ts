import { createAsyncThunk } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@dungeon/store';
import {
  loggedOut,
  selectIsAuthenticated,
  selectLoggedOutByUser,
  selectSessionChecked,
  selectSessionExpired,
  selectSupportFaqRead,
  selectUser,
  selectWithdrawalDate,
  sessionChecked,
  sessionCheckFailed,
  supportFaqRead,
} from './session.slice';

function checkedStore(answer: Parameters<typeof sessionChecked>[0]) {
  const store = makeStore();
  store.dispatch(sessionChecked({ result: 0, username: 'first', email: 'first@example.test' }));
  store.dispatch(sessionChecked(answer));
  return store.getState();
}

describe('session check results (SPEC §4)', () => {
  it('starts unknown: not checked and not signed in', () => {
    const state = makeStore().getState();
    expect(selectSessionChecked(state)).toBe(false);
    expect(selectIsAuthenticated(state)).toBe(false);
  });

  it('0 signs the user in with username, email and the withdrawal date', () => {
    const store = makeStore();
    store.dispatch(
      sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test', withdrawaldate: '2026-12-01' }),
    );
    const state = store.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectUser(state)).toEqual({ username: 'Nyx', email: 'nyx@example.test' });
    expect(state.session?.withdrawalDate).toBe('2026-12-01');
    expect(selectSessionChecked(state)).toBe(true);
  });

  it('a later check without a withdrawal date clears a cancelled closure', () => {
    const store = makeStore();
    store.dispatch(
      sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test', withdrawaldate: '2026-12-01' }),
    );
    store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    expect(selectWithdrawalDate(store.getState())).toBeNull();
  });

  it('records that a FAQ article was read', () => {
    const store = makeStore();
    expect(selectSupportFaqRead(store.getState())).toBe(false);
    store.dispatch(supportFaqRead());
    expect(selectSupportFaqRead(store.getState())).toBe(true);
  });

  it.each([1, 1002])('%i signs the user out without the expiry message', (result) => {
    const state = checkedStore({ result });
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectUser(state)).toBeNull();
    expect(selectSessionExpired(state)).toBe(false);
  });

  it.each([1001, 1004])('%i signs the user out and marks the session expired', (result) => {
    const state = checkedStore({ result });
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectSessionExpired(state)).toBe(true);
  });

  it('any other result only marks the app loaded', () => {
    const store = makeStore();
    store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    store.dispatch(sessionChecked({ result: 42 }));
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    const fresh = makeStore();
    fresh.dispatch(sessionChecked({ result: 42 }));
    expect(selectSessionChecked(fresh.getState())).toBe(true);
    expect(selectIsAuthenticated(fresh.getState())).toBe(false);
  });

  it('a failed check signs out silently and marks the app loaded', () => {
    const store = makeStore();
    store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    store.dispatch(sessionCheckFailed());
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectSessionExpired(store.getState())).toBe(false);
    expect(selectSessionChecked(store.getState())).toBe(true);
  });

  describe('a call the server refuses because the session is gone', () => {
    /** Any thunk's rejection carrying the server's answer, as RTK Query dispatches for a 401. */
    const call = createAsyncThunk('test/call', () => undefined);
    const refused = (error: string) => call.rejected(null, 'r1', undefined, { status: 401, data: { error } });

    it.each(['defaultError_14', 'giftcode', 'tickets_5'])(
      'signs the user out with the expiry message on 401 %s (a "you need to log in")',
      (key) => {
        const store = makeStore();
        store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
        store.dispatch(refused(key));
        expect(selectIsAuthenticated(store.getState())).toBe(false);
        expect(selectUser(store.getState())).toBeNull();
        expect(selectSessionExpired(store.getState())).toBe(true);
      },
    );

    it('ignores other refusals, and refusals while signed out', () => {
      const store = makeStore();
      store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
      store.dispatch(refused('password_1'));
      expect(selectIsAuthenticated(store.getState())).toBe(true);
      const signedOut = makeStore();
      signedOut.dispatch(sessionChecked({ result: 1 }));
      signedOut.dispatch(refused('defaultError_14'));
      expect(selectSessionExpired(signedOut.getState())).toBe(false);
    });
  });

  describe('logout (SPEC §4)', () => {
    function signedIn() {
      const store = makeStore();
      store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
      return store;
    }

    it('the player’s own logout clears the user and is marked as theirs', () => {
      const store = signedIn();
      store.dispatch(loggedOut());
      expect(selectUser(store.getState())).toBeNull();
      expect(selectLoggedOutByUser(store.getState())).toBe(true);
    });

    it('an idle logout clears the user but is not the player’s own', () => {
      const store = signedIn();
      store.dispatch(loggedOut('idle'));
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      expect(selectLoggedOutByUser(store.getState())).toBe(false);
      expect(selectSessionExpired(store.getState())).toBe(false);
    });
  });
});

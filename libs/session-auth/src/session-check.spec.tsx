import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutPending } from '@dungeon/browser-storage';
import { makeStore } from '@dungeon/store';
import { runSessionCheck } from './session-check';
import { selectIsAuthenticated, selectSessionChecked } from './session.slice';
import { sessionState } from './testing';
import { useLogout } from './use-logout';

type Answer = 'ok' | 'error' | 'offline';

/**
 * A server that still holds the player's session until a logout gets through: the login check
 * says signed in (0) until then. Records the calls, by path.
 */
function fakeServer(logoutAnswers: Answer[]) {
  const calls: string[] = [];
  let sessionAlive = true;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      const path = new URL(input.url).pathname.replace(/^\/api/, '');
      calls.push(path);
      const json = (body: unknown, status = 200) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (path === '/auth/logout') {
        const answer = logoutAnswers.shift() ?? 'ok';
        if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
        if (answer === 'error') return json({ error: 'defaultError_5' }, 500);
        sessionAlive = false;
        return json({ result: 0 });
      }
      if (path === '/auth/login/check')
        return json(sessionAlive ? { result: 0, username: 'Nyx', email: 'nyx@example.test' } : { result: 1 });
      return json({ error: 'defaultError_12' }, 404);
    }),
  );
  return { calls, sessionAlive: () => sessionAlive };
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout({ redirectToLogin: false })}>
      Log out
    </button>
  );
}

async function logOutThroughTheSite() {
  const store = makeStore(sessionState('signedIn'));
  const router = createMemoryRouter([{ path: '*', element: <LogoutButton /> }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await vi.waitFor(() => {
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });
}

/** The next start of the site: a new store and the start-up check. */
async function nextStart() {
  const store = makeStore();
  await runSessionCheck(store.dispatch);
  expect(selectSessionChecked(store.getState())).toBe(true);
  return { signedIn: selectIsAuthenticated(store.getState()) };
}

describe('a logout the server never confirmed (SPEC §4, ASVS 3.3.1)', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is finished on the server at the next start, before the login check', async () => {
    const server = fakeServer(['error', 'ok']);
    await logOutThroughTheSite();
    expect(server.sessionAlive()).toBe(true);
    expect(logoutPending.isSet()).toBe(true);

    expect(await nextStart()).toEqual({ signedIn: false });
    expect(server.sessionAlive()).toBe(false);
    expect(server.calls.slice(-2)).toEqual(['/auth/logout', '/auth/login/check']);
    expect(logoutPending.isSet()).toBe(false);
  });

  it('still counts as signed out while the server cannot be reached, and tries again the next time', async () => {
    const server = fakeServer(['offline', 'offline', 'ok']);
    await logOutThroughTheSite();

    expect(await nextStart()).toEqual({ signedIn: false });
    expect(server.calls.filter((path) => path === '/auth/login/check')).toEqual([]);
    expect(logoutPending.isSet()).toBe(true);

    expect(await nextStart()).toEqual({ signedIn: false });
    expect(server.sessionAlive()).toBe(false);
    expect(logoutPending.isSet()).toBe(false);
  });

  it('is dropped when the player signs in again: the new session is not ended', async () => {
    const server = fakeServer(['error']);
    await logOutThroughTheSite();
    const store = makeStore();
    await runSessionCheck(store.dispatch, { afterSignIn: true });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(logoutPending.isSet()).toBe(false);
    expect(server.calls.filter((path) => path === '/auth/logout')).toHaveLength(1);
  });

  it('leaves nothing pending when the logout went through', async () => {
    fakeServer(['ok']);
    await logOutThroughTheSite();
    expect(logoutPending.isSet()).toBe(false);
  });
});

describe('a login check answer without a numeric result (SPEC §4)', () => {
  it('counts as a failed check: the player is signed out, not left as before', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"result":"0","username":"Nyx"}', { headers: { 'content-type': 'application/json' } }),
        ),
      ),
    );
    const store = makeStore(sessionState('signedIn'));
    await runSessionCheck(store.dispatch);
    expect(selectSessionChecked(store.getState())).toBe(true);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });
});

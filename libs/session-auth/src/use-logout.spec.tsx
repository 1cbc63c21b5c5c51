import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '@dungeon/api-client';
import { keepMeLoggedIn, SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { makeStore } from '@dungeon/store';
import { formDrafts } from './form-drafts-storage';
import { selectIsAuthenticated } from './session.slice';
import { sessionState } from './testing';
import { useLogout, type LogoutOptions } from './use-logout';

/** A per-account read, standing for the account overview that used to outlive a logout. */
const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logoutSpecOverview: build.query<{ username: string }, void>({ query: () => '/account/overview' }),
  }),
});

function LogoutButton({ options }: { options: LogoutOptions }) {
  const logout = useLogout();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void logout(options)}>
        Log out
      </button>
    </>
  );
}

async function renderSignedIn(options: LogoutOptions, history = ['/support/contact']) {
  const store = makeStore(sessionState('signedIn'));
  await store.dispatch(overviewApi.endpoints.logoutSpecOverview.initiate());
  const router = createMemoryRouter([{ path: '*', element: <LogoutButton options={options} /> }], {
    initialEntries: history,
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const cached = () => store.getState().api?.queries['logoutSpecOverview(undefined)']?.data;
  return { store, cached, router };
}

describe('useLogout (SPEC §4)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: Request) =>
        Promise.resolve(
          new Response(input.url.endsWith('/account/overview') ? '{"username":"nyx"}' : '{}', {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('has set keep-me-logged-in to false by the time the tab is signed out', async () => {
    keepMeLoggedIn.write(true);
    const { store } = await renderSignedIn({ redirectToLogin: true });
    let flagWhenSignedOut: boolean | null | undefined;
    const unsubscribe = store.subscribe(() => {
      if (flagWhenSignedOut === undefined && !selectIsAuthenticated(store.getState()))
        flagWhenSignedOut = keepMeLoggedIn.read();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/user\/login$/);
    });
    unsubscribe();
    expect(flagWhenSignedOut).toBe(false);
  });

  it('empties the query cache, so the next player never sees the previous one’s data', async () => {
    const { store, cached } = await renderSignedIn({ redirectToLogin: true });
    expect(cached()).toEqual({ username: 'nyx' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/user\/login$/);
    });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(cached()).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
  });

  it('takes the place of the page it leaves: Back from login does not return to it', async () => {
    const { router } = await renderSignedIn({ redirectToLogin: true }, ['/home', '/user/dashboard']);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/user\/login$/);
    });
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
  });

  it('leaves no draft behind after the player’s own logout', async () => {
    formDrafts.save({ account: 'nyx@example.test', path: '/support/contact', formId: 'ticket' }, { subject: 'Hi' });
    await renderSignedIn({ redirectToLogin: true });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/user/login');
    });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toBeNull();
  });

  it('after an idle logout, keeps drafts, empties the cache and leads login back to the page', async () => {
    formDrafts.save({ account: 'nyx@example.test', path: '/support/contact', formId: 'ticket' }, { subject: 'Hi' });
    const otherTab = new BroadcastChannel('emberdeep-session');
    const told = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event: MessageEvent) => {
        resolve(event.data);
      };
    });
    const { cached } = await renderSignedIn({ redirectToLogin: true, reason: 'idle', returnTo: '/support/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/user/login?redirect=%2Fsupport%2Fcontact');
    });
    expect(cached()).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toContain('Hi');
    expect(await told).toEqual({ type: 'logout', reason: 'idle' });
    otherTab.close();
  });
});

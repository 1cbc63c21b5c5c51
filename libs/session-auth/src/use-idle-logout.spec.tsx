import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookiePreferences, keepMeLoggedIn } from '@dungeon/browser-storage';
import { makeStore } from '@dungeon/store';
import { selectIsAuthenticated, selectLoggedOutByUser } from './session.slice';
import { sessionState } from './testing';
import { useIdleLogout } from './use-idle-logout';

function Probe() {
  const { warning, staySignedIn, logOutNow } = useIdleLogout();
  const location = useLocation();
  return (
    <>
      <p data-testid="probe">{`${location.pathname}${location.search} ${warning ? 'warning' : 'calm'}`}</p>
      {/* The warning dialog's two answers (idle-logout-warning.tsx). */}
      <button type="button" onClick={staySignedIn}>
        Stay
      </button>
      <button type="button" onClick={logOutNow}>
        Leave
      </button>
    </>
  );
}

function renderSignedIn() {
  const store = makeStore(sessionState('signedIn'));
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/user/dashboard'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, probe: () => screen.getByTestId('probe').textContent };
}

describe('useIdleLogout (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"result":0}', { headers: { 'content-type': 'application/json' } }))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function idleFor(seconds: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(seconds * 1000);
    });
  }

  it('warns a minute before, then logs out and goes to login, with the page to come back to', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1741);
    expect(probe()).toBe('/user/dashboard warning');
    await idleFor(60);
    await vi.waitFor(() => {
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      expect(probe()).toBe('/user/login?redirect=%2Fuser%2Fdashboard calm');
    });
    expect(keepMeLoggedIn.read()).toBe(false);
    // Not the player's own logout: what they had typed may be kept (useFormDraft).
    expect(selectLoggedOutByUser(store.getState())).toBe(false);
  });

  it('staying signed in drops the warning and starts the wait over', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1741);
    expect(probe()).toBe('/user/dashboard warning');
    act(() => {
      screen.getByRole('button', { name: 'Stay' }).click();
    });
    expect(probe()).toBe('/user/dashboard calm');
    // Past the first deadline, and up to a second before the new one.
    await idleFor(1799);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(probe()).toBe('/user/dashboard warning');
  });

  it('keeps the warning up through key presses and pointer moves, which still restart the wait', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1741);
    expect(probe()).toBe('/user/dashboard warning');
    // Tab to "Log out now", or the pointer moving to it: the warning waits for its answer.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    expect(probe()).toBe('/user/dashboard warning');
    // Past the first deadline: the activity restarted the wait (SPEC §4).
    await idleFor(120);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(probe()).toBe('/user/dashboard warning');
  });

  it('"log out now" signs out at once, as the player\'s own logout, and goes to login', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1741);
    act(() => {
      screen.getByRole('button', { name: 'Leave' }).click();
    });
    await vi.waitFor(() => {
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      expect(probe()).toBe('/user/login calm');
    });
    // The player chose to leave: nothing typed is kept for a return (useFormDraft).
    expect(selectLoggedOutByUser(store.getState())).toBe(true);
  });

  it('keeps a user who chose keep-me-logged-in', async () => {
    cookiePreferences.write(true);
    keepMeLoggedIn.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1801);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(probe()).toBe('/user/dashboard calm');
  });

  it('keeps the user while no cookie preferences were saved', async () => {
    const { store } = renderSignedIn();
    await idleFor(1801);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('restarts on a key press', async () => {
    cookiePreferences.write(true);
    const { store } = renderSignedIn();
    await idleFor(1700);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await idleFor(1700);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('restarts on activity in another tab, and drops the warning there too', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    await idleFor(1741);
    expect(probe()).toBe('/user/dashboard warning');
    const otherTab = new BroadcastChannel('emberdeep-session');
    otherTab.postMessage({ type: 'activity' });
    otherTab.close();
    await vi.waitFor(() => {
      expect(probe()).toBe('/user/dashboard calm');
    });
    await idleFor(1700);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('tells the other tabs of its activity, at most once in five seconds', async () => {
    cookiePreferences.write(true);
    renderSignedIn();
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('emberdeep-session');
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    const press = () => {
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      });
    };
    await idleFor(10);
    press();
    await idleFor(1);
    press();
    await idleFor(5);
    press();
    await vi.waitFor(() => {
      expect(heard.length).toBeGreaterThanOrEqual(2);
    });
    // Time for a third message to arrive, if one had been sent (the channel is not on the fake timers).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([{ type: 'activity' }, { type: 'activity' }]);
    otherTab.close();
  });

  it('signs out when another tab logs out', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    const otherTab = new BroadcastChannel('emberdeep-session');
    otherTab.postMessage({ type: 'logout' });
    otherTab.close();
    await vi.waitFor(() => {
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      expect(probe()).toBe('/user/login calm');
    });
    expect(selectLoggedOutByUser(store.getState())).toBe(true);
  });

  it('follows another tab’s idle logout back to this tab’s own page', async () => {
    cookiePreferences.write(true);
    const { store, probe } = renderSignedIn();
    const otherTab = new BroadcastChannel('emberdeep-session');
    otherTab.postMessage({ type: 'logout', reason: 'idle' });
    otherTab.close();
    await vi.waitFor(() => {
      expect(probe()).toBe('/user/login?redirect=%2Fuser%2Fdashboard calm');
    });
    expect(selectLoggedOutByUser(store.getState())).toBe(false);
  });
});

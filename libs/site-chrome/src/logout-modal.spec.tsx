import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMeLoggedIn } from '@dungeon/browser-storage';
import { loggedOut, selectIsAuthenticated, selectUser } from '@dungeon/session-auth';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import { logoutRequested, selectLogoutModalOpen } from './chrome.slice';
import { RENDER_TIMEOUT_MS, renderChrome } from './testing/render-chrome';

beforeAll(installDialogPolyfill);

let answerLogout: () => void = () => undefined;
const fetchMock = vi.fn<(request: Request) => Promise<Response>>(
  () =>
    new Promise<Response>((resolve) => {
      answerLogout = () => resolve(new Response('', { status: 200 }));
    }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogoutModal (SPEC §2 Logout confirmation modal)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is not shown while the status is unset', async () => {
    await renderChrome('signedIn');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is not shown to a signed-out visitor even when the status is set', async () => {
    const { store } = await renderChrome('signedOut');
    act(() => {
      store.dispatch(logoutRequested());
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks to confirm, with the SPEC title, text and buttons, Cancel focused first', async () => {
    const { store } = await renderChrome('signedIn');
    act(() => {
      store.dispatch(logoutRequested());
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to end your session?');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Cancel closes it and keeps the session', async () => {
    const { store, user } = await renderChrome('signedIn');
    act(() => {
      store.dispatch(logoutRequested());
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectLogoutModalOpen(store.getState())).toBe(false);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Escape closes it too', async () => {
    const { store, user } = await renderChrome('signedIn');
    act(() => {
      store.dispatch(logoutRequested());
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectLogoutModalOpen(store.getState())).toBe(false);
  });

  it('Logout calls the logout endpoint once, clears the session and goes to login', async () => {
    keepMeLoggedIn.write(true);
    const { store, user, where } = await renderChrome('signedIn', '/user/dashboard');
    act(() => {
      store.dispatch(logoutRequested());
    });
    const confirm = screen.getByRole('button', { name: 'Logout' });
    await user.dblClick(confirm);
    expect(confirm).toBeDisabled();
    await act(async () => {
      answerLogout();
      await vi.waitFor(() => {
        expect(selectIsAuthenticated(store.getState())).toBe(false);
      });
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(selectUser(store.getState())).toBeNull();
    expect(keepMeLoggedIn.read()).toBe(false);
    await vi.waitFor(() => {
      expect(where()).toBe('/user/login');
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectLogoutModalOpen(store.getState())).toBe(false);
  });
});

describe('chrome slice', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('clears the logout status when the session ends any other way', async () => {
    const { store } = await renderChrome('signedIn');
    store.dispatch(logoutRequested());
    expect(selectLogoutModalOpen(store.getState())).toBe(true);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(selectLogoutModalOpen(store.getState())).toBe(false);
  });
});

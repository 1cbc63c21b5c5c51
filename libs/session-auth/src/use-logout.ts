import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepMeLoggedIn } from '@dungeon/browser-storage';
import { paths } from '@dungeon/routing';
import { useAppDispatch } from '@dungeon/store';
import { redirectQuery } from './auth-gate';
import { endSessionInTab } from './end-session';
import { openSessionChannel } from './session-channel';
import { endServerSession } from './session-check';
import type { LogoutReason } from './session.slice';

export interface LogoutOptions {
  redirectToLogin: boolean;
  /** Default `user`, the player's own logout; `idle` is the idle timer's. */
  reason?: LogoutReason;
  /** After an idle logout, the page (path, query, hash) the next sign-in returns to. */
  returnTo?: string;
}

/**
 * SPEC §4 logout: calls the logout endpoint, and on success or failure sets keep-me-logged-in to
 * false, clears the session (slices holding apps, currency and prices reset on `loggedOut` too)
 * and the query cache, tells the other tabs, and goes to login when asked: plain login after the
 * player's own logout, with the page to come back to after an idle one.
 */
export function useLogout(): (options: LogoutOptions) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ redirectToLogin, reason = 'user', returnTo }) => {
      // The spec clears the client state whatever the server answered; a session the server still
      // holds is ended at the next start (`endServerSession`, `runSessionCheck`).
      await endServerSession(dispatch);
      // Before the slice: once `loggedOut` is dispatched the page looks signed out (the guard shows
      // login), and a reload from there must not find keep-me-logged-in still true.
      keepMeLoggedIn.write(false);
      await endSessionInTab(dispatch, reason);
      const channel = openSessionChannel(() => undefined);
      channel.post({ type: 'logout', reason });
      channel.close();
      if (!redirectToLogin) return;
      const back = reason === 'idle' && returnTo ? redirectQuery(returnTo) : '';
      await navigate(`${paths.login}${back}`, { replace: true });
    },
    [dispatch, navigate],
  );
}

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
 * SPEC §4 logout: calls the logout endpoint, and on success or failure clears the session
 * (slices holding apps, currency and prices reset on `loggedOut` too) and the query cache, sets
 * keep-me-logged-in to false, tells the other tabs, and goes to login when asked: plain login
 * after the player's own logout, with the page to come back to after an idle one.
 */
export function useLogout(): (options: LogoutOptions) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ redirectToLogin, reason = 'user', returnTo }) => {
      // The spec clears the client state whatever the server answered; a session the server still
      // holds is ended at the next start (`endServerSession`, `runSessionCheck`).
      await endServerSession(dispatch);
      await endSessionInTab(dispatch, reason);
      keepMeLoggedIn.write(false);
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

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepMeLoggedIn } from '@dungeon/browser-storage';
import { paths } from '@dungeon/routing';
import { useAppDispatch } from '@dungeon/store';
import { openSessionChannel } from './session-channel';
import { loggedOut } from './session.slice';

/**
 * SPEC §4 logout: calls the logout endpoint, and on success or failure clears the session
 * (slices holding apps, currency and prices reset on `loggedOut` too), sets keep-me-logged-in to
 * false, tells the other tabs, and goes to login when asked.
 */
export function useLogout(): (options: { redirectToLogin: boolean }) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ redirectToLogin }) => {
      try {
        // Loaded on use: the logout control on every page should not bring the API to first paint.
        const { sessionApi } = await import('./session.api');
        await dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
      } catch {
        // The spec clears the client state whatever the server answered.
      }
      dispatch(loggedOut());
      keepMeLoggedIn.write(false);
      const channel = openSessionChannel(() => undefined);
      channel.post({ type: 'logout' });
      channel.close();
      if (redirectToLogin) await navigate(paths.login, { replace: true });
    },
    [dispatch, navigate],
  );
}

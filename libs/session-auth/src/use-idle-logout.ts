import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { locationTarget, paths } from '@dungeon/routing';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { redirectQuery } from './auth-gate';
import { endSessionInTab } from './end-session';
import { shouldLogOutWhenIdle } from './idle-logout-rule';
import { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS, IdleTimer } from './idle-timer';
import { openSessionChannel, type SessionChannel } from './session-channel';
import { selectIsAuthenticated } from './session.slice';
import { useLogout } from './use-logout';

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;
/** Activity is shared with other tabs at most this often. */
const BROADCAST_EVERY_MS = 5_000;

export interface IdleLogoutState {
  /** True during the last minute before an idle logout. */
  warning: boolean;
  staySignedIn: () => void;
  logOutNow: () => void;
}

/**
 * Runs the SPEC §4 idle timer while signed in: mouse movement and key presses (in this tab or
 * another) restart it; a minute before it fires a warning is raised, which only its answers close
 * here (activity in another tab closes it too: the player is over there); when it fires the rule of
 * `shouldLogOutWhenIdle` decides. A logout in another tab signs this one out too. An idle logout
 * is not the player's own: login then leads back to the page they were on.
 */
export function useIdleLogout(): IdleLogoutState {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();
  // The page to come back to, read when the timer fires (a dependency would restart the timer).
  const here = useRef(locationTarget(location));
  const [warning, setWarning] = useState(false);
  const timer = useRef<IdleTimer | null>(null);
  const channel = useRef<SessionChannel | null>(null);

  useEffect(() => {
    here.current = locationTarget(location);
  }, [location]);

  useEffect(() => {
    if (!signedIn) return;
    const idle = new IdleTimer({
      timeoutMs: IDLE_LOGOUT_SECONDS * 1000,
      warnBeforeMs: IDLE_WARNING_SECONDS * 1000,
      onWarn: () => {
        setWarning(shouldLogOutWhenIdle(true));
      },
      onIdle: () => {
        setWarning(false);
        if (shouldLogOutWhenIdle(true)) void logout({ redirectToLogin: true, reason: 'idle', returnTo: here.current });
      },
    });
    timer.current = idle;
    let lastBroadcast = 0;
    const sync = openSessionChannel((message) => {
      if (message.type === 'activity') {
        setWarning(false);
        idle.activity();
      } else {
        void endSessionInTab(dispatch, message.reason);
        const back = message.reason === 'idle' ? redirectQuery(here.current) : '';
        void navigate(`${paths.login}${back}`, { replace: true });
      }
    });
    channel.current = sync;
    // Activity restarts the wait (SPEC §4) but leaves an open warning up: it is a question, and the
    // keys and pointer moves that reach its own buttons are activity too.
    const onActivity = () => {
      idle.activity();
      const now = Date.now();
      if (now - lastBroadcast > BROADCAST_EVERY_MS) {
        lastBroadcast = now;
        sync.post({ type: 'activity' });
      }
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    idle.start();
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      idle.stop();
      sync.close();
      timer.current = null;
      channel.current = null;
      setWarning(false);
    };
  }, [signedIn, logout, dispatch, navigate]);

  return {
    warning,
    staySignedIn: () => {
      setWarning(false);
      timer.current?.activity();
      channel.current?.post({ type: 'activity' });
    },
    logOutNow: () => {
      setWarning(false);
      void logout({ redirectToLogin: true });
    },
  };
}

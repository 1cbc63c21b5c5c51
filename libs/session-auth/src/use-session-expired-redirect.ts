import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { locationTarget, paths, requiresAuth } from '@dungeon/routing';
import { useAppSelector } from '@dungeon/store';
import { redirectQuery } from './auth-gate';
import { selectSessionExpired } from './session.slice';

/**
 * SPEC §4 "1001 or 1004: session expired; the user is logged out and sent to login". On an (auth)
 * page the guard does that; this sends the player from a public page too, once, when the session
 * turns expired or already is when the app first renders (the login page then shows
 * defaultError_2), with the page to come back to.
 */
export function useSessionExpiredRedirect(): void {
  const expired = useAppSelector(selectSessionExpired);
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  // Not the value at mount: the start-up's check may answer expired before a page that is not
  // hydrated (index.html, a page prerendered as a frame) first renders, and that player must go too.
  const wasExpired = useRef(false);

  useEffect(() => {
    const justExpired = expired && !wasExpired.current;
    wasExpired.current = expired;
    if (!justExpired || requiresAuth(matches) || location.pathname === paths.login) return;
    void navigate(`${paths.login}${redirectQuery(locationTarget(location))}`, { replace: true });
  }, [expired, location, matches, navigate]);
}

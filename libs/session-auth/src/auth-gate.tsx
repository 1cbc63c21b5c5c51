import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, type Location } from 'react-router-dom';
import { locationTarget, paths, requiresAuth } from '@dungeon/routing';
import { useAppSelector } from '@dungeon/store';
import { selectIsAuthenticated, selectLoggedOutByUser, selectSessionChecked } from './session.slice';

export function redirectQuery(target: string): string {
  return `?redirect=${encodeURIComponent(target)}`;
}

/**
 * SPEC §2 route guard for (auth) routes: unfinished check -> /authorization, signed out ->
 * /user/login; both carry the original target (path, query, hash) to come back to.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const checked = useAppSelector(selectSessionChecked);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const loggedOutByUser = useAppSelector(selectLoggedOutByUser);
  // The location this guard sent to the holding page (the object: a key can come back, as
  // "default" does for any history entry without state). If the check finishes before the player
  // gets there (its code still loading, or React Router still drawing the way, which it does in a
  // transition, after the store's update), the page being left must not mount: it would mount
  // (and fetch) once here and again on the way back.
  const [sentAway, setSentAway] = useState<Location | null>(null);
  if (!requiresAuth(matches)) return children;
  const back = redirectQuery(locationTarget(location));
  if (!checked) {
    if (sentAway !== location) setSentAway(location);
    return <Navigate replace to={`${paths.authorization}${back}`} />;
  }
  if (sentAway === location) return null;
  // After the player's own logout, plain login (SPEC §4 "goes to login"): the page they left is
  // not where the next sign-in should lead.
  if (!signedIn) return <Navigate replace to={loggedOutByUser ? paths.login : `${paths.login}${back}`} />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router-dom';
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
  const navigation = useNavigation();
  if (!requiresAuth(matches)) return children;
  // Sent to the holding page, whose code is still loading, when the check finished: the page
  // being left must not mount now, or it mounts (and fetches) once here and again on the way back.
  if (navigation.state !== 'idle' && navigation.location.pathname === paths.authorization) return null;
  const back = redirectQuery(locationTarget(location));
  if (!checked) return <Navigate replace to={`${paths.authorization}${back}`} />;
  // After the player's own logout, plain login (SPEC §4 "goes to login"): the page they left is
  // not where the next sign-in should lead.
  if (!signedIn) return <Navigate replace to={loggedOutByUser ? paths.login : `${paths.login}${back}`} />;
  return children;
}

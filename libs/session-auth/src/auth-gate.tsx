import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { locationTarget, paths, requiresAuth } from '@dungeon/routing';
import { useAppSelector } from '@dungeon/store';
import { selectIsAuthenticated, selectSessionChecked } from './session.slice';

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
  if (!requiresAuth(matches)) return children;
  const back = redirectQuery(locationTarget(location));
  if (!checked) return <Navigate replace to={`${paths.authorization}${back}`} />;
  if (!signedIn) return <Navigate replace to={`${paths.login}${back}`} />;
  return children;
}

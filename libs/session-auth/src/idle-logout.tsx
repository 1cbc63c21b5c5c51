import { lazy, Suspense } from 'react';
import { useAccountChangeCleanup } from './use-account-change-cleanup';
import { useIdleLogout } from './use-idle-logout';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

const IdleLogoutWarning = lazy(() => import('./idle-logout-warning'));

/**
 * Placed once by the shell: runs the idle timer and shows the warning (loaded only when needed),
 * sends the player to login when the server has ended the session, and forgets the previous
 * account's cached data when the session changes hands.
 */
export function IdleLogout() {
  useSessionExpiredRedirect();
  useAccountChangeCleanup();
  const { warning, staySignedIn, logOutNow } = useIdleLogout();
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleLogoutWarning staySignedIn={staySignedIn} logOutNow={logOutNow} />
    </Suspense>
  );
}

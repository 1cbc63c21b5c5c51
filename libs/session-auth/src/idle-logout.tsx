import { lazy, Suspense } from 'react';
import { useIdleLogout } from './use-idle-logout';

const IdleLogoutWarning = lazy(() => import('./idle-logout-warning'));

/** Placed once by the shell: runs the idle timer and shows the warning (loaded only when needed). */
export function IdleLogout() {
  const { warning, staySignedIn, logOutNow } = useIdleLogout();
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleLogoutWarning staySignedIn={staySignedIn} logOutNow={logOutNow} />
    </Suspense>
  );
}

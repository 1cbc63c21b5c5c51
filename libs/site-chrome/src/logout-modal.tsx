import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsAuthenticated, useLogout } from '@dungeon/session-auth';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { Dialog } from '@dungeon/ui-kit';
import { CHROME_NS } from './chrome-namespace';
import { logoutDismissed, selectLogoutModalOpen } from './chrome.slice';
import './logout-modal.css';

/**
 * SPEC §2 "Logout confirmation modal": shown only while signed in and the status is set.
 * Placed once by the shell; the header and mobile menu set the status with `logoutRequested`.
 * An alert dialog whose first focus is Cancel, the choice that loses nothing.
 */
export function LogoutModal() {
  const { t } = useTranslation(CHROME_NS);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const requested = useAppSelector(selectLogoutModalOpen);
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => dispatch(logoutDismissed());

  async function confirm() {
    if (loggingOut) return;
    setLoggingOut(true);
    try {
      // SPEC §4: the session is cleared whatever the server answers; `loggedOut` clears the status.
      await logout({ redirectToLogin: true });
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <Dialog
      open={signedIn && requested}
      onClose={dismiss}
      role="alertdialog"
      title={t('logout.title')}
      description={t('logout.body')}
      initialFocusRef={cancelRef}
      className="logout-modal"
    >
      <div className="logout-modal__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={loggingOut}
          aria-busy={loggingOut}
          onClick={() => void confirm()}
        >
          {t('logout.confirm')}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={dismiss}>
          {t('logout.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

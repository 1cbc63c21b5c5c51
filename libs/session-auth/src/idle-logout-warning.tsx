import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_WARNING_SECONDS } from './idle-timer';
import { SESSION_NS } from './session-namespace';
import type { IdleLogoutState } from './use-idle-logout';

/**
 * The one-minute warning before an idle logout: a native modal <dialog> (WAI-ARIA alertdialog
 * semantics, focus kept inside, Escape means "stay signed in"), closed only by its answers; focus
 * then returns to where it was.
 */
export default function IdleLogoutWarning({ staySignedIn, logOutNow }: Omit<IdleLogoutState, 'warning'>) {
  const { t } = useTranslation(SESSION_NS);
  const dialog = useRef<HTMLDialogElement>(null);
  // Where the player was, read as the warning first renders (its button takes focus as it mounts).
  const [before] = useState(() => document.activeElement);
  // Closed before React removes it, in a layout effect's clean-up, and focus goes back to where the
  // player was (removed while open, the dialog left focus on the page's body).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [before]);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-body"
      onCancel={(event) => {
        event.preventDefault();
        staySignedIn();
      }}
    >
      <h2 id="idle-warning-title">{t('idle.title')}</h2>
      <p id="idle-warning-body">{t('idle.body', { seconds: IDLE_WARNING_SECONDS })}</p>
      <div className="actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus in an alert dialog */}
        <button type="button" className="button button--primary" autoFocus onClick={staySignedIn}>
          {t('idle.stay')}
        </button>
        <button type="button" className="button" onClick={logOutNow}>
          {t('idle.logout')}
        </button>
      </div>
    </dialog>
  );
}

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, fieldErrorsOf } from '@dungeon/api-client';
import { useErrorMessage, useFormatters } from '@dungeon/i18n-locales';
import { Dialog } from '@dungeon/ui-kit';
import { CurrentPasswordField } from '../forms/current-password-field';
import { useRefusal } from '../forms/refusal';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { useAccountSessionsQuery, useRevokeOtherSessionsMutation } from './sessions.api';

type Outcome = { kind: 'done'; count: number } | { kind: 'failed'; key: string };

/**
 * The account's signed-in devices (issue 5, beyond the spec): device, sign-in and last activity of
 * each live session, this browser's marked. "Log out everywhere else" asks first, in an alert
 * dialog that opens on a password field: the server wants the password again (ASVS 3.3.4), so a
 * stolen session cannot sign the player out everywhere else. A missing or wrong password is said at
 * the field and the dialog stays; any other failure closes it and shows the catalogue error with a
 * retry, the password kept for it. The count of devices signed out is reported at the end.
 */
export function SignedInDevices({ headingId }: { headingId: string }) {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const errorMessage = useErrorMessage();
  const { formatDateTime } = useFormatters();
  const { data, isLoading, isError, refetch } = useAccountSessionsQuery();
  const [revokeOthers, revoking] = useRevokeOtherSessionsMutation();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  // A missing or wrong password is said at the field, which then takes focus (the form's alert is
  // the section's outcome, outside the dialog).
  const { errors, check, refuse } = useRefusal<'password'>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  async function signOutOthers() {
    if (revoking.isLoading) return;
    if (!check(password ? {} : { password: 'password_2' })) return;
    setOutcome(null);
    try {
      const { revoked } = await revokeOthers({ password }).unwrap();
      setPassword('');
      setOutcome({ kind: 'done', count: revoked });
    } catch (error) {
      if (fieldErrorsOf(error)['password']) {
        // The dialog stays, with what was typed, for another try.
        refuse(error, ({ password: atField }) => ({ password: atField }));
        return;
      }
      setOutcome({ kind: 'failed', key: errorKeyOf(error) });
    }
    setConfirming(false);
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void signOutOthers();
  }

  function closeDialog() {
    setConfirming(false);
    setPassword('');
    check({}); // clears the field's message
  }

  // An effect, not a frame callback: it runs after the dialog's own cleanup has given focus back
  // to its opener, so the result keeps the focus (the opener may be gone once no other device is left).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <>
      <p className="dashboard__meta">{t('dashboard.devices.intro')}</p>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {!data && isError && (
        <div className="dashboard__error">
          <p role="alert">{t('dashboard.devices.loadError')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {outcome?.kind === 'done' && (
        <p ref={outcomeRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          {t('dashboard.devices.done', { count: outcome.count })}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <div className="dashboard__error">
          <p ref={outcomeRef} role="alert" tabIndex={-1}>
            {errorMessage(outcome.key)}
          </p>
          {/* The password the failed call was sent with is kept for this; without one, the dialog asks again. */}
          <button
            type="button"
            className="button"
            disabled={revoking.isLoading}
            onClick={() => {
              if (password) void signOutOthers();
              else setConfirming(true);
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && (
        <>
          <ul className="dashboard__owned" aria-labelledby={headingId}>
            {data.sessions.map((session) => (
              <li key={session.id} className="dashboard__owned-item">
                <span className="dashboard__owned-name">{session.device || t('dashboard.devices.unknown')}</span>
                {session.current && <span className="dashboard__tag">{t('dashboard.devices.current')}</span>}
                <span className="dashboard__meta">
                  {t('dashboard.devices.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
                </span>
                <span className="dashboard__meta">
                  {t('dashboard.devices.signedIn', { date: formatDateTime(session.createdAt) })}
                </span>
              </li>
            ))}
          </ul>
          {others === 0 ? (
            <p className="dashboard__empty">{t('dashboard.devices.noOthers')}</p>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('dashboard.devices.signOutOthers')}
            </button>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={closeDialog}
        role="alertdialog"
        title={t('dashboard.devices.confirmTitle')}
        description={t('dashboard.devices.confirmBody')}
        initialFocusRef={passwordRef}
      >
        <form noValidate onSubmit={submit} aria-busy={revoking.isLoading}>
          <CurrentPasswordField
            ref={passwordRef}
            label={t('dashboard.devices.password')}
            hint={t('dashboard.devices.passwordHint')}
            value={password}
            onChange={setPassword}
            error={errors.password && errorMessage(errors.password)}
          />
          <div className="dashboard__links">
            <button
              type="submit"
              className="button button--primary"
              disabled={revoking.isLoading}
              aria-busy={revoking.isLoading}
            >
              {revoking.isLoading ? t('dashboard.devices.signingOut') : t('dashboard.devices.confirm')}
            </button>
            <button type="button" className="button" onClick={closeDialog}>
              {t('dashboard.devices.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

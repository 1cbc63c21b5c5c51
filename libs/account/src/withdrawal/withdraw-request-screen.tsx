import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { WITHDRAWAL_GRACE_DAYS } from '@dungeon/contract';
import { useErrorMessage, withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { runSessionCheck } from '@dungeon/session-auth';
import { useAppDispatch } from '@dungeon/store';
import { ScreenLoadError } from '../dashboard/screen-load-error';
import { CurrentPasswordField } from '../forms/current-password-field';
import { atFieldsOrAlert, RefusalAlert, useRefusal } from '../forms/refusal';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { validateWithdrawal } from './withdrawal-rules';
import { useAccountWithdrawalQuery, useRequestAccountWithdrawalMutation } from './withdrawal.api';
import '../dashboard/account-screen.css';

const CONSEQUENCES = ['grace', 'items', 'currency', 'access', 'signIn', 'data'] as const;

/**
 * /user/withdraw: what closing the account means, then the password and an explicit
 * confirmation. On success the server has set the closure date; /user/withdraw/confirm shows it.
 */
export function WithdrawRequestScreen() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const status = useAccountWithdrawalQuery();
  const [requestWithdrawal, { isLoading }] = useRequestAccountWithdrawalMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState(false);
  const { errors, alertRef, check, refuse } = useRefusal<'password' | 'confirm'>();
  const confirmId = useId();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = validateWithdrawal(password, confirm);
    if (!check(found)) return;
    try {
      await requestWithdrawal({ password, confirm: true }).unwrap();
      // The login check carries the new withdrawal date into the session (SPEC §4).
      await runSessionCheck(dispatch);
      await navigate(paths.withdrawConfirm, { replace: true });
    } catch (error) {
      // A wrong password (or the box left unticked) is said at its field, not a second time above the form.
      refuse(error, atFieldsOrAlert);
    }
  }

  const pending = Boolean(status.data?.withdrawalDate);

  return (
    <div className="page account-screen account-screen--narrow">
      <h1>{t('withdraw.heading')}</h1>
      {!status.data && status.isFetching && <p role="status">{t('common.loading')}</p>}
      {/* Unread, the status may be a closure already pending: the form waits for a retry. */}
      {!status.data && status.isError && <ScreenLoadError onRetry={() => void status.refetch()} />}
      {!status.data ? null : pending ? (
        <p className="account-notice" role="status">
          {withGap(t('withdraw.alreadyPending'))}
          <Link to={paths.withdrawConfirm}>{t('withdraw.viewPending')}</Link>
        </p>
      ) : (
        <>
          <p>{t('withdraw.intro')}</p>
          <h2>{t('withdraw.consequencesHeading')}</h2>
          <ul>
            {CONSEQUENCES.map((item) => (
              <li key={item}>{t(`withdraw.consequences.${item}`, { count: WITHDRAWAL_GRACE_DAYS })}</li>
            ))}
          </ul>
          <RefusalAlert ref={alertRef} error={errors.form} className="account-notice account-notice--warning" />
          <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
            <CurrentPasswordField
              label={t('withdraw.password')}
              hint={t('withdraw.passwordHint')}
              value={password}
              onChange={setPassword}
              error={errors.password && errorMessage(errors.password)}
            />
            <div className="account-check">
              <input
                id={confirmId}
                type="checkbox"
                required
                checked={confirm}
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? `${confirmId}-error` : undefined}
                onChange={(event) => {
                  setConfirm(event.target.checked);
                }}
              />
              <label htmlFor={confirmId}>{t('withdraw.confirm')}</label>
              {errors.confirm && (
                <p id={`${confirmId}-error`} className="field__error">
                  {errorMessage(errors.confirm)}
                </p>
              )}
            </div>
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={isLoading}>
                {isLoading ? t('withdraw.submitting') : t('withdraw.submit')}
              </button>
              <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

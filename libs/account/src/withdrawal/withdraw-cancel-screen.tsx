import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { useErrorMessage, useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { useFocusWhenShown } from '@dungeon/ui-kit';
import { ScreenLoadError } from '../dashboard/screen-load-error';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { CLOSURE_DATE_STYLE } from './withdrawal-rules';
import { useAccountWithdrawalQuery, useCancelAccountWithdrawalMutation } from './withdrawal.api';
import '../dashboard/account-screen.css';

/**
 * /user/withdraw/cancel: asks once, then cancels the pending closure. Opening the page changes
 * nothing (a link in a mail must not act by itself); with nothing pending it says so (withdrawn_4).
 */
export function WithdrawCancelScreen() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const errorMessage = useErrorMessage();
  const { formatDateTime } = useFormatters();
  const { data, isLoading, isError, refetch } = useAccountWithdrawalQuery();
  const [cancelWithdrawal, cancel] = useCancelAccountWithdrawalMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const focusResult = useFocusWhenShown(() => resultRef.current);

  async function confirmCancel() {
    if (cancel.isLoading) return;
    setFailure(null);
    try {
      await cancelWithdrawal().unwrap();
      setDone(true);
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
    focusResult();
  }

  return (
    <div className="page account-screen account-screen--narrow">
      <h1>{t('withdrawCancel.heading')}</h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {!data && isError && <ScreenLoadError onRetry={() => void refetch()} />}
      {done && (
        <p ref={resultRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          {t('withdrawCancel.done')}
        </p>
      )}
      {failure && (
        <p ref={resultRef} className="account-notice account-notice--warning" role="alert" tabIndex={-1}>
          {errorMessage(failure)}
        </p>
      )}
      {!done && data?.withdrawalDate && (
        <>
          <p>{t('withdrawCancel.question', { date: formatDateTime(data.withdrawalDate, CLOSURE_DATE_STYLE) })}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void confirmCancel()}
            disabled={cancel.isLoading}
            aria-busy={cancel.isLoading}
          >
            {cancel.isLoading ? t('withdrawCancel.submitting') : t('withdrawCancel.submit')}
          </button>
        </>
      )}
      {!done && !failure && data && !data.withdrawalDate && (
        <p className="account-notice" role="status">
          {errorMessage('withdrawn_4')}
        </p>
      )}
      <p>
        <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
      </p>
    </div>
  );
}

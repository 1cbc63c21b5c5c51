import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { ScreenLoadError } from '../dashboard/screen-load-error';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { CLOSURE_DATE_STYLE } from './withdrawal-rules';
import { useAccountWithdrawalQuery } from './withdrawal.api';
import '../dashboard/account-screen.css';

/**
 * /user/withdraw/confirm: the step after the request. It confirms the closure is scheduled,
 * gives its date and time in the active language, and leads to /user/withdraw/cancel. Its heading
 * says a closure was requested only once the server says one is scheduled: while loading, after a
 * failed read and with none scheduled it names the page's subject alone.
 */
export function WithdrawPendingScreen() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const { formatDateTime } = useFormatters();
  const { data, isLoading, isError, refetch } = useAccountWithdrawalQuery();

  return (
    <div className="page account-screen account-screen--narrow">
      <h1>{t(data?.withdrawalDate ? 'withdrawConfirm.heading' : 'withdrawConfirm.statusHeading')}</h1>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {!data && isError && <ScreenLoadError onRetry={() => void refetch()} />}
      {data?.withdrawalDate && (
        <>
          <p className="account-notice account-notice--warning">
            <strong>
              {t('withdrawConfirm.scheduled', {
                date: formatDateTime(data.withdrawalDate, CLOSURE_DATE_STYLE),
              })}
            </strong>
          </p>
          <p>{t('withdrawConfirm.mailSent')}</p>
          <p>{t('withdrawConfirm.changeMind')}</p>
          <div className="account-actions">
            <Link className="button button--primary" to={paths.withdrawCancel}>
              {t('withdrawConfirm.cancel')}
            </Link>
            <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
          </div>
        </>
      )}
      {data && !data.withdrawalDate && (
        <>
          <p className="account-notice">{t('withdrawConfirm.none')}</p>
          <div className="account-actions">
            <Link to={paths.withdraw}>{t('withdrawConfirm.request')}</Link>
            <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
          </div>
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import './account-screen.css';

/**
 * An account screen whose data could not be read: the message announced, and a retry. The screen
 * shows nothing that depends on the data meanwhile (a closure may be pending, for one).
 */
export function ScreenLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  return (
    <div className="account-load-error">
      <p className="account-error" role="alert">
        {t('dashboard.loadError')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

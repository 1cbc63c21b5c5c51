import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { selectWithdrawalDate } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import { SHOP_NS } from './shop-namespace';

/** Whether the signed-in account has a closure pending (the session check's `withdrawaldate`). */
export function useClosurePending(): boolean {
  return useAppSelector(selectWithdrawalDate) !== null;
}

/**
 * Said before a purchase or a gift code is tried while a closure is pending, which the server
 * refuses: its refusal (`refusal`: shop_4 for a purchase, withdrawn_2 for a gift code) and the way
 * to review or cancel the closure. Nothing otherwise.
 */
export function ClosurePendingNotice({ refusal }: { refusal: 'shop_4' | 'withdrawn_2' }) {
  const { t } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  if (!useClosurePending()) return null;
  return (
    <p className="shop-notice" role="status">
      {errorMessage(refusal)} <Link to={paths.withdrawConfirm}>{t('closurePending.review')}</Link>
    </p>
  );
}

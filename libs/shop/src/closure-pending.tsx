import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withGap } from '@dungeon/i18n-locales';
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
 * refuses (shop_4 for a purchase, withdrawn_2 for a gift code): that the pending closure stops
 * `action`, and the way to review or cancel it. In its own words, not the catalogue's: shop_4 and
 * withdrawn_2 speak of a withdrawn account, and this one is still open. Nothing otherwise.
 */
export function ClosurePendingNotice({ action }: { action: 'purchase' | 'gift' }) {
  const { t } = useTranslation(SHOP_NS);
  if (!useClosurePending()) return null;
  return (
    <p className="shop-notice" role="status">
      {withGap(t(`closurePending.${action}`))}
      <Link to={paths.withdrawConfirm}>{t('closurePending.review')}</Link>
    </p>
  );
}

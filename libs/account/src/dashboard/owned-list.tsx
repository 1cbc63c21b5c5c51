import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnedProduct } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { useDashboardSlots } from './dashboard-slots';

export interface OwnedListProps {
  items: OwnedProduct[];
  emptyText: string;
}

/**
 * Owned editions or DLC: name, how acquired, how many, since when. The name is the shop's, in the
 * page language, when the shell passes the `productName` slot; else (and while it loads) the
 * server's brand name.
 */
export function OwnedList({ items, emptyText }: OwnedListProps) {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const { productName: ProductName } = useDashboardSlots();
  const { formatDate } = useFormatters();
  if (items.length === 0) return <p className="dashboard__empty">{emptyText}</p>;
  return (
    <ul className="dashboard__owned">
      {items.map((item) => (
        <li key={item.productid} className="dashboard__owned-item">
          <span className="dashboard__owned-name">
            {ProductName ? (
              <Suspense fallback={item.name}>
                <ProductName product={item} />
              </Suspense>
            ) : (
              item.name
            )}
          </span>
          {item.gifted && <span className="dashboard__tag">{t('dashboard.owned.gifted')}</span>}
          {item.status === 'pending' && <span className="dashboard__tag">{t('dashboard.owned.pending')}</span>}
          {item.count > 1 && (
            <span className="dashboard__meta">{t('dashboard.owned.count', { count: item.count })}</span>
          )}
          <span className="dashboard__meta">{t('dashboard.owned.since', { date: formatDate(item.acquiredAt) })}</span>
        </li>
      ))}
    </ul>
  );
}

import { lazy, Suspense } from 'react';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { SHOP_NS } from './shop-namespace';

// Its own chunk, fetched with the shop's strings when the dashboard first renders it, so neither the
// dashboard nor the shell's first load carries the shop API.
const PurchaseHistory = lazy(lazyPage(() => import('./purchase-history'), [SHOP_NS, ERRORS_NS]));

/** The purchase history for the account dashboard's slot, loaded on demand; renders nothing until it arrives. */
export function LazyPurchaseHistory() {
  return (
    <Suspense fallback={null}>
      <PurchaseHistory />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { SHOP_NS } from './shop-namespace';

// Its own chunk, fetched with its strings when first rendered: the widget, the shop API and the
// contract's schemas stay out of /home's initial JS.
const ShopHighlights = lazy(lazyPage(() => import('./shop-highlights'), [SHOP_NS, ERRORS_NS]));

/** The shop highlights for the home page's shop slot, loaded on demand; renders nothing until it arrives. */
export function LazyShopHighlights() {
  return (
    <Suspense fallback={null}>
      <ShopHighlights />
    </Suspense>
  );
}

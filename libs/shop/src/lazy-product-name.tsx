import { lazy } from 'react';
import { lazyPage } from '@dungeon/i18n-locales';
import { SHOP_NS } from './shop-namespace';

/**
 * `ProductName` for the account dashboard's `productName` slot (its owned games and DLC), loaded on
 * demand with the `shop` strings: its own small chunk and the shop's shared names chunk, never the
 * shell's first load. It suspends until they arrive, so the host wraps it in a `<Suspense>` whose
 * fallback is the server's brand name (the dashboard does). The start-up then carries only this line
 * (34 to 56 bytes gzip measured; a wrapper with its own `<Suspense>` cost about 20 more, with little
 * room left under /home's hydration budget).
 */
export const LazyProductName = lazy(lazyPage(() => import('./product-name'), [SHOP_NS]));

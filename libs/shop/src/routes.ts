import type { RouteObject } from 'react-router-dom';
import { CAPTCHA_NS } from '@dungeon/captcha/namespace';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { SHOP_NS } from './shop-namespace';

/** The routes this library owns (SPEC §2); the shell composes them. */
export const shopRoutes: RouteObject[] = [
  {
    path: paths.shop,
    handle: { titleKey: 'shop:pages.shop.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/shop.route'), [SHOP_NS, ERRORS_NS]),
  },
  {
    path: paths.shopProduct,
    handle: { auth: true, titleKey: 'shop:pages.shopProduct.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/shop-product.route'), [SHOP_NS, ERRORS_NS]),
  },
  {
    path: paths.shopError,
    handle: { titleKey: 'shop:pages.shopError.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/shop-error.route'), [SHOP_NS, ERRORS_NS]),
  },
  {
    path: paths.purchaseSuccess,
    handle: { titleKey: 'shop:pages.purchaseSuccess.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/purchase-success.route'), [SHOP_NS, ERRORS_NS]),
  },
  {
    path: paths.purchaseSuccessCurrency,
    handle: { titleKey: 'shop:pages.purchaseSuccessCurrency.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/purchase-success-currency.route'), [SHOP_NS, ERRORS_NS]),
  },
  {
    path: paths.giftApply,
    handle: { auth: true, titleKey: 'shop:pages.giftApply.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/gift-apply.route'), [SHOP_NS, ERRORS_NS, CAPTCHA_NS]),
  },
  {
    path: paths.giftReceipt,
    handle: { auth: true, titleKey: 'shop:pages.giftReceipt.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/gift-receipt.route'), [SHOP_NS, ERRORS_NS]),
  },
];

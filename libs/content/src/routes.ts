import { redirect, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { CONTENT_NS } from './content-namespace';
import { rootRedirectTarget } from './root-redirect';

/** The routes this library owns (SPEC §2); the shell composes them. */
export const contentRoutes: RouteObject[] = [
  { path: paths.root, loader: () => redirect(rootRedirectTarget(new Date())) },
  {
    path: paths.home,
    handle: { titleKey: 'content:pages.home.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/home.route'), [CONTENT_NS]),
  },
  {
    path: paths.careers,
    handle: { titleKey: 'content:pages.careers.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/careers.route'), [CONTENT_NS]),
  },
  {
    path: paths.legal,
    handle: { titleKey: 'content:pages.legal.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalPrivacy,
    handle: { titleKey: 'content:pages.legalPrivacy.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-privacy.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalCookie,
    handle: { titleKey: 'content:pages.legalCookie.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-cookie.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalLauncher,
    handle: { titleKey: 'content:pages.legalLauncher.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-launcher.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalCodeOfConduct,
    handle: { titleKey: 'content:pages.legalCodeOfConduct.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-code-of-conduct.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalGame,
    handle: { titleKey: 'content:pages.legalGame.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-game.route'), [CONTENT_NS]),
  },
  {
    path: paths.legalPayment,
    handle: { titleKey: 'content:pages.legalPayment.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/legal-payment.route'), [CONTENT_NS]),
  },
  {
    path: paths.winterHolidayEvent,
    handle: { titleKey: 'content:pages.winterHolidayEvent.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/winter-holiday-event.route'), [CONTENT_NS]),
  },
  {
    path: paths.play,
    handle: { titleKey: 'content:pages.play.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/play.route'), [CONTENT_NS]),
  },
  {
    path: paths.twitchDrops,
    handle: { titleKey: 'content:pages.twitchDrops.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/twitch-drops.route'), [CONTENT_NS]),
  },
];

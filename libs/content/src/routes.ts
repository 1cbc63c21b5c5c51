import { redirect, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { CAREERS_NS } from './careers/careers-namespace';
import { CONTENT_NS } from './content-namespace';
import { EVENTS_NS } from './events/events-namespace';
import { withHomeSlots, type HomeSlots } from './home/home-slots';
import {
  LEGAL_CODE_OF_CONDUCT_NS,
  LEGAL_COOKIE_NS,
  LEGAL_GAME_NS,
  LEGAL_INDEX_NS,
  LEGAL_LAUNCHER_NS,
  LEGAL_PAYMENT_NS,
  LEGAL_PRIVACY_NS,
} from './legal/legal-namespaces';
import { PLAY_NS } from './play/play-namespace';
import { rootRedirectTarget } from './root-redirect';

export interface ContentRoutesOptions {
  /** Components of other domains that /home shows (README "Home slots"). */
  homeSlots?: HomeSlots;
}

/**
 * The routes this library owns (SPEC §2); the shell composes them. Each page loads with the
 * `content` namespace (titles, shared labels) and its own namespace, and nothing else.
 */
export function createContentRoutes({ homeSlots = {} }: ContentRoutesOptions = {}): RouteObject[] {
  const loadHome = lazyPage(() => import('./pages/home.route'), [CONTENT_NS]);
  return [
    { path: paths.root, loader: () => redirect(rootRedirectTarget(new Date())) },
    {
      path: paths.home,
      handle: { titleKey: 'content:pages.home.title' } satisfies RouteHandle,
      lazy: async () => {
        const { Component } = await loadHome();
        return { Component: withHomeSlots(Component, homeSlots) };
      },
    },
    {
      path: paths.careers,
      handle: { titleKey: 'content:pages.careers.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/careers.route'), [CONTENT_NS, CAREERS_NS]),
    },
    {
      path: paths.legal,
      handle: { titleKey: 'content:pages.legal.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal.route'), [CONTENT_NS, LEGAL_INDEX_NS]),
    },
    {
      path: paths.legalPrivacy,
      handle: { titleKey: 'content:pages.legalPrivacy.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-privacy.route'), [CONTENT_NS, LEGAL_PRIVACY_NS]),
    },
    {
      path: paths.legalCookie,
      handle: { titleKey: 'content:pages.legalCookie.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-cookie.route'), [CONTENT_NS, LEGAL_COOKIE_NS]),
    },
    {
      path: paths.legalLauncher,
      handle: { titleKey: 'content:pages.legalLauncher.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-launcher.route'), [CONTENT_NS, LEGAL_LAUNCHER_NS]),
    },
    {
      path: paths.legalCodeOfConduct,
      handle: { titleKey: 'content:pages.legalCodeOfConduct.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-code-of-conduct.route'), [CONTENT_NS, LEGAL_CODE_OF_CONDUCT_NS]),
    },
    {
      path: paths.legalGame,
      handle: { titleKey: 'content:pages.legalGame.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-game.route'), [CONTENT_NS, LEGAL_GAME_NS]),
    },
    {
      path: paths.legalPayment,
      handle: { titleKey: 'content:pages.legalPayment.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/legal-payment.route'), [CONTENT_NS, LEGAL_PAYMENT_NS]),
    },
    {
      path: paths.winterHolidayEvent,
      handle: { titleKey: 'content:pages.winterHolidayEvent.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/winter-holiday-event.route'), [CONTENT_NS, EVENTS_NS]),
    },
    {
      path: paths.play,
      handle: { titleKey: 'content:pages.play.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/play.route'), [CONTENT_NS, PLAY_NS]),
    },
    {
      path: paths.twitchDrops,
      handle: { titleKey: 'content:pages.twitchDrops.title' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/twitch-drops.route'), [CONTENT_NS, EVENTS_NS]),
    },
  ];
}

/** The routes with no home slots: /home shows its own sections and links to news and the shop. */
export const contentRoutes: RouteObject[] = createContentRoutes();

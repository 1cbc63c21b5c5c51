import { redirect, type RouteObject } from 'react-router-dom';
// The namespace entry only, so the route table does not pull the captcha widget into the first load.
import { CAPTCHA_NS } from '@dungeon/captcha/namespace';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { SUPPORT_NS } from './support-namespace';

const PAGE_NS = [SUPPORT_NS, ERRORS_NS];
/** Forms with a captcha also need its strings before they render. */
const FORM_NS = [SUPPORT_NS, ERRORS_NS, CAPTCHA_NS];

/** The routes this library owns (SPEC §2); the shell composes them. */
export const supportRoutes: RouteObject[] = [
  {
    path: paths.supportContact,
    handle: { auth: true, titleKey: 'support:pages.supportContact.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/support-contact.route'), FORM_NS),
  },
  {
    path: paths.supportMyTickets,
    handle: { auth: true, titleKey: 'support:pages.supportMyTickets.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/support-my-tickets.route'), PAGE_NS),
  },
  {
    path: paths.supportSearch,
    handle: { titleKey: 'support:pages.supportSearch.title', prerender: 'frame' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/support-search.route'), PAGE_NS),
  },
  {
    path: paths.supportArticle,
    handle: { titleKey: 'support:pages.supportArticle.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/support-article.route'), PAGE_NS),
  },
  {
    path: paths.reportAll,
    handle: { titleKey: 'support:pages.reportAll.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-all.route'), FORM_NS),
  },
  {
    path: paths.reportBanAppeal,
    handle: { titleKey: 'support:pages.reportBanAppeal.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-ban-appeal.route'), FORM_NS),
  },
  {
    path: paths.reportBug,
    handle: { titleKey: 'support:pages.reportBug.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-bug.route'), FORM_NS),
  },
  {
    path: paths.reportPlayer,
    handle: { titleKey: 'support:pages.reportPlayer.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-player.route'), FORM_NS),
  },
  { path: paths.supportFaq, loader: () => redirect(paths.supportSearch) },
];

import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
// The namespace entry only: the route table must not pull the captcha widget into the first load.
import { CAPTCHA_NS } from '@dungeon/captcha/namespace';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { ACCOUNT_NS } from './account-namespace';
import { withDashboardSlots, type DashboardSlots } from './dashboard/dashboard-slots';
import { ACCOUNT_SCREENS_NS } from './screens-namespace';

export interface AccountRoutesOptions {
  /** Components of other domains that the dashboard shows (README "Dashboard slots"). */
  dashboardSlots?: DashboardSlots;
}

/** The routes this library owns (SPEC §2); the shell composes them. */
export function createAccountRoutes({ dashboardSlots = {} }: AccountRoutesOptions = {}): RouteObject[] {
  const loadDashboard = lazyPage(() => import('./pages/dashboard.route'), [ACCOUNT_NS, ERRORS_NS, ACCOUNT_SCREENS_NS]);
  // One wrapped component for both dashboard routes, so moving between them keeps the screen mounted.
  let DashboardPage: ComponentType | undefined;
  const lazyDashboard = async () => {
    const { Component } = await loadDashboard();
    DashboardPage ??= withDashboardSlots(Component, dashboardSlots);
    return { Component: DashboardPage };
  };
  return [
    {
      path: paths.dashboard,
      handle: { auth: true, titleKey: 'account:pages.dashboard.title' } satisfies RouteHandle,
      lazy: lazyDashboard,
    },
    {
      path: paths.dashboardControl,
      handle: { auth: true, titleKey: 'account:pages.dashboard.title' } satisfies RouteHandle,
      lazy: lazyDashboard,
    },
    ...pageRoutes,
  ];
}

/** Every route but the dashboard's. */
const pageRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: { titleKey: 'account:pages.login.title', prerender: 'frame' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/login.route'), [ACCOUNT_NS, ERRORS_NS]),
  },
  {
    path: paths.register,
    handle: { titleKey: 'account:pages.register.title', prerender: 'frame' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/register.route'), [ACCOUNT_NS, ERRORS_NS, CAPTCHA_NS]),
  },
  {
    path: paths.passwordReset,
    handle: { titleKey: 'account:pages.passwordReset.title', prerender: 'frame' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/password-reset.route'), [ACCOUNT_NS, ERRORS_NS, CAPTCHA_NS]),
  },
  {
    path: paths.withdraw,
    handle: { auth: true, titleKey: 'account:pages.withdraw.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/withdraw.route'), [ACCOUNT_NS, ERRORS_NS, ACCOUNT_SCREENS_NS]),
  },
  {
    path: paths.withdrawCancel,
    handle: { auth: true, titleKey: 'account:pages.withdrawCancel.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/withdraw-cancel.route'), [ACCOUNT_NS, ERRORS_NS, ACCOUNT_SCREENS_NS]),
  },
  {
    path: paths.withdrawConfirm,
    handle: { auth: true, titleKey: 'account:pages.withdrawConfirm.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/withdraw-confirm.route'), [ACCOUNT_NS, ERRORS_NS, ACCOUNT_SCREENS_NS]),
  },
  {
    path: paths.chafMigrate,
    handle: { auth: true, titleKey: 'account:pages.chafMigrate.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/chaf-migrate.route'), [ACCOUNT_NS, ERRORS_NS, ACCOUNT_SCREENS_NS]),
  },
  { path: paths.migrate, loader: () => redirect(paths.chafMigrate) },
];

/** The same routes with no dashboard slots (`createAccountRoutes()`), so existing shells keep compiling. */
export const accountRoutes: RouteObject[] = createAccountRoutes();

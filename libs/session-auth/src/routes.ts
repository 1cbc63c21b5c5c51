import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { SESSION_NS } from './session-namespace';

export const sessionRoutes: RouteObject[] = [
  {
    path: paths.authorization,
    handle: { isBrowser: false, titleKey: 'session:authorization.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/authorization.route'), [SESSION_NS]),
  },
];

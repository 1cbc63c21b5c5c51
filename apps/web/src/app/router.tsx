import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@dungeon/account';
import { createContentRoutes } from '@dungeon/content';
import { LazyRecentNews, newsRoutes } from '@dungeon/news';
import { paths } from '@dungeon/routing';
import { sessionRoutes } from '@dungeon/session-auth';
import { shopRoutes } from '@dungeon/shop';
import { supportRoutes } from '@dungeon/support';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The complete route table of SPEC §2, composed from the libraries that own each page. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...createContentRoutes({ homeSlots: { recentNews: LazyRecentNews } }),
          ...sessionRoutes,
          ...accountRoutes,
          ...shopRoutes,
          ...supportRoutes,
          ...newsRoutes,
          // SPEC §2: any unknown path redirects to /.
          { path: '*', loader: () => redirect(paths.root) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { createAccountRoutes } from '@dungeon/account';
import { createContentRoutes } from '@dungeon/content';
import { LazyRecentNews, newsRoutes } from '@dungeon/news';
import { paths } from '@dungeon/routing';
import { sessionRoutes } from '@dungeon/session-auth';
import { LazyProductName, LazyPurchaseHistory, LazyShopHighlights, shopRoutes } from '@dungeon/shop';
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
          // Other domains' parts of /home and the dashboard, each its own chunk (loaded when shown).
          ...createContentRoutes({ homeSlots: { recentNews: LazyRecentNews, shopHighlights: LazyShopHighlights } }),
          ...sessionRoutes,
          ...createAccountRoutes({
            dashboardSlots: { purchaseHistory: LazyPurchaseHistory, productName: LazyProductName },
          }),
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

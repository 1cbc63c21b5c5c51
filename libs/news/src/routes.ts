import type { RouteObject } from 'react-router-dom';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { paths, type RouteHandle } from '@dungeon/routing';
import { NEWS_NS } from './news-namespace';

/** The routes this library owns (SPEC §2); the shell composes them. */
export const newsRoutes: RouteObject[] = [
  {
    path: paths.newsAll,
    handle: { titleKey: 'news:pages.newsAll.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/news-all.route'), [NEWS_NS, ERRORS_NS]),
  },
  {
    path: paths.newsArticle,
    handle: { titleKey: 'news:pages.newsArticle.title' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/news-article.route'), [NEWS_NS, ERRORS_NS]),
  },
];

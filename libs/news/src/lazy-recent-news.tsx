import { lazy, Suspense } from 'react';
import { ERRORS_NS, lazyPage } from '@dungeon/i18n-locales';
import { NEWS_NS } from './news-namespace';

// Its own chunk, fetched with its strings when first rendered: the widget stays out of /home's initial JS.
const RecentNews = lazy(lazyPage(() => import('./recent-news'), [NEWS_NS, ERRORS_NS]));

/** The recent-news widget for the home page, loaded on demand; renders nothing until it arrives. */
export function LazyRecentNews() {
  return (
    <Suspense fallback={null}>
      <RecentNews />
    </Suspense>
  );
}

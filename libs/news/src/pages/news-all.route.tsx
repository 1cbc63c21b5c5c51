import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newsFeedUrl } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { NewsCard } from '../news-card';
import { NewsError } from '../news-error';
import { NEWS_NS } from '../news-namespace';
import { newsItemsOf } from '../news-pages';
import { useNewsListInfiniteQuery } from '../news.api';
import './news-all.css';

/**
 * /news/all: newest first, "Load more" appends the next page (SPEC §8 news_1 empty, news_3 the
 * list failed, news_4 more failed). After a load, focus moves to the first new card's link so a
 * keyboard or screen-reader user carries on reading where the new items start. The list ends with
 * the news feed's link, in the page's language.
 */
export function Component() {
  const { t, i18n } = useTranslation(NEWS_NS);
  const errorMessage = useErrorMessage();
  const { data, isLoading, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useNewsListInfiniteQuery({ lang: i18n.language });
  const items = useMemo(() => newsItemsOf(data?.pages), [data]);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.news-card__link')[from]?.focus();
  }, [items.length]);

  function loadMore() {
    focusFrom.current = items.length;
    void fetchNextPage();
  }

  return (
    <div className="page news-all">
      <h1>{t('list.heading')}</h1>
      {isLoading && <p role="status">{t('list.loading')}</p>}
      {!data && isError && (
        <NewsError message={errorMessage('news_3')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      )}
      {data && items.length === 0 && <p className="news-all__empty">{errorMessage('news_1')}</p>}
      {items.length > 0 && (
        <ol ref={listRef} className="news-grid">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
      {isFetchNextPageError && (
        <NewsError message={errorMessage('news_4')} retryLabel={t('retry')} onRetry={loadMore} />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="news-all__more">
          <button
            type="button"
            className="button button--primary"
            onClick={loadMore}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
      {/* The feed is a file for readers, not a page of the app: a plain link. It comes with the list,
          so the list, arriving after the first paint, never pushes it down (CLS). */}
      {items.length > 0 && (
        <p className="news-all__feed">
          <a href={newsFeedUrl(i18n.language)} type="application/atom+xml">
            {t('list.feed')}
          </a>
        </p>
      )}
    </div>
  );
}

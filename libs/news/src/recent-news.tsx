import { useTranslation } from 'react-i18next';
import { NEWS_RECENT_COUNT } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { NewsCard } from './news-card';
import { NewsError } from './news-error';
import { NEWS_NS } from './news-namespace';
import { useRecentNewsQuery } from './news.api';
import './recent-news.css';

/**
 * The latest articles for the home page's news slot (SPEC §8 news_1 none, news_2 loading failed).
 * Only the list: the slot around it owns the heading (h2) and the link to all news, so card
 * titles are h3.
 */
export function RecentNews() {
  const { t, i18n } = useTranslation(NEWS_NS);
  const errorMessage = useErrorMessage();
  const { data, isLoading, isError, refetch } = useRecentNewsQuery({ lang: i18n.language, limit: NEWS_RECENT_COUNT });

  if (isLoading) return <p role="status">{t('list.loading')}</p>;
  if (isError && !data)
    return <NewsError message={errorMessage('news_2')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  if (!data?.items.length) return <p>{errorMessage('news_1')}</p>;
  return (
    <ul className="recent-news">
      {data.items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={3} compact />
        </li>
      ))}
    </ul>
  );
}

export default RecentNews;

import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { pathIdOf } from '@dungeon/contract';
import { useErrorMessage, useFormatters, usePageTitle } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { ArticleHtml } from '@dungeon/ui-kit';
import { NewsError } from '../news-error';
import { NEWS_NS } from '../news-namespace';
import { useNewsArticleQuery } from '../news.api';
import { ShareButton } from '../share-button';
import './news-article.css';

function articlePath(id: number): string {
  return generatePath(paths.newsArticle, { id: String(id) });
}

/**
 * /news/:id: the article, its studio HTML sanitized before it reaches the DOM, previous (older)
 * and next (newer) links, and sharing. An unknown id shows news_1; another failure shows the
 * key the failure maps to (errorKeyOf) with a retry.
 */
export function Component() {
  const { t, i18n } = useTranslation(NEWS_NS);
  const errorMessage = useErrorMessage();
  const { formatDate } = useFormatters();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // The ids the server can have (newsArticleIdSchema); anything else is news_1 without a call.
  const articleId = pathIdOf(id);
  // `currentData`, not `data`: after Previous/Next, `data` still holds the article left behind,
  // which must not show (nor hide a failure) under the new address.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useNewsArticleQuery(articleId === null ? skipToken : { id: articleId, lang: i18n.language });

  const notFound = articleId === null || (error !== undefined && errorKeyOf(error) === 'news_1');
  usePageTitle(notFound ? undefined : data?.title);

  return (
    <div className="page news-article">
      <p className="news-article__back">
        <Link to={paths.newsAll}>{t('article.back')}</Link>
      </p>
      {/* Until an article is there to title the page, the page's own name heads it. */}
      {(!data || notFound) && <h1>{t('pages.newsArticle.title')}</h1>}
      {isFetching && !data && <p role="status">{t('article.loading')}</p>}
      {notFound && <NewsError message={errorMessage('news_1')} retryLabel={t('retry')} />}
      {!notFound && error !== undefined && !data && !isFetching && (
        <NewsError message={errorMessage(errorKeyOf(error))} retryLabel={t('retry')} onRetry={() => void refetch()} />
      )}
      {data && !notFound && (
        <article aria-labelledby="news-article-title">
          <div lang={data.lang}>
            <header className="news-article__header">
              <p className="news-article__meta">
                <span className="news-article__category">{t(`categories.${data.category}`)}</span>
                <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, { dateStyle: 'long' })}</time>
              </p>
              <h1 id="news-article-title">{data.title}</h1>
              <p className="news-article__summary">{data.summary}</p>
            </header>
            <img
              className="news-article__image"
              src={data.image.src}
              width={data.image.width}
              height={data.image.height}
              alt={data.image.alt}
              decoding="async"
            />
            <ArticleHtml html={data.bodyHtml} onSiteLink={navigate} className="news-article__body" />
          </div>
          <footer className="news-article__footer">
            <ShareButton title={data.title} />
            {(data.previous ?? data.next) && (
              <nav aria-label={t('article.neighbours')} className="news-article__neighbours">
                {data.previous && (
                  <Link rel="prev" className="news-article__neighbour" to={articlePath(data.previous.id)}>
                    <span className="news-article__direction">{t('article.previous')}</span>
                    <span lang={data.lang}>{data.previous.title}</span>
                  </Link>
                )}
                {data.next && (
                  <Link
                    rel="next"
                    className="news-article__neighbour news-article__neighbour--next"
                    to={articlePath(data.next.id)}
                  >
                    <span className="news-article__direction">{t('article.next')}</span>
                    <span lang={data.lang}>{data.next.title}</span>
                  </Link>
                )}
              </nav>
            )}
          </footer>
        </article>
      )}
    </div>
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { pathIdOf } from '@dungeon/contract';
import { useErrorMessage, useFormatters, usePageTitle } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { supportFaqRead } from '@dungeon/session-auth';
import { useAppDispatch } from '@dungeon/store';
import { ArticleHtml } from '@dungeon/ui-kit';
import { SUPPORT_NS } from '../support-namespace';
import { useFaqArticleQuery } from '../support.api';
import '../forms/form.css';
import './support-article.css';

/**
 * /support/search/:id: a help article in the page's language, its HTML sanitized (DOMPurify)
 * before it reaches the DOM; same-site links inside it navigate in the app.
 */
export function Component() {
  const { t, i18n } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const { formatDate } = useFormatters();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const articleId = pathIdOf(id);
  // `currentData`, not `data`: going back or forward to another article, `data` still holds the
  // one left behind, which must not show (nor hide a failure) under the new address.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useFaqArticleQuery(articleId === null ? skipToken : { id: articleId, lang: i18n.language });
  const dispatch = useAppDispatch();
  const articleShown = Boolean(data);

  // SPEC §3 supportFAQRead: set once an article has actually been shown.
  useEffect(() => {
    if (articleShown) dispatch(supportFaqRead());
  }, [articleShown, dispatch]);

  const notFound = articleId === null || (error !== undefined && 'status' in error && error.status === 404);
  usePageTitle(notFound ? undefined : data?.title);
  const loading = isFetching && !data;

  return (
    <div className="page support-article">
      <p>
        <Link to={paths.supportSearch}>{t('article.back')}</Link>
      </p>
      {/* Until an article is there to title the page, the page's own name heads it. */}
      {(!data || notFound) && <h1>{t('pages.supportArticle.title')}</h1>}
      {loading && <p role="status">{t('common.loading')}</p>}
      {notFound && (
        <p role="alert" className="support-notice support-notice--error">
          {t('article.notFound')}
        </p>
      )}
      {!notFound && error !== undefined && !data && !isFetching && (
        <div className="support-notice support-notice--error">
          <p role="alert">{errorMessage(errorKeyOf(error))}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && !notFound && (
        <article aria-labelledby="support-article-title" lang={data.lang}>
          <p className="support-article__meta">
            <span>{t(`categories.${data.category}`)}</span>{' '}
            <time dateTime={data.updatedAt}>{t('article.updated', { date: formatDate(data.updatedAt) })}</time>
          </p>
          <h1 id="support-article-title">{data.title}</h1>
          <ArticleHtml html={data.bodyHtml} onSiteLink={navigate} className="support-article__body" />
        </article>
      )}
      {/* Shown once the article (or why it is missing) is: drawn below "Loading" it would jump down
          the screen when the article arrives (layout shift). */}
      {!loading && (
        <aside className="support-article__help" aria-labelledby="support-article-help">
          <h2 id="support-article-help">{t('article.stillNeedHelp')}</h2>
          <Link to={paths.supportContact} className="button">
            {t('article.contact')}
          </Link>
        </aside>
      )}
    </div>
  );
}

import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@dungeon/i18n-locales';
import { TableScroller } from '@dungeon/ui-kit';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { useAccountCurrencyHistoryInfiniteQuery } from './dashboard.api';

/**
 * The Red Stone ledger, newest first; "Load more" appends the next page (SPEC §3). After a load,
 * focus moves to the first new row so a keyboard or screen-reader user reads on from there.
 */
export function CurrencyHistory({ headingId }: { headingId: string }) {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const { formatDate, formatNumber } = useFormatters();
  const { data, isLoading, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useAccountCurrencyHistoryInfiniteQuery();
  const entries = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const captionId = useId();
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    bodyRef.current?.querySelectorAll<HTMLElement>('th[scope="row"]')[from]?.focus();
  }, [entries.length]);

  function loadMore() {
    focusFrom.current = entries.length;
    void fetchNextPage();
  }

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (!data && isError) {
    return (
      <div className="dashboard__error">
        <p role="alert">{t('dashboard.history.loadError')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (entries.length === 0) return <p className="dashboard__empty">{t('dashboard.history.empty')}</p>;

  return (
    <>
      <TableScroller labelledBy={captionId} stack>
        <table className="dashboard__history" aria-describedby={headingId}>
          <caption id={captionId} className="dashboard__caption">
            {t('dashboard.history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.history.date')}</th>
              <th scope="col">{t('dashboard.history.change')}</th>
              <th scope="col">{t('dashboard.history.reason')}</th>
              <th scope="col">{t('dashboard.history.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" tabIndex={-1}>
                  <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                </th>
                <td
                  data-label={t('dashboard.history.change')}
                  className={
                    entry.delta.startsWith('-') ? 'dashboard__delta' : 'dashboard__delta dashboard__delta--plus'
                  }
                >
                  {formatNumber(entry.delta, { signDisplay: 'exceptZero' })}
                </td>
                <td data-label={t('dashboard.history.reason')}>{t(`dashboard.history.reasons.${entry.reason}`)}</td>
                <td data-label={t('dashboard.history.balanceAfter')}>{formatNumber(entry.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p className="dashboard__meta" role="status">
        {t('dashboard.history.shown', { count: entries.length })}
      </p>
      {isFetchNextPageError && (
        <div className="dashboard__error">
          <p role="alert">{t('dashboard.history.loadMoreError')}</p>
          <button type="button" className="button" onClick={loadMore}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {hasNextPage && !isFetchNextPageError && (
        <button
          type="button"
          className="button"
          onClick={loadMore}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('dashboard.history.loadingMore') : t('dashboard.history.loadMore')}
        </button>
      )}
    </>
  );
}

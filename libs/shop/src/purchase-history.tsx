import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { useErrorMessage, useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { TableScroller } from '@dungeon/ui-kit';
import { useProductName } from './product-names';
import { receiptPath, type ReceiptState } from './product-paths';
import { SHOP_NS } from './shop-namespace';
import { usePurchasesQuery } from './shop.api';
import { useAccountScope } from './use-account-scope';
import { useReceiptAmount } from './use-receipt-amount';
import './shop.css';

/** A refusal a retry cannot change (403: the account was closed) shows its own message. */
function isRefusal(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 403;
}

/**
 * The dashboard's purchase history (the account lib's `purchaseHistory` slot): its own section and
 * heading, then one row per purchase, newest first: date, product, amount, status and the receipt
 * number, which opens that receipt. Empty, loading and error states are the section's own.
 */
export function PurchaseHistory() {
  const { t } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  const { formatDate } = useFormatters();
  const productName = useProductName();
  const receiptAmount = useReceiptAmount();
  const account = useAccountScope();
  const headingId = useId();
  const captionId = useId();
  // Fresh on every visit: another tab may have bought something since.
  const { data, error, isError, isFetching, refetch } = usePurchasesQuery(account ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (!data && isFetching) body = <p role="status">{t('history.loading')}</p>;
  else if (!data && isError && isRefusal(error)) body = <p role="alert">{errorMessage(errorKeyOf(error))}</p>;
  else if (!data && isError) {
    body = (
      <div className="shop-notice shop-notice--error" role="alert">
        <p>{t('history.loadError')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('catalogue.retry')}
        </button>
      </div>
    );
  } else if (data && data.items.length === 0) {
    body = (
      <>
        <p className="shop-history__empty">{t('history.empty')}</p>
        <Link to={paths.shop}>{t('history.shop')}</Link>
      </>
    );
  } else if (data) {
    body = (
      <TableScroller labelledBy={captionId} stack>
        <table className="shop-history">
          <caption id={captionId} className="shop-history__caption">
            {t('history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.product')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((receipt) => (
              <tr key={receipt.receiptNumber}>
                <td data-label={t('history.date')}>
                  <time dateTime={receipt.createdAt}>{formatDate(receipt.createdAt)}</time>
                </td>
                <th scope="row">{productName({ ...receipt.product, stoneAmount: receipt.stonesCredited })}</th>
                <td data-label={t('history.amount')} className="shop-history__amount">
                  {receiptAmount(receipt)}
                </td>
                <td data-label={t('history.status')}>{t(`receipt.status.${receipt.status}`)}</td>
                <td data-label={t('history.receipt')}>
                  <Link to={receiptPath(receipt)} state={{ receipt } satisfies ReceiptState}>
                    {receipt.receiptNumber}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    );
  }

  return (
    <section className="shop-history__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      {body}
    </section>
  );
}

export default PurchaseHistory;

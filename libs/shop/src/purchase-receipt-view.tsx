import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FactList } from '@dungeon/ui-kit';
import { stonesText } from './price-format';
import { useProductName } from './product-names';
import type { ReceiptState } from './product-paths';
import { SHOP_NS } from './shop-namespace';
import { usePurchaseReceiptQuery } from './shop.api';
import './shop.css';
import { useAccountScope } from './use-account-scope';
import { useReceiptAmount } from './use-receipt-amount';

function receiptFromState(state: unknown): ReceiptState | null {
  const given = state as Partial<ReceiptState> | null;
  return given?.receipt && typeof given.receipt.receiptNumber === 'string'
    ? { receipt: given.receipt, justBought: given.justBought === true }
    : null;
}

/** Not found (404 shop_13: not this account's receipt) is "no purchase"; anything else may pass on a retry. */
function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}

/**
 * /purchase-success and /purchase-success/currency: what was bought, the receipt number and, for
 * Red Stone packs, the balance after it. The receipt comes in router state from the purchase page or
 * the purchase history, or is fetched by its number (`?receipt=`) from a bookmark. Only the purchase
 * page's state (`justBought`, kept by a reload) makes it a thank-you; otherwise it is a receipt.
 */
export function PurchaseReceiptView({ currencyPack }: { currencyPack: boolean }) {
  const { t } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  const productName = useProductName();
  const receiptAmount = useReceiptAmount();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = receiptFromState(location.state);
  const number = params.get('receipt');
  const account = useAccountScope();
  const fetched = usePurchaseReceiptQuery(
    !fromState && number && account ? { account, receiptNumber: number } : skipToken,
  );
  const receipt = fromState?.receipt ?? fetched.data ?? null;
  // Opened from the purchase history or a bookmark, the page is a receipt, not a thank-you: no
  // "you bought", no mail "sent", and the balance is the one after that purchase, not today's.
  const justBought = fromState?.justBought === true;
  const successTitle = currencyPack ? t('pages.purchaseSuccessCurrency.title') : t('pages.purchaseSuccess.title');
  // A receipt's page names a receipt; the bare address (nothing to show) keeps the route's title.
  const title = justBought || !number ? successTitle : t('history.receipt');

  if (!receipt) {
    const failed = fetched.isError && !isNotFound(fetched.error);
    return (
      <div className="page">
        <h1>{title}</h1>
        {failed ? (
          <div className="shop-notice shop-notice--error" role="alert">
            <p>{t('receipt.loadError')}</p>
            <button type="button" className="button" onClick={() => void fetched.refetch()}>
              {t('catalogue.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{fetched.isFetching ? t('success.loading') : t('success.none')}</p>
        )}
        <Link className="button" to={paths.shop}>
          {t('success.continue')}
        </Link>
      </div>
    );
  }
  const name = productName({ ...receipt.product, stoneAmount: receipt.stonesCredited });
  return (
    <div className="page">
      <h1>{title}</h1>
      {justBought && <p>{t('success.bought', { name })}</p>}
      {receipt.status === 'pending' && (
        <p className="shop-notice" role="status">
          {t('success.pending')}
        </p>
      )}
      <FactList className="shop-receipt">
        <dt>{t('success.product')}</dt>
        <dd>{name}</dd>
        <dt>{t('success.amount')}</dt>
        <dd>{receiptAmount(receipt)}</dd>
        <dt>{t('success.receiptNumber')}</dt>
        <dd>{receipt.receiptNumber}</dd>
        <dt>{t('success.date')}</dt>
        <dd>
          <time dateTime={receipt.createdAt}>{formatters.formatDateTime(receipt.createdAt)}</time>
        </dd>
        <dt>{t('history.status')}</dt>
        <dd>{t(`receipt.status.${receipt.status}`)}</dd>
        {receipt.balanceAfter !== null && (
          <>
            <dt>{justBought ? t('success.balance') : t('receipt.balanceAfter')}</dt>
            <dd>{stonesText(t, formatters, receipt.balanceAfter)}</dd>
          </>
        )}
      </FactList>
      {justBought && <p>{t('success.mail')}</p>}
      <div className="actions">
        <Link className="button button--primary" to={paths.shop}>
          {t('success.continue')}
        </Link>
        <Link className="button" to={paths.dashboard}>
          {t('success.dashboard')}
        </Link>
      </div>
    </div>
  );
}

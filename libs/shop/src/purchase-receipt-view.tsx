import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { PurchaseReceipt } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FactList } from '@dungeon/ui-kit';
import { formatStones } from './price-format';
import { useProductName } from './product-names';
import { SHOP_NS } from './shop-namespace';
import { usePurchaseReceiptQuery } from './shop.api';
import './shop.css';
import { useAccountScope } from './use-account-scope';
import { useReceiptAmount } from './use-receipt-amount';

function receiptFromState(state: unknown): PurchaseReceipt | null {
  const receipt = (state as { receipt?: PurchaseReceipt } | null)?.receipt;
  return receipt && typeof receipt.receiptNumber === 'string' ? receipt : null;
}

/** Not found (404 shop_13: not this account's receipt) is "no purchase"; anything else may pass on a retry. */
function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}

/**
 * /purchase-success and /purchase-success/currency: what was bought, the receipt number and, for
 * Red Stone packs, the new balance. The receipt comes in router state from the purchase page or the
 * purchase history, or is fetched by its number (`?receipt=`) after a reload or from a bookmark.
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
  const receipt = fromState ?? fetched.data ?? null;
  const title = currencyPack ? t('pages.purchaseSuccessCurrency.title') : t('pages.purchaseSuccess.title');

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
      <p>{t('success.bought', { name })}</p>
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
            <dt>{t('success.balance')}</dt>
            <dd>{t('stones', { amount: formatStones(formatters, receipt.balanceAfter) })}</dd>
          </>
        )}
      </FactList>
      <p>{t('success.mail')}</p>
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

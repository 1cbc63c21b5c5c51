import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { RED_STONE_CODE, type PurchaseReceipt } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { formatStones } from './price-format';
import { useProductName } from './product-names';
import { SHOP_NS } from './shop-namespace';
import { usePurchaseReceiptQuery } from './shop.api';
import './shop.css';
import { useAccountScope } from './use-account-scope';

function receiptFromState(state: unknown): PurchaseReceipt | null {
  const receipt = (state as { receipt?: PurchaseReceipt } | null)?.receipt;
  return receipt && typeof receipt.receiptNumber === 'string' ? receipt : null;
}

/**
 * /purchase-success and /purchase-success/currency: what was bought, the receipt number and, for
 * Red Stone packs, the new balance. The receipt comes in router state from the purchase page, or
 * is fetched by its number (`?receipt=`) after a reload.
 */
export function PurchaseReceiptView({ currencyPack }: { currencyPack: boolean }) {
  const { t } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  const productName = useProductName();
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
    return (
      <div className="page">
        <h1>{title}</h1>
        <p role="status">{fetched.isFetching ? t('success.loading') : t('success.none')}</p>
        <Link className="button" to={paths.shop}>
          {t('success.continue')}
        </Link>
      </div>
    );
  }
  const name = productName({ ...receipt.product, stoneAmount: receipt.stonesCredited });
  const amount =
    receipt.currency === RED_STONE_CODE
      ? t('stones', { amount: formatStones(formatters, receipt.amount) })
      : formatters.formatCurrency(receipt.amount, receipt.currency);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{t('success.bought', { name })}</p>
      {receipt.status === 'pending' && (
        <p className="shop-notice" role="status">
          {t('success.pending')}
        </p>
      )}
      <dl className="shop-receipt">
        <dt>{t('success.product')}</dt>
        <dd>{name}</dd>
        <dt>{t('success.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('success.receiptNumber')}</dt>
        <dd>{receipt.receiptNumber}</dd>
        <dt>{t('success.date')}</dt>
        <dd>{formatters.formatDateTime(receipt.createdAt)}</dd>
        {receipt.balanceAfter !== null && (
          <>
            <dt>{t('success.balance')}</dt>
            <dd>{t('stones', { amount: formatStones(formatters, receipt.balanceAfter) })}</dd>
          </>
        )}
      </dl>
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

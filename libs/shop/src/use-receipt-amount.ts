import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RED_STONE_CODE, type PurchaseReceipt } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { stonesText } from './price-format';
import { SHOP_NS } from './shop-namespace';

/**
 * What a receipt charged, in the page language: money in its currency ("$49.99", "49,99 €"), Red
 * Stones as a count ("1,500 Red Stones"), or "free" for a product a gift code gave (booked as 0).
 * Amounts stay exact decimal strings all the way to `Intl`.
 */
export function useReceiptAmount(): (
  receipt: Pick<PurchaseReceipt, 'amount' | 'currency' | 'paymentMethod'>,
) => string {
  const { t } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  return useCallback(
    ({ amount, currency, paymentMethod }) => {
      if (paymentMethod === 'gift') return t('receipt.gift');
      if (currency === RED_STONE_CODE) return stonesText(t, formatters, amount);
      return formatters.formatCurrency(amount, currency);
    },
    [t, formatters],
  );
}

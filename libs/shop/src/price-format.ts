import type { TFunction } from 'i18next';
import { pluralOperand } from '@dungeon/contract';
import type { Formatters } from '@dungeon/i18n-locales';
import type { Price } from './pricing.slice';

/**
 * A price as the page shows it: the exact decimal string in the currency's own style for the
 * language ("$29.99", "29,99 €"); null when the price is not known yet.
 */
export function formatPrice(formatters: Formatters, price: Price): string | null {
  if (price.price === null || price.currency === null) return null;
  return formatters.formatCurrency(price.price, price.currency);
}

/** A Red Stone count with the language's digit grouping ("1,100", "1.100"); never through a float. */
export function formatStones(formatters: Formatters, amount: string): string {
  return formatters.formatNumber(amount);
}

/** "1,100 Red Stones", "1 100 красных камней": a Red Stone amount in words, in the plural its number takes. */
export function stonesText(t: TFunction, formatters: Formatters, amount: string): string {
  return t('stones', { amount: formatStones(formatters, amount), count: pluralOperand(amount) });
}

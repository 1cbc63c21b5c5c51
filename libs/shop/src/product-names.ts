import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@dungeon/i18n-locales';
import { stonesText } from './price-format';
import { SHOP_NS } from './shop-namespace';

/** The product keys this library has words for; the server's brand name covers any other. */
const KNOWN_PRODUCTS = new Set([
  'standard',
  'founder',
  'dlc_legendary_status',
  'dlc_seasonal_pack',
  'red_stones',
  'classic',
]);

/** A product's name in the page language: `Standard Edition`, `1.100 Rote Steine`... */
export function useProductName(): (product: { key: string; name: string; stoneAmount?: string | null }) => string {
  const { t } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  return useCallback(
    ({ key, name, stoneAmount }) => {
      if (key === 'red_stones' && stoneAmount) return stonesText(t, formatters, stoneAmount);
      return KNOWN_PRODUCTS.has(key) ? t(`products.${key}.name`) : name;
    },
    [t, formatters],
  );
}

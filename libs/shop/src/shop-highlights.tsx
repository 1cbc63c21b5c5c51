import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { priceCurrencyFor, type PricedProductKey } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { ShopLoadError } from './load-error';
import { formatPrice } from './price-format';
import { useProductName } from './product-names';
import { productPath } from './product-paths';
import { SHOP_NS } from './shop-namespace';
import { useShopPricesQuery } from './shop.api';
import './shop.css';

/** The editions the home page offers; the first Red Stone pack (the smallest) follows them. */
const HIGHLIGHTED_EDITIONS: readonly PricedProductKey[] = ['standard', 'founder'];

interface Highlight {
  name: string;
  price: string | null;
  to: string;
}

/**
 * The home page's shop slot: the editions and the entry Red Stone pack at their server prices (the
 * same query and formatting as /shop), each linking to its purchase page. Only the list: the slot
 * around it owns the heading (h2) and the link to /shop, so names are h3. Every state keeps the
 * box's reserved height (`.shop-highlights`), so nothing below moves while prices load.
 */
export function ShopHighlights() {
  const { t, i18n } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  const productName = useProductName();
  const prices = useShopPricesQuery(priceCurrencyFor(i18n.language));
  const data = prices.data;

  const highlights: Highlight[] = data
    ? [
        ...HIGHLIGHTED_EDITIONS.map((key) => ({
          name: productName({ key, name: key }),
          price: formatPrice(formatters, data[key]),
          to: productPath(data[key]),
        })),
        ...data.redStonePricing.slice(0, 1).map((pack) => ({
          name: productName({ key: 'red_stones', name: pack.productid, stoneAmount: pack.amount }),
          price: formatPrice(formatters, pack),
          to: productPath(pack),
        })),
      ]
    : [];

  return (
    <div className="shop-highlights" aria-busy={prices.isFetching && !data}>
      {!data && prices.isFetching && <p role="status">{t('catalogue.loading')}</p>}
      {!data && prices.isError && (
        <ShopLoadError errorKeys={['shop_1', 'shop_2']} onRetry={() => void prices.refetch()} />
      )}
      {data && (
        <ul className="shop-highlights__list">
          {highlights.map((item) => (
            <li key={item.to} className="shop-highlights__item">
              <h3 className="shop-highlights__name">
                <Link to={item.to}>{item.name}</Link>
              </h3>
              <p className="shop-highlights__price">{item.price}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default ShopHighlights;

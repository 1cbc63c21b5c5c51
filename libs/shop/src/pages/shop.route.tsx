import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  priceCurrencyFor,
  type OwnedItem,
  type PricedProduct,
  type PricedProductKey,
  type RedStonePack,
} from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { VisuallyHidden } from '@dungeon/ui-kit';
import { ShopLoadError } from '../load-error';
import { formatPrice, stonesText } from '../price-format';
import { useProductName } from '../product-names';
import { CURRENCY_SECTION_ID, EDITIONS_SECTION_ID, productPath } from '../product-paths';
import { SHOP_NS } from '../shop-namespace';
import { useOwnedProductsQuery, useShopPricesQuery } from '../shop.api';
import { useAccountScope } from '../use-account-scope';
import '../shop.css';

const EDITIONS: PricedProductKey[] = ['standard', 'founder'];
const DLCS: PricedProductKey[] = ['dlc_legendary_status', 'dlc_seasonal_pack'];

/** What a card offers once prices are in. */
interface Offer {
  price: string | null;
  alternative?: string | undefined;
  ownership?: OwnedItem | undefined;
  repeatable: boolean;
  to: string;
}

interface CardProps {
  name: string;
  description?: string | undefined;
  /**
   * Null while prices load: the card stands there by name and description (they come with the
   * strings, not the prices), busy, and keeps the room of its price, of its Red Stone price when
   * `stonePriceExpected` (DLCs usually have one) and of its button, so its height holds in every
   * language when the offer arrives (CLS).
   */
  offer: Offer | null;
  stonePriceExpected?: boolean;
}

function ProductCard({ name, description, offer, stonePriceExpected = false }: CardProps) {
  const { t } = useTranslation(SHOP_NS);
  return (
    <li>
      <article className="shop-card" aria-label={name} aria-busy={offer ? undefined : true}>
        <h3>{name}</h3>
        {description && <p>{description}</p>}
        {offer ? (
          <>
            {offer.ownership && (
              <span className="shop-badge">
                {offer.ownership.status === 'complete' ? t('catalogue.owned') : t('catalogue.pending')}
              </span>
            )}
            <p className="shop-price">{offer.price}</p>
            {offer.alternative && <p>{offer.alternative}</p>}
            {(!offer.ownership || offer.repeatable) && (
              <Link className="button button--primary" to={offer.to} aria-label={t('catalogue.buyNamed', { name })}>
                {t('catalogue.buy')}
              </Link>
            )}
          </>
        ) : (
          <>
            <p className="shop-price shop-card__pending-line" aria-hidden="true" />
            {stonePriceExpected && <p className="shop-card__pending-line" aria-hidden="true" />}
            <span className="button button--primary shop-card__pending-button" aria-hidden="true">
              {t('catalogue.buy')}
            </span>
          </>
        )}
      </article>
    </li>
  );
}

/** How many Red Stone packs the catalogue usually lists: room kept for them while prices load. */
const EXPECTED_PACKS = 4;

/** Empty cards where the Red Stone packs will stand (their names come with their amounts), so nothing below moves (CLS). */
function PackPlaceholders() {
  return (
    <ul className="shop-grid" aria-hidden="true">
      {Array.from({ length: EXPECTED_PACKS }, (_, index) => (
        <li key={index}>
          <div className="shop-card shop-card--placeholder" />
        </li>
      ))}
    </ul>
  );
}

/** /shop: the editions, DLCs and Red Stone packs with their prices (SPEC §3), owned items marked. */
export function Component() {
  const { t, i18n } = useTranslation(SHOP_NS);
  const formatters = useFormatters();
  const productName = useProductName();
  const account = useAccountScope();
  const prices = useShopPricesQuery(priceCurrencyFor(i18n.language));
  const owned = useOwnedProductsQuery(account ?? skipToken);
  const ownershipOf = (productid: string) => owned.data?.items.find((item) => item.productid === productid);
  const retry = () => void prices.refetch();
  const data = prices.data;
  const loading = prices.isLoading;

  const offerOf = (product: PricedProduct): Offer => ({
    price: formatPrice(formatters, product),
    alternative: product.stonePrice
      ? t('catalogue.orStones', { stones: stonesText(t, formatters, product.stonePrice) })
      : undefined,
    ownership: ownershipOf(product.productid),
    repeatable: product.repeatable,
    to: productPath(product),
  });
  /** An edition or DLC: its offer once prices are in, its name and description from the start. */
  const cards = (keys: PricedProductKey[]) => (
    <ul className="shop-grid">
      {keys.map((key) => (
        <ProductCard
          key={key}
          name={productName({ key, name: key })}
          description={t(`products.${key}.description`)}
          offer={data ? offerOf(data[key]) : null}
          stonePriceExpected={DLCS.includes(key)}
        />
      ))}
    </ul>
  );
  const pack = (item: RedStonePack) => (
    <ProductCard
      key={item.productid}
      name={productName({ key: 'red_stones', name: item.productid, stoneAmount: item.amount })}
      offer={{ price: formatPrice(formatters, item), repeatable: true, to: productPath(item) }}
    />
  );

  return (
    <div className="page">
      <h1>{t('pages.shop.title')}</h1>
      <p>{t('catalogue.intro')}</p>
      {/* Announced, not drawn: a visible line that vanished on arrival would move the whole catalogue up. */}
      {loading && (
        <VisuallyHidden>
          <p role="status">{t('catalogue.loading')}</p>
        </VisuallyHidden>
      )}
      <section className="shop-section" aria-labelledby={EDITIONS_SECTION_ID}>
        <h2 id={EDITIONS_SECTION_ID}>{t('catalogue.editions')}</h2>
        {prices.isError && <ShopLoadError errorKeys={['shop_1']} onRetry={retry} />}
        {(data || loading) && cards(EDITIONS)}
      </section>
      <section className="shop-section" aria-labelledby="shop-dlcs">
        <h2 id="shop-dlcs">{t('catalogue.dlcs')}</h2>
        {(data || loading) && cards(DLCS)}
      </section>
      <section className="shop-section" aria-labelledby={CURRENCY_SECTION_ID}>
        <h2 id={CURRENCY_SECTION_ID}>{t('catalogue.currency')}</h2>
        <p>{t('catalogue.currencyIntro')}</p>
        {prices.isError && <ShopLoadError errorKeys={['shop_2']} onRetry={retry} />}
        {data && <ul className="shop-grid">{data.redStonePricing.map(pack)}</ul>}
        {loading && <PackPlaceholders />}
      </section>
      <p>
        <Link to={paths.giftApply}>{t('catalogue.giftLink')}</Link>
      </p>
    </div>
  );
}

export { LazyProductName } from './lazy-product-name';
export { LazyPurchaseHistory } from './lazy-purchase-history';
export { LazyShopHighlights } from './lazy-shop-highlights';
export { formatPrice, formatStones } from './price-format';
export {
  giftRedeemed,
  initialPricingState,
  pricesLoaded,
  pricingFromAnswer,
  selectGift,
  selectPricing,
  type Price,
  type PricingState,
  type RedStonePrice,
} from './pricing.slice';
export { SHOP_NS } from './shop-namespace';
export {
  shopApi,
  useCurrencyBalanceQuery,
  useCurrencyHistoryInfiniteQuery,
  useLastGiftQuery,
  useOwnedProductsQuery,
  usePurchasesQuery,
  useShopPricesQuery,
} from './shop.api';
export { shopRoutes } from './routes';

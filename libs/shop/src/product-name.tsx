import { useProductName } from './product-names';

export interface ProductNameProps {
  /** The product's key (`founder`, `dlc_seasonal_pack`...) and the server's brand name. */
  product: { key: string; name: string };
}

/**
 * A product's name in the page language, as the shop, its receipts and the purchase history name
 * it; the server's brand name for a product the shop has no words for. Loaded on demand through
 * `LazyProductName` (the account dashboard's `productName` slot).
 */
export function ProductName({ product }: ProductNameProps) {
  return useProductName()(product);
}

export default ProductName;

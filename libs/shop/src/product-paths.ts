import { generatePath } from 'react-router-dom';
import type { PurchaseReceipt } from '@dungeon/contract';
import { paths } from '@dungeon/routing';

/** The id of the shop page's editions section: a DLC's page links there when no edition is owned. */
export const EDITIONS_SECTION_ID = 'shop-editions';

/** The shop page scrolled to its editions. */
export const editionsPath = `${paths.shop}#${EDITIONS_SECTION_ID}`;

/** The id of the shop page's Red Stone packs section: a purchase short of Red Stones links there. */
export const CURRENCY_SECTION_ID = 'shop-currency';

/** The shop page scrolled to its Red Stone packs. */
export const currencyPath = `${paths.shop}#${CURRENCY_SECTION_ID}`;

/** A product's purchase page, `/shop/{appid}/{productid}` (the id as an exact digit string). */
export function productPath(product: { appid: number; productid: string }): string {
  return generatePath(paths.shopProduct, { appid: String(product.appid), productid: product.productid });
}

/**
 * Where a receipt is shown: the confirmation page of its kind with `?receipt=<number>`, which reads
 * it back from the server. The purchase page lands there, and the purchase history links there.
 */
export function receiptPath(receipt: Pick<PurchaseReceipt, 'receiptNumber' | 'product'>): string {
  const page = receipt.product.kind === 'currency' ? paths.purchaseSuccessCurrency : paths.purchaseSuccess;
  return `${page}?${new URLSearchParams({ receipt: receipt.receiptNumber }).toString()}`;
}

/** The router state a receipt's page may be opened with (the purchase page, the purchase history). */
export interface ReceiptState {
  receipt: PurchaseReceipt;
  /** Set by the purchase page: the player paid just now (a reload keeps router state). */
  justBought?: boolean;
}

import { PurchaseReceiptView } from '../purchase-receipt-view';

/** /purchase-success/currency: a Red Stone pack was bought; shows the new balance. */
export function Component() {
  return <PurchaseReceiptView currencyPack />;
}

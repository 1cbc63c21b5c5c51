import { PurchaseReceiptView } from '../purchase-receipt-view';

/** /purchase-success: an edition or DLC was bought. */
export function Component() {
  return <PurchaseReceiptView currencyPack={false} />;
}

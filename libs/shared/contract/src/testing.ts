import type { PurchaseReceipt } from './shop';

/** A completed Founder Edition receipt as the API answers it, with `overrides` on top. */
export function purchaseReceipt(overrides: Partial<PurchaseReceipt> = {}): PurchaseReceipt {
  return {
    receiptNumber: 'EMB-20260115-SEED000002',
    appid: 2710,
    productid: '271002',
    product: { key: 'founder', kind: 'edition', name: 'Emberdeep Founder Edition' },
    paymentMethod: 'sandbox-card',
    amount: '49.99',
    currency: 'USD',
    status: 'complete',
    stonesCredited: null,
    balanceAfter: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

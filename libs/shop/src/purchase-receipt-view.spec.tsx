import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@dungeon/api-client/testing';
import { purchaseReceipt } from '@dungeon/contract/testing';
import { PurchaseReceiptView } from './purchase-receipt-view';
import { jsonResponse, renderShopPage } from './testing/render-shop-page';

const pack = purchaseReceipt({
  receiptNumber: 'EMB-20260120-SEED000003',
  productid: '2710000000000002400',
  product: { key: 'red_stones', kind: 'currency', name: 'Red Stones' },
  amount: '19.99',
  stonesCredited: '2400',
  // Past 2^53: a JS number would round the balance.
  balanceAfter: '90071992547409930',
  status: 'pending',
});
const receiptPath = `/shop/purchases/${pack.receiptNumber}`;

/** The currency receipt page opened from a bookmark or a reload: only `?receipt=` to go on. */
function openReceipt(receiptNumber = pack.receiptNumber) {
  return renderShopPage(<PurchaseReceiptView currencyPack />, {
    path: `/purchase-success/currency?receipt=${receiptNumber}`,
    routePath: '/purchase-success/currency',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PurchaseReceiptView opened by its number (a bookmark)', () => {
  it('fetches the receipt and shows it as a receipt, the balance after it exact and the approval pending', async () => {
    const calls = fakeApi({ [`GET ${receiptPath}`]: pack });
    await openReceipt();

    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const line = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Receipt number', { selector: 'dt' })).toBeInTheDocument();
    expect(line('Product')).toHaveTextContent('2,400 Red Stones');
    expect(line('Receipt number')).toHaveTextContent(pack.receiptNumber);
    // Not a thank-you for a purchase made today, nor today's balance.
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.queryByText(/confirmation has been sent/)).not.toBeInTheDocument();
    expect(line('Red Stone balance after this purchase')).toHaveTextContent('90,071,992,547,409,930 Red Stones');
    expect(line('Status')).toHaveTextContent('Pending approval');
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is pending approval.');
    expect(calls).toEqual({ [`GET ${receiptPath}`]: 1 });
  });

  it("says there is no purchase for a receipt that is not this account's (shop_13), with no retry that could not help", async () => {
    fakeApi({ [`GET ${receiptPath}`]: () => jsonResponse({ error: 'shop_13' }, 404) });
    await openReceipt();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your receipt…');
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('There is no purchase to show.');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('says so when the receipt cannot be loaded, and its retry shows it', async () => {
    let down = true;
    const calls = fakeApi({
      [`GET ${receiptPath}`]: () => (down ? jsonResponse({ error: 'defaultError_5' }, 500) : jsonResponse(pack)),
    });
    await openReceipt();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your receipt could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(pack.receiptNumber)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls[`GET ${receiptPath}`]).toBe(2);
  });

  it('asks nothing of the server when the address names no receipt', async () => {
    const calls = fakeApi({});
    await renderShopPage(<PurchaseReceiptView currencyPack={false} />, { path: '/purchase-success' });

    expect(screen.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('There is no purchase to show.');
    expect(calls).toEqual({});
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseReceipt } from '@dungeon/contract/testing';
import { PurchaseHistory } from './purchase-history';
import { PurchaseReceiptView } from './purchase-receipt-view';
import { jsonResponse, renderShopPage } from './testing/render-shop-page';

const founder = purchaseReceipt({});
const pack = purchaseReceipt({
  receiptNumber: 'EMB-20260120-SEED000003',
  productid: '2710000000000002400',
  product: { key: 'red_stones', kind: 'currency', name: 'Red Stones' },
  // 21 digits: a JS number would round it.
  amount: '123456789012345678.99',
  stonesCredited: '2400',
  balanceAfter: '2400',
  status: 'pending',
  createdAt: '2026-01-20T10:00:00.000Z',
});
const dlcByStones = purchaseReceipt({
  receiptNumber: 'EMB-20260121-SEED000004',
  productid: '271011',
  product: { key: 'dlc_legendary_status', kind: 'dlc', name: 'Legendary Status' },
  paymentMethod: 'currency',
  amount: '12345678901234567890',
  currency: 'RST',
  createdAt: '2026-01-21T10:00:00.000Z',
});
const gift = purchaseReceipt({
  receiptNumber: 'EMB-20251102-SEED000001',
  appid: 2700,
  productid: '270001',
  product: { key: 'classic', kind: 'edition', name: 'Emberdeep Classic' },
  paymentMethod: 'gift',
  amount: '0',
  createdAt: '2025-11-02T10:00:00.000Z',
});

/** Answers the purchase list with `list()`; the list records every path asked for. */
function answerPurchases(list: () => Response): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      if (pathname.endsWith('/shop/purchases')) return Promise.resolve(list());
      return Promise.resolve(jsonResponse({ error: 'shop_13' }, 404));
    }),
  );
  return asked;
}

function renderHistory(code: 'EN' | 'DE' = 'EN') {
  return renderShopPage(<PurchaseHistory />, {
    code,
    path: '/user/dashboard',
    routes: [
      { path: '/purchase-success', element: <PurchaseReceiptView currencyPack={false} /> },
      { path: '/purchase-success/currency', element: <PurchaseReceiptView currencyPack /> },
      { path: '/shop', element: <p>shop page</p> },
    ],
  });
}

const day = (iso: string, language = 'en') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

function rowsOf(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PurchaseHistory (dashboard slot)', () => {
  it('lists every purchase newest first: date, product, exact amount, status and receipt number', async () => {
    answerPurchases(() => jsonResponse({ items: [dlcByStones, pack, founder, gift] }));
    await renderHistory();

    expect(screen.getByRole('heading', { level: 2, name: 'Purchases' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your purchases, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Product', 'Amount', 'Status', 'Receipt']);
    expect(rowsOf(table)).toEqual([
      [
        day(dlcByStones.createdAt),
        'Legendary Status',
        '12,345,678,901,234,567,890 Red Stones',
        'Complete',
        dlcByStones.receiptNumber,
      ],
      [day(pack.createdAt), '2,400 Red Stones', '$123,456,789,012,345,678.99', 'Pending approval', pack.receiptNumber],
      [day(founder.createdAt), 'Founder Edition', '$49.99', 'Complete', founder.receiptNumber],
      [day(gift.createdAt), 'Emberdeep Classic', 'Free (gift code)', 'Complete', gift.receiptNumber],
    ]);
    expect(within(table).getAllByRole('rowheader')[0]?.closest('tr')?.querySelector('time')).toHaveAttribute(
      'datetime',
      dlcByStones.createdAt,
    );
  });

  it('links each receipt number to its receipt, which opens with the purchase shown', async () => {
    answerPurchases(() => jsonResponse({ items: [pack, founder] }));
    const { router } = await renderHistory();

    expect(await screen.findByRole('link', { name: founder.receiptNumber })).toHaveAttribute(
      'href',
      `/purchase-success?receipt=${founder.receiptNumber}`,
    );
    expect(screen.getByRole('link', { name: pack.receiptNumber })).toHaveAttribute(
      'href',
      `/purchase-success/currency?receipt=${pack.receiptNumber}`,
    );

    await userEvent.click(screen.getByRole('link', { name: founder.receiptNumber }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(`?receipt=${founder.receiptNumber}`);
    const numberTerm = screen.getByText('Receipt number', { selector: 'dt' });
    expect(numberTerm.nextElementSibling).toHaveTextContent(founder.receiptNumber);
    expect(screen.getByText('Amount paid', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$49.99');
  });

  it('shows dates and amounts in the page language', async () => {
    answerPurchases(() =>
      jsonResponse({ items: [purchaseReceipt({ currency: 'EUR', amount: '1234.5' }), dlcByStones] }),
    );
    await renderHistory('DE');
    const table = await screen.findByRole('table', { name: 'Deine Käufe, neueste zuerst' });
    const [first, second] = rowsOf(table);
    expect(first?.[0]).toBe(day(founder.createdAt, 'de'));
    expect(first?.[2]).toMatch(/^1\.234,50\s€$/);
    expect(second?.[2]).toBe('12.345.678.901.234.567.890 Rote Steine');
    expect(first?.[3]).toBe('Abgeschlossen');
  });

  it('says when there is nothing yet and points to the shop', async () => {
    answerPurchases(() => jsonResponse({ items: [] }));
    await renderHistory();
    expect(await screen.findByText('You have not bought anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the purchases cannot be loaded, and its retry loads them', async () => {
    let down = true;
    const asked = answerPurchases(() =>
      down ? jsonResponse({ error: 'defaultError_5' }, 500) : jsonResponse({ items: [founder] }),
    );
    await renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your purchases…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: founder.receiptNumber })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith('/shop/purchases'))).toHaveLength(2);
  });

  it('shows the server refusal of a closed account, with no retry that could not help', async () => {
    answerPurchases(() => jsonResponse({ error: 'withdrawn_2' }, 403));
    await renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Closed accounts cannot access this.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

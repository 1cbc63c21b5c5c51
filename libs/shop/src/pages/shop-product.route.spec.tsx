import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopProduct } from '@dungeon/contract';
import { purchaseReceipt } from '@dungeon/contract/testing';
import { jsonResponse, renderShopPage } from '../testing/render-shop-page';
import { Component as PurchaseSuccess } from './purchase-success.route';
import { Component as ShopProductPage } from './shop-product.route';

const founder: ShopProduct = {
  appid: 2710,
  productid: '271002',
  price: '49.99',
  currency: 'USD',
  stonePrice: null,
  repeatable: false,
  key: 'founder',
  kind: 'edition',
  name: 'Emberdeep Founder Edition',
  stoneAmount: null,
  paymentMethods: ['sandbox-card'],
  inService: true,
  requires: null,
};

/** A DLC (an edition first) sold for money or 400 Red Stones. */
const dlcForStones: ShopProduct = {
  ...founder,
  stonePrice: '400',
  paymentMethods: ['sandbox-card', 'currency'],
  requires: 'edition',
};

const receipt = purchaseReceipt({ receiptNumber: 'EMB-20261122-0A1B2C3D4E', createdAt: '2026-11-22T12:00:00.000Z' });

let purchases: Request[];
/** Every read the page sent, as "METHOD /path". */
let reads: string[];
let answerPurchase: () => Promise<Response>;
let answerOwned: () => Promise<Response>;
let answerProduct: (currency: string | null) => Promise<Response>;
let balance: string;

beforeEach(() => {
  sessionStorage.clear();
  purchases = [];
  reads = [];
  answerPurchase = () => Promise.resolve(jsonResponse(receipt, 201));
  answerOwned = () => Promise.resolve(jsonResponse({ items: [] }));
  answerProduct = () => Promise.resolve(jsonResponse(founder));
  balance = '1000';
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET') reads.push(`GET ${pathname.replace(/^\/api/, '')}`);
      if (request.method === 'POST' && pathname.endsWith('/shop/purchases')) {
        purchases.push(request);
        return answerPurchase();
      }
      if (pathname.endsWith('/shop/products/2710/271002')) {
        return answerProduct(new URL(request.url).searchParams.get('currency'));
      }
      if (pathname.endsWith('/shop/owned')) return answerOwned();
      if (pathname.endsWith('/currency')) return Promise.resolve(jsonResponse({ balance }));
      return Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404));
    }),
  );
});

async function openFounderPage() {
  const page = await renderShopPage(<ShopProductPage />, {
    path: '/shop/2710/271002',
    routePath: '/shop/:appid/:productid',
    routes: [{ path: '/purchase-success', element: <PurchaseSuccess /> }],
  });
  await screen.findByRole('heading', { level: 1, name: 'Founder Edition' });
  return page;
}

const payButton = () => screen.getByRole('button', { name: 'Pay $49.99' });

async function confirmBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of sale.' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older.' }));
}

describe('/shop/{appid}/{productid}', () => {
  it('titles the document after the product, as its heading does', async () => {
    await openFounderPage();
    await waitFor(() => {
      expect(document.title).toBe('Founder Edition | Emberdeep');
    });
  });

  it('refuses to pay until both the terms and the age are confirmed (shop_17), sending nothing', async () => {
    await openFounderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of sale.' }));
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must agree to the terms and confirm that you are 18 or older.',
    );
    expect(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Only the box still to tick is marked.
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of sale.' })).not.toHaveAttribute('aria-invalid');
    expect(purchases).toHaveLength(0);
    // What the user chose is kept.
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of sale.' })).toBeChecked();
  });

  it.each([
    ['pending', 'You have already purchased this item. It is pending approval.'],
    ['complete', 'You have already purchased this item.'],
  ] as const)('says an edition already bought (%s) is owned, and offers no payment', async (status, message) => {
    answerOwned = () =>
      Promise.resolve(jsonResponse({ items: [{ appid: 2710, productid: '271002', status, count: 1 }] }));
    await openFounderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('keeps a repeatable product buyable however often it was bought', async () => {
    answerProduct = () => Promise.resolve(jsonResponse({ ...founder, repeatable: true }));
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271002', kind: 'edition', status: 'complete', count: 3 }] }),
      );
    await openFounderPage();
    await waitFor(() => {
      expect(payButton()).toBeEnabled();
    });
    expect(screen.queryByText(/already purchased/)).not.toBeInTheDocument();
  });

  it('asks an edition owner for nothing more, and for the price in Red Stones when paying with them', async () => {
    answerProduct = () => Promise.resolve(jsonResponse(dlcForStones));
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271001', kind: 'edition', status: 'complete', count: 1 }] }),
      );
    await openFounderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Red Stones: 400 (your balance: 1,000)' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Pay 400 Red Stones' })).toBeEnabled();
    });
    // The requirement is met: the page no longer says it, nor links to the editions.
    expect(screen.queryByText(/You need an edition/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose an edition' })).not.toBeInTheDocument();
  });

  it('says when the balance is short of the Red Stone price, links to the packs and sends nothing', async () => {
    answerProduct = () => Promise.resolve(jsonResponse(dlcForStones));
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271001', kind: 'edition', status: 'complete', count: 1 }] }),
      );
    balance = '399';
    await openFounderPage();
    await confirmBoth();
    await userEvent.click(await screen.findByRole('radio', { name: 'Red Stones: 400 (your balance: 399)' }));
    expect(screen.getByRole('status')).toHaveTextContent('You do not have enough Red Stones for this.');
    expect(screen.getByRole('link', { name: 'Buy Red Stones' })).toHaveAttribute('href', '/shop#shop-currency');
    const payStones = screen.getByRole('button', { name: 'Pay 400 Red Stones' });
    expect(payStones).toBeDisabled();
    await userEvent.click(payStones);
    expect(purchases).toHaveLength(0);
    // The card still pays.
    await userEvent.click(screen.getByRole('radio', { name: 'Test card: $49.99' }));
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText('You do not have enough Red Stones for this.')).not.toBeInTheDocument();
  });

  it('closes the payment to a player without a complete edition and links to the editions', async () => {
    answerProduct = () => Promise.resolve(jsonResponse({ ...founder, requires: 'edition' }));
    // An edition still pending approval does not count, as on the server (shop_3).
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271001', kind: 'edition', status: 'pending', count: 1 }] }),
      );
    await openFounderPage();
    const link = await screen.findByRole('link', { name: 'Choose an edition' });
    expect(link).toHaveAttribute('href', '/shop#shop-editions');
    expect(screen.getByRole('status')).toHaveTextContent('You need an edition of Emberdeep before you can buy this.');
    expect(payButton()).toBeDisabled();
    await userEvent.click(payButton());
    expect(purchases).toHaveLength(0);
  });

  it('says before any payment that a pending closure refuses purchases, and links to review it', async () => {
    await renderShopPage(<ShopProductPage />, {
      path: '/shop/2710/271002',
      routePath: '/shop/:appid/:productid',
      session: { withdrawalDate: '2026-12-21T01:25:00.000Z' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Founder Edition' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can’t make purchases while your account closure is pending. Review or cancel the closure',
    );
    expect(screen.getByRole('link', { name: 'Review or cancel the closure' })).toHaveAttribute(
      'href',
      '/user/withdraw/confirm',
    );
    await confirmBoth();
    expect(payButton()).toBeDisabled();
    await userEvent.click(payButton());
    expect(purchases).toHaveLength(0);
  });

  it('asks nothing the page will not use while a closure is pending: no owned items, no balance', async () => {
    answerProduct = () => Promise.resolve(jsonResponse(dlcForStones));
    await renderShopPage(<ShopProductPage />, {
      path: '/shop/2710/271002',
      routePath: '/shop/:appid/:productid',
      session: { withdrawalDate: '2026-12-21T01:25:00.000Z' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Founder Edition' });
    await screen.findByRole('radio', { name: 'Red Stones: 400' });
    // Time for the reads the form would start once it renders.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual(['GET /shop/products/2710/271002']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a Red Stone payment refused for want of stones (a stale tab) in words a player understands, with the real balance and the way to buy more', async () => {
    answerProduct = () => Promise.resolve(jsonResponse(dlcForStones));
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271001', kind: 'edition', status: 'complete', count: 1 }] }),
      );
    // Another tab spent most of the balance: the server refuses, and the balance now reads 150.
    answerPurchase = () => {
      balance = '150';
      return Promise.resolve(jsonResponse({ error: 'shop_5' }, 402));
    };
    await openFounderPage();
    await confirmBoth();
    await userEvent.click(await screen.findByRole('radio', { name: 'Red Stones: 400 (your balance: 1,000)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 400 Red Stones' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough Red Stones for this. Buy Red Stones');
    expect(alert).not.toHaveTextContent('You cannot purchase this application.');
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(within(alert).getByRole('link', { name: 'Buy Red Stones' })).toHaveAttribute('href', '/shop#shop-currency');
    // The balance is read again: the page shows the real one and takes no second try in stones.
    expect(await screen.findByRole('radio', { name: 'Red Stones: 400 (your balance: 150)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay 400 Red Stones' })).toBeDisabled();
    expect(purchases).toHaveLength(1);
    // The card still pays, and the refusal of the stones no longer stands over it.
    await userEvent.click(screen.getByRole('radio', { name: 'Test card: $49.99' }));
    expect(payButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends one purchase for a double click, and shows the receipt', async () => {
    let release: (response: Response) => void = () => undefined;
    answerPurchase = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    await openFounderPage();
    await confirmBoth();
    await userEvent.dblClick(payButton());
    const paying = screen.getByRole('button', { name: 'Paying…' });
    expect(paying).toBeDisabled();
    // A submit that does not go through the button (Enter pressed again) is ignored too.
    const form = paying.closest('form');
    if (form) fireEvent.submit(form);
    release(jsonResponse(receipt, 201));
    expect(await screen.findByText('EMB-20261122-0A1B2C3D4E')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase: Founder Edition.')).toBeInTheDocument();
    expect(purchases).toHaveLength(1);
  });

  it('charges the currency on screen when the language changes while the new offer loads, keeping the choices', async () => {
    const { i18n } = await openFounderPage();
    await confirmBoth();
    // German prices are in euros; that offer has not arrived yet.
    answerProduct = (currency) =>
      currency === 'EUR' ? new Promise<Response>(() => undefined) : Promise.resolve(jsonResponse(founder));
    await act(() => i18n.changeLanguage('de'));
    const pay = screen.getByRole('button', { name: /49,99\s\$/ });
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(pay);
    await waitFor(() => expect(purchases).toHaveLength(1));
    expect(new URL(purchases[0]?.url ?? '').searchParams.get('currency')).toBe('USD');
  });

  it('retries a failed payment with the same Idempotency-Key, and a reload keeps it', async () => {
    answerPurchase = () => Promise.reject(new TypeError('network down'));
    const first = await openFounderPage();
    await confirmBoth();
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your internet connection and try again.',
    );
    await userEvent.click(payButton());
    await waitFor(() => {
      expect(purchases).toHaveLength(2);
    });
    // A reload: a new page over the same tab storage.
    first.view.unmount();
    answerPurchase = () => Promise.resolve(jsonResponse(receipt, 201));
    await openFounderPage();
    await confirmBoth();
    await userEvent.click(payButton());
    await screen.findByText('EMB-20261122-0A1B2C3D4E');
    const keys = purchases.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await purchases[2]?.json()).toEqual({
      appid: 2710,
      productid: '271002',
      agreeTerms: true,
      confirmAge: true,
      paymentMethod: 'sandbox-card',
    });
  });

  it('starts a new key for the next purchase once a receipt arrived', async () => {
    const first = await openFounderPage();
    await confirmBoth();
    await userEvent.click(payButton());
    await screen.findByText('EMB-20261122-0A1B2C3D4E');
    first.view.unmount();
    await openFounderPage();
    await confirmBoth();
    await userEvent.click(payButton());
    await waitFor(() => {
      expect(purchases).toHaveLength(2);
    });
    expect(purchases[0]?.headers.get('Idempotency-Key')).not.toBe(purchases[1]?.headers.get('Idempotency-Key'));
  });

  it('says when what the player owns could not be read, keeps the form, and reads it again on retry', async () => {
    answerOwned = () => Promise.reject(new TypeError('network down'));
    await openFounderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your internet connection and try again.',
    );
    await confirmBoth();
    answerOwned = () =>
      Promise.resolve(
        jsonResponse({ items: [{ appid: 2710, productid: '271002', kind: 'edition', status: 'complete', count: 1 }] }),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have already purchased this item.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of sale.' })).toBeChecked();
    expect(payButton()).toBeDisabled();
  });

  it('leaves a refusal of the ownership read to the payment (a retry cannot change it)', async () => {
    answerOwned = () => Promise.resolve(jsonResponse({ error: 'shop_4' }, 403));
    await openFounderPage();
    await waitFor(() => {
      expect(payButton()).toBeEnabled();
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server refusal from the catalogue and keeps the choices', async () => {
    answerPurchase = () => Promise.resolve(jsonResponse({ error: 'shop_4' }, 403));
    await openFounderPage();
    await confirmBoth();
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Closed accounts cannot access this.');
    expect(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older.' })).toBeChecked();
    expect(payButton()).toBeEnabled();
  });
});

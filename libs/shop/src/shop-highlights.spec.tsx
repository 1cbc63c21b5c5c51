import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopPricesAnswer } from '@dungeon/contract';
import { ShopHighlights } from './shop-highlights';
import { jsonResponse, renderShopPage } from './testing/render-shop-page';

const item = (productid: string, price: string) => ({
  appid: 2710,
  productid,
  price,
  currency: 'USD' as const,
  stonePrice: null,
  repeatable: false,
});

const prices: ShopPricesAnswer = {
  standard: item('271001', '29.99'),
  founder: item('271002', '49.99'),
  dlc_legendary_status: item('271011', '14.99'),
  dlc_seasonal_pack: item('271012', '9.99'),
  redStonePricing: [
    { appid: 2710, productid: '2710000000000000500', amount: '500', price: '4.99', currency: 'USD' },
    { appid: 2710, productid: '2710000000000001100', amount: '1100', price: '9.99', currency: 'USD' },
  ],
};

/** Answers the prices call with `answer()`; the list records the currency each call asked for. */
function answerPrices(answer: () => Response): (string | null)[] {
  const currencies: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/shop/prices'))
        return Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404));
      currencies.push(url.searchParams.get('currency'));
      return Promise.resolve(answer());
    }),
  );
  return currencies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShopHighlights (home page shop slot)', () => {
  it('lists both editions and the entry Red Stone pack at their server prices, each linking to its shop page', async () => {
    answerPrices(() => jsonResponse(prices));
    await renderShopPage(<ShopHighlights />, { path: '/home', signedIn: false });

    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Standard Edition$29.99',
      'Founder Edition$49.99',
      '500 Red Stones$4.99',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Standard Edition',
      'Founder Edition',
      '500 Red Stones',
    ]);
    expect(screen.getByRole('link', { name: 'Standard Edition' })).toHaveAttribute('href', '/shop/2710/271001');
    expect(screen.getByRole('link', { name: 'Founder Edition' })).toHaveAttribute('href', '/shop/2710/271002');
    // The 19-digit pack id reaches the link with every digit.
    expect(screen.getByRole('link', { name: '500 Red Stones' })).toHaveAttribute(
      'href',
      '/shop/2710/2710000000000000500',
    );
  });

  it('asks for euros and formats them in German on a German page', async () => {
    const currencies = answerPrices(() =>
      jsonResponse({
        ...prices,
        standard: { ...prices.standard, currency: 'EUR' },
        founder: { ...prices.founder, currency: 'EUR' },
        redStonePricing: prices.redStonePricing.map((pack) => ({ ...pack, currency: 'EUR' })),
      }),
    );
    await renderShopPage(<ShopHighlights />, { code: 'DE', path: '/home', signedIn: false });
    await screen.findByRole('list');
    const founder = screen.getByRole('link', { name: 'Gründer-Edition' }).closest('li');
    expect(founder).toHaveTextContent(/49,99\s€/);
    expect(screen.getByRole('link', { name: '500 Rote Steine' }).closest('li')).toHaveTextContent(/4,99\s€/);
    expect(currencies).toEqual(['EUR']);
  });

  it('says it is loading while the prices are on their way', async () => {
    answerPrices(() => jsonResponse(prices));
    await renderShopPage(<ShopHighlights />, { path: '/home', signedIn: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices…');
    await screen.findByRole('list');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows shop_1 and shop_2 when the prices fail, and its retry loads them', async () => {
    let fail = true;
    answerPrices(() => (fail ? jsonResponse({ error: 'defaultError_5' }, 500) : jsonResponse(prices)));
    await renderShopPage(<ShopHighlights />, { path: '/home', signedIn: false });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the app price.');
    expect(alert).toHaveTextContent('Error loading the currency pricing.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Founder Edition' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

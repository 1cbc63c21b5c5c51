import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnedItem, ShopPricesAnswer } from '@dungeon/contract';
import { loggedOut, sessionChecked } from '@dungeon/session-auth';
import { jsonResponse, renderShopPage } from '../testing/render-shop-page';
import { Component as ShopPage } from './shop.route';

const item = (productid: string, price: string, stonePrice: string | null = null) => ({
  appid: 2710,
  productid,
  price,
  currency: 'EUR' as const,
  stonePrice,
  repeatable: false,
});

const prices: ShopPricesAnswer = {
  standard: item('271001', '29.99'),
  founder: item('271002', '49.99'),
  dlc_legendary_status: item('271011', '14.99', '1500'),
  dlc_seasonal_pack: { ...item('271012', '9.99', '1000'), repeatable: true },
  redStonePricing: [{ appid: 2710, productid: '2710000000000001100', amount: '1100', price: '9.99', currency: 'EUR' }],
};

const ownsStandard: OwnedItem[] = [{ appid: 2710, productid: '271001', kind: 'edition', status: 'complete', count: 1 }];

function answer(pricesAnswer: () => Response, owned: () => OwnedItem[] = () => ownsStandard) {
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/shop/prices')) return Promise.resolve(pricesAnswer());
      if (pathname.endsWith('/shop/owned')) return Promise.resolve(jsonResponse({ items: owned() }));
      return Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404));
    }),
  );
}

/** The product's card once its price is in (while prices load, the card stands there busy). */
async function pricedCard(name: string): Promise<HTMLElement> {
  await waitFor(() => {
    expect(screen.getByRole('article', { name })).not.toHaveAttribute('aria-busy');
  });
  return screen.getByRole('article', { name });
}

describe('/shop', () => {
  it('shows each edition and DLC by name and description while prices load, without a price or a way to buy', async () => {
    let releasePrices: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) =>
        new URL(request.url).pathname.endsWith('/shop/prices')
          ? new Promise<Response>((resolve) => {
              releasePrices = resolve;
            })
          : Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404)),
      ),
    );
    await renderShopPage(<ShopPage />, { code: 'DE', path: '/shop' });
    const founder = screen.getByRole('article', { name: 'Gründer-Edition' });
    expect(founder).toHaveAttribute('aria-busy', 'true');
    expect(founder).toHaveTextContent('Gründertitel');
    expect(founder).not.toHaveTextContent('€');
    expect(screen.getByRole('article', { name: 'Legendärer Status' })).toHaveTextContent('Erfahrungsbonus');
    expect(screen.queryByRole('link', { name: /kaufen$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preise werden geladen…');
    act(() => {
      releasePrices(jsonResponse(prices));
    });
    expect(await pricedCard('Gründer-Edition')).toHaveTextContent(/49,99\s€/);
    expect(screen.getByRole('link', { name: 'Gründer-Edition kaufen' })).toBeInTheDocument();
  });

  it('lists prices in German style, marks what is owned and links the rest to its purchase page', async () => {
    answer(() => jsonResponse(prices));
    await renderShopPage(<ShopPage />, { code: 'DE', path: '/shop' });
    const founder = await pricedCard('Gründer-Edition');
    expect(founder).toHaveTextContent(/49,99\s€/);
    expect(screen.getByRole('link', { name: 'Gründer-Edition kaufen' })).toHaveAttribute('href', '/shop/2710/271002');
    const standard = await pricedCard('Standard-Edition');
    expect(standard).toHaveTextContent('Im Besitz');
    expect(screen.queryByRole('link', { name: 'Standard-Edition kaufen' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Legendärer Status' })).toHaveTextContent('oder 1.500 Rote Steine');
    expect(screen.getByRole('link', { name: '1.100 Rote Steine kaufen' })).toHaveAttribute(
      'href',
      '/shop/2710/2710000000000001100',
    );
  });

  it('shows shop_1 and shop_2 when prices fail to load, and loads them again on retry', async () => {
    let fail = true;
    answer(() => (fail ? jsonResponse({ error: 'defaultError_5' }, 500) : jsonResponse(prices)));
    await renderShopPage(<ShopPage />, { path: '/shop' });
    expect(await screen.findByText('Error loading the app price.')).toBeInTheDocument();
    expect(screen.getByText('Error loading the currency pricing.')).toBeInTheDocument();
    fail = false;
    const [retry] = screen.getAllByRole('button', { name: 'Try again' });
    if (retry) await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Founder Edition' })).toHaveTextContent('€49.99');
    expect(screen.queryByText('Error loading the app price.')).not.toBeInTheDocument();
  });

  it('shows a player who signs in after another in the same tab only their own purchases', async () => {
    let owner = true;
    answer(
      () => jsonResponse(prices),
      () => (owner ? ownsStandard : []),
    );
    const { store } = await renderShopPage(<ShopPage />, { path: '/shop' });
    expect(await pricedCard('Standard Edition')).toHaveTextContent('Owned');
    owner = false;
    act(() => {
      store.dispatch(loggedOut());
      store.dispatch(sessionChecked({ result: 0, username: 'second', email: 'second@example.test' }));
    });
    expect(await screen.findByRole('link', { name: 'Buy Standard Edition' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Standard Edition' })).not.toHaveTextContent('Owned');
  });
});

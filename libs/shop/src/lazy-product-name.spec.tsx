import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyProductName } from './lazy-product-name';
import { renderShopPage } from './testing/render-shop-page';

/** The dashboard's owned list as the account lib draws it: the server's name until the slot arrives. */
function OwnedNames({ products }: { products: { key: string; name: string }[] }) {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.key}>
          <Suspense fallback={product.name}>
            <LazyProductName product={product} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

const owned = [
  { key: 'founder', name: 'Emberdeep Founder Edition' },
  { key: 'dlc_seasonal_pack', name: 'Seasonal Pack' },
  { key: 'dlc_frost_pack', name: 'Frost Pack' },
];

describe('LazyProductName (the account dashboard’s product-name slot)', () => {
  it('names products in the page language, as the purchase history does, and an unknown one by its brand name', async () => {
    await renderShopPage(<OwnedNames products={owned} />, { code: 'FR', path: '/user/dashboard' });
    expect(await screen.findByText('Édition Fondateur')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Édition Fondateur',
      'Pack saisonnier',
      'Frost Pack',
    ]);
  });

  it('names them in Japanese on a Japanese page', async () => {
    await renderShopPage(<OwnedNames products={owned.slice(0, 2)} />, { code: 'JP', path: '/user/dashboard' });
    expect(await screen.findByText('ファウンダーエディション')).toBeInTheDocument();
    expect(screen.getByText('シーズンパック')).toBeInTheDocument();
  });
});

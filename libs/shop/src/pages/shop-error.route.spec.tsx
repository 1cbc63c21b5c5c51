import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopPage } from '../testing/render-shop-page';
import { Component as ShopError } from './shop-error.route';

async function openAt(query: string) {
  await renderShopPage(<ShopError />, { path: `/shop/error${query}`, routePath: '/shop/error' });
  await screen.findByRole('heading', { level: 1, name: 'Shop error' });
}

describe('/shop/error', () => {
  it('shows the catalogue message of a known key and a way back to the shop', async () => {
    await openAt('?error=shop_8');
    expect(screen.getByText('This app is not in service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the generic message for an unknown or crafted key', async () => {
    await openAt('?error=shop_99');
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('does not print a success message passed as an error', async () => {
    await openAt('?error=success.captchaVerified');
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });
});

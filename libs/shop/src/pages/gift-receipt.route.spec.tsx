import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderShopPage } from '../testing/render-shop-page';
import { Component as GiftReceipt } from './gift-receipt.route';

let answerLastGift: () => Promise<Response>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) =>
      new URL(request.url).pathname.endsWith('/gifts/last')
        ? answerLastGift()
        : Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404)),
    ),
  );
});

const openReceipt = () => renderShopPage(<GiftReceipt />, { path: '/gift/receipt' });

describe('/gift/receipt', () => {
  it('shows the last gift the server knows', async () => {
    answerLastGift = () => Promise.resolve(jsonResponse({ name: 'Winter Lantern Gift', code: 'EMBR-WNTR-2026-GIFT' }));
    await openReceipt();
    expect(await screen.findByText('EMBR-WNTR-2026-GIFT')).toBeInTheDocument();
    expect(screen.getByText('Winter Lantern Gift')).toBeInTheDocument();
  });

  it('says no gift was found when the server has none', async () => {
    answerLastGift = () => Promise.resolve(jsonResponse({ name: null, code: null }));
    await openReceipt();
    expect(await screen.findByText('No gift code found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not claim "no gift" when the read failed: the catalogue message and a retry instead', async () => {
    answerLastGift = () => Promise.resolve(jsonResponse({ error: 'defaultError_5' }, 500));
    await openReceipt();
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred. Please try again.');
    expect(screen.queryByText('No gift code found')).toBeNull();
    answerLastGift = () => Promise.resolve(jsonResponse({ name: 'Winter Lantern Gift', code: 'EMBR-WNTR-2026-GIFT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('EMBR-WNTR-2026-GIFT')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

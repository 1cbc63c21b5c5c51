import { describe, expect, it } from 'vitest';
import type { ShopPricesAnswer } from '@dungeon/contract';
import { loggedOut } from '@dungeon/session-auth';
import { makeStore } from '@dungeon/store';
import {
  giftRedeemed,
  initialPricingState,
  pricesLoaded,
  pricingFromAnswer,
  selectGift,
  selectPricing,
} from './pricing.slice';

describe('pricing state (SPEC §3)', () => {
  it('starts with no prices and the "no gift found" defaults', () => {
    const state = makeStore().getState();
    expect(selectPricing(state)).toEqual(initialPricingState);
    expect(selectGift(state)).toEqual({ name: null, code: null });
  });

  it('is cleared by logout (SPEC §4)', () => {
    const store = makeStore();
    store.dispatch(pricesLoaded({ standard: { price: '29.99', currency: 'EUR' } }));
    store.dispatch(giftRedeemed({ name: 'Ember Cloak', code: 'EMBER-CLOAK-0001' }));
    expect(selectPricing(store.getState()).standard).toEqual({ price: '29.99', currency: 'EUR' });
    store.dispatch(loggedOut());
    expect(selectPricing(store.getState())).toEqual(initialPricingState);
  });

  it('keeps the SPEC §3 fields of a prices answer, a big pack id as its exact string', () => {
    const item = (productid: string, price: string) => ({
      appid: 2710,
      productid,
      price,
      currency: 'EUR' as const,
      stonePrice: null,
      repeatable: false,
    });
    const answer: ShopPricesAnswer = {
      standard: item('271001', '29.99'),
      founder: item('271002', '49.99'),
      dlc_legendary_status: item('271011', '14.99'),
      dlc_seasonal_pack: item('271012', '9.99'),
      redStonePricing: [
        { appid: 2710, productid: '2710000000000000500', amount: '500', price: '4.99', currency: 'EUR' },
      ],
    };
    const store = makeStore();
    store.dispatch(pricesLoaded(pricingFromAnswer(answer)));
    expect(selectPricing(store.getState())).toMatchObject({
      founder: { price: '49.99', currency: 'EUR' },
      redStonePricing: [{ productId: '2710000000000000500', amount: '500', price: '4.99', currency: 'EUR' }],
    });
  });
});

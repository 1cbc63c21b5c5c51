import { describe, expect, it } from 'vitest';
import { loggedOut } from '@dungeon/session-auth';
import { makeStore } from '@dungeon/store';
import { giftRedeemed, initialPricingState, pricesLoaded, selectGift, selectPricing } from './pricing.slice';

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
});

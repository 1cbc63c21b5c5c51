import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Money, ShopPricesAnswer } from '@dungeon/contract';
import { loggedOut } from '@dungeon/session-auth';
import { rootReducer } from '@dungeon/store';

/** A price as the server gives it: an exact decimal amount and an ISO 4217 currency code. */
export interface Price {
  price: string | null;
  currency: string | null;
}

/** A Red Stone pack: its product id (a digit string, past 2^53 for the seeded packs) and stones. */
export interface RedStonePrice extends Price {
  productId: string;
  amount: string;
}

/** SPEC §3 "Game pricing state", every field with its default. */
export interface PricingState {
  standard: Price;
  founder: Price;
  dlc_legendary_status: Price;
  dlc_seasonal_pack: Price;
  redStonePricing: RedStonePrice[];
  /** The last redeemed gift; the defaults say none was found (SPEC §3). */
  gift: { name: string | null; code: string | null };
  gamesight: unknown;
}

const noPrice: Price = { price: null, currency: null };

export const initialPricingState: PricingState = {
  standard: noPrice,
  founder: noPrice,
  dlc_legendary_status: noPrice,
  dlc_seasonal_pack: noPrice,
  redStonePricing: [],
  gift: { name: null, code: null },
  gamesight: null,
};

/** The pricing state of an answer of GET /api/shop/prices: the SPEC §3 fields, nothing more. */
export function pricingFromAnswer(answer: ShopPricesAnswer): Omit<PricingState, 'gift' | 'gamesight'> {
  const price = ({ price, currency }: Money): Price => ({ price, currency });
  return {
    standard: price(answer.standard),
    founder: price(answer.founder),
    dlc_legendary_status: price(answer.dlc_legendary_status),
    dlc_seasonal_pack: price(answer.dlc_seasonal_pack),
    redStonePricing: answer.redStonePricing.map((pack) => ({
      productId: pack.productid,
      amount: pack.amount,
      price: pack.price,
      currency: pack.currency,
    })),
  };
}

export const pricingSlice = createSlice({
  name: 'pricing',
  initialState: initialPricingState,
  reducers: {
    pricesLoaded(state, action: PayloadAction<Partial<Omit<PricingState, 'gift' | 'gamesight'>>>) {
      Object.assign(state, action.payload);
    },
    giftRedeemed(state, action: PayloadAction<{ name: string | null; code: string | null }>) {
      state.gift = action.payload;
    },
  },
  // SPEC §4 logout clears the prices (they may carry per-account offers).
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPricingState);
  },
  selectors: {
    selectPricing: (state) => state,
    selectGift: (state) => state.gift,
  },
});

declare module '@dungeon/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof pricingSlice> {}
}

export const injectedPricingSlice = pricingSlice.injectInto(rootReducer);
export const { pricesLoaded, giftRedeemed } = pricingSlice.actions;
export const { selectPricing, selectGift } = injectedPricingSlice.selectors;

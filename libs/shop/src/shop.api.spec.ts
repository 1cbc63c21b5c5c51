import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@dungeon/api-client/testing';
import { selectIsAuthenticated, selectSessionExpired } from '@dungeon/session-auth';
import { sessionState } from '@dungeon/session-auth/testing';
import { makeStore } from '@dungeon/store';
import { selectGift } from './pricing.slice';
import { shopApi } from './shop.api';

const ACCOUNT = 'player@emberdeep.example';
const GIFT = { name: 'Ember Cloak', code: 'EMBER-CLOAK-0001' };

/** The shop's server: its reads, a purchase and a gift, or with `refuse` those two refused. */
function shopServer({ refuse = false } = {}) {
  const refused = () => Response.json({ error: 'shop_14' }, { status: 402 });
  return fakeApi({
    'GET /currency': { balance: '1250' },
    'GET /shop/owned': { items: [] },
    'GET /shop/purchases': { items: [] },
    'GET /gifts/last': GIFT,
    'POST /shop/purchases': refuse ? refused : { receiptNumber: 'EMB-1' },
    'POST /gifts/apply': refuse ? refused : GIFT,
  });
}

/** A store with the account's balance, owned items, purchases and last gift on screen. */
async function shopOnScreen() {
  const store = makeStore();
  const reads = [
    store.dispatch(shopApi.endpoints.currencyBalance.initiate(ACCOUNT)),
    store.dispatch(shopApi.endpoints.ownedProducts.initiate(ACCOUNT)),
    store.dispatch(shopApi.endpoints.purchases.initiate(ACCOUNT)),
    store.dispatch(shopApi.endpoints.lastGift.initiate(ACCOUNT)),
  ];
  await Promise.all(reads);
  return store;
}

const PURCHASE = {
  appid: 2710,
  productid: '271101',
  agreeTerms: true,
  confirmAge: true,
  paymentMethod: 'sandbox-card',
  currency: 'USD',
  idempotencyKey: '0b6a4c1e-2f4d-4e7a-9c3b-5d8e1f2a3b4c',
} as const;

/** Time for refetches that must not come: a refetch goes out as soon as its write is answered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what a shop write refreshes', () => {
  it('a purchase refreshes the balance, the owned items and the purchases, not the last gift', async () => {
    const calls = shopServer();
    const store = await shopOnScreen();
    await store.dispatch(shopApi.endpoints.purchase.initiate(PURCHASE));
    await vi.waitFor(() => {
      expect(calls).toEqual({
        'GET /currency': 2,
        'GET /shop/owned': 2,
        'GET /shop/purchases': 2,
        'GET /gifts/last': 1,
        'POST /shop/purchases': 1,
      });
    });
  });

  it('a redeemed gift refreshes all four, and lands in the SPEC §3 gift state', async () => {
    const calls = shopServer();
    const store = await shopOnScreen();
    await store.dispatch(shopApi.endpoints.applyGift.initiate({ code: GIFT.code, captcha: 'solved' }));
    await vi.waitFor(() => {
      expect(calls).toEqual({
        'GET /currency': 2,
        'GET /shop/owned': 2,
        'GET /shop/purchases': 2,
        'GET /gifts/last': 2,
        'POST /gifts/apply': 1,
      });
    });
    expect(selectGift(store.getState())).toEqual(GIFT);
  });

  it('a refused purchase or gift refreshes nothing', async () => {
    const calls = shopServer({ refuse: true });
    const store = await shopOnScreen();
    await store.dispatch(shopApi.endpoints.purchase.initiate(PURCHASE));
    await store.dispatch(shopApi.endpoints.applyGift.initiate({ code: GIFT.code, captcha: 'solved' }));
    await settle();
    expect(calls).toMatchObject({
      'GET /currency': 1,
      'GET /shop/owned': 1,
      'GET /shop/purchases': 1,
      'GET /gifts/last': 1,
    });
  });

  it('a refused Red Stone payment reads the balance again (a stale tab shows the real one), and nothing else', async () => {
    const calls = shopServer({ refuse: true });
    const store = await shopOnScreen();
    await store.dispatch(shopApi.endpoints.purchase.initiate({ ...PURCHASE, paymentMethod: 'currency' }));
    await vi.waitFor(() => {
      expect(calls['GET /currency']).toBe(2);
    });
    await settle();
    expect(calls).toMatchObject({
      'GET /currency': 2,
      'GET /shop/owned': 1,
      'GET /shop/purchases': 1,
      'GET /gifts/last': 1,
    });
  });
});

describe('a gift call the server answers "log in first" (401 giftcode)', () => {
  it.each([
    [
      'a redemption',
      (store: ReturnType<typeof makeStore>) =>
        store.dispatch(shopApi.endpoints.applyGift.initiate({ code: GIFT.code, captcha: 'solved' })),
    ],
    [
      'the last gift',
      (store: ReturnType<typeof makeStore>) => store.dispatch(shopApi.endpoints.lastGift.initiate(ACCOUNT)),
    ],
  ])(
    "ends the signed-in tab's session as expired, as any call refused for want of a login: %s",
    async (_name, call) => {
      const signedOut = () => Response.json({ error: 'giftcode' }, { status: 401 });
      fakeApi({ 'POST /gifts/apply': signedOut, 'GET /gifts/last': signedOut });
      const store = makeStore(sessionState('signedIn'));
      await call(store);
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      expect(selectSessionExpired(store.getState())).toBe(true);
    },
  );
});

describe('the SPEC §3 gift state', () => {
  it('is filled by the last gift loaded with the shop', async () => {
    shopServer();
    const store = makeStore();
    await store.dispatch(shopApi.endpoints.lastGift.initiate(ACCOUNT));
    expect(selectGift(store.getState())).toEqual(GIFT);
  });

  it('is filled by a redeemed gift itself, with no last gift on screen to refresh', async () => {
    const calls = shopServer();
    const store = makeStore();
    await store.dispatch(shopApi.endpoints.applyGift.initiate({ code: GIFT.code, captcha: 'solved' }));
    expect(selectGift(store.getState())).toEqual(GIFT);
    expect(calls).toEqual({ 'POST /gifts/apply': 1 });
  });
});

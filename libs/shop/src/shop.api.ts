import { baseApi } from '@dungeon/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CurrencyBalance,
  type CurrencyHistoryAnswer,
  type GiftAnswer,
  type GiftApplyRequest,
  type OwnedAnswer,
  type PriceCurrency,
  type PurchaseListAnswer,
  type PurchaseReceipt,
  type PurchaseRequest,
  type ShopPricesAnswer,
  type ShopProduct,
} from '@dungeon/contract';
import { giftRedeemed, pricesLoaded, pricingFromAnswer } from './pricing.slice';

export interface ProductArgs {
  appid: number;
  productid: string;
  /** The currency to quote in (`priceCurrencyFor` the page language); each has its own cache entry. */
  currency: PriceCurrency;
}

/**
 * The signed-in account (its email) that an account-scoped query belongs to. It is part of the
 * cache key only: the server knows the account from the session. Keyed this way, a player who
 * signs in after another in the same tab never sees the other's purchases, stones or gift (README).
 */
export type AccountScope = string;

export interface ReceiptArgs {
  account: AccountScope;
  receiptNumber: string;
}

export interface PurchaseArgs extends PurchaseRequest {
  /** One per purchase attempt, kept across retries and reloads (README: idempotency). */
  idempotencyKey: string;
  /** The currency the price was shown in, so the charge matches it. */
  currency: PriceCurrency;
}

/** Cache tags: a purchase or a gift refreshes what it changed. */
const SHOP_TAGS = ['Owned', 'Currency', 'Gift', 'Purchases'] as const;

/**
 * Shop, currency and gift calls (contract: libs/shared/contract/src/shop.ts). Prices also land in
 * the SPEC §3 pricing slice, and a redeemed gift in its `gift` field.
 */
export const shopApi = baseApi.enhanceEndpoints({ addTagTypes: SHOP_TAGS }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shopPrices: build.query<ShopPricesAnswer, PriceCurrency>({
      query: (currency) => ({ url: '/shop/prices', params: { currency } }),
      async onQueryStarted(_currency, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(pricesLoaded(pricingFromAnswer(data)));
      },
    }),
    shopProduct: build.query<ShopProduct, ProductArgs>({
      query: ({ appid, productid, currency }) => ({
        url: `/shop/products/${String(appid)}/${encodeURIComponent(productid)}`,
        params: { currency },
      }),
    }),
    ownedProducts: build.query<OwnedAnswer, AccountScope>({
      query: () => ({ url: '/shop/owned' }),
      providesTags: ['Owned'],
    }),
    purchase: build.mutation<PurchaseReceipt, PurchaseArgs>({
      query: ({ idempotencyKey, currency, ...body }) => ({
        url: '/shop/purchases',
        method: 'POST',
        params: { currency },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // A Red Stone payment that did not go through (shop_5 from a stale tab, or any other failure)
      // reads the balance again, so the page shows the real one and, when short, the way to buy more.
      invalidatesTags: (_result, error, { paymentMethod }) =>
        error ? (paymentMethod === 'currency' ? ['Currency'] : []) : ['Owned', 'Currency', 'Purchases'],
    }),
    /** The account's purchases, newest first (the server answers the latest 100). */
    purchases: build.query<PurchaseListAnswer, AccountScope>({
      query: () => ({ url: '/shop/purchases' }),
      providesTags: ['Purchases'],
    }),
    purchaseReceipt: build.query<PurchaseReceipt, ReceiptArgs>({
      query: ({ receiptNumber }) => ({ url: `/shop/purchases/${encodeURIComponent(receiptNumber)}` }),
    }),
    currencyBalance: build.query<CurrencyBalance, AccountScope>({
      query: () => ({ url: '/currency' }),
      providesTags: ['Currency'],
    }),
    currencyHistory: build.infiniteQuery<CurrencyHistoryAnswer, AccountScope, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/currency/history', params: pageParam ? { cursor: pageParam } : {} }),
      providesTags: ['Currency'],
    }),
    applyGift: build.mutation<GiftAnswer, GiftApplyRequest>({
      query: (body) => ({ url: '/gifts/apply', method: 'POST', body }),
      // A gift that grants a product also books a purchase ("gift", no charge).
      invalidatesTags: (_result, error) => (error ? [] : ['Gift', 'Currency', 'Owned', 'Purchases']),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(giftRedeemed(data));
      },
    }),
    lastGift: build.query<GiftAnswer, AccountScope>({
      query: () => ({ url: '/gifts/last' }),
      providesTags: ['Gift'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(giftRedeemed(data));
      },
    }),
  }),
});

export const {
  useShopPricesQuery,
  useShopProductQuery,
  useOwnedProductsQuery,
  usePurchaseMutation,
  usePurchasesQuery,
  usePurchaseReceiptQuery,
  useCurrencyBalanceQuery,
  useCurrencyHistoryInfiniteQuery,
  useApplyGiftMutation,
  useLastGiftQuery,
} = shopApi;

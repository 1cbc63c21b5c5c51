import { baseApi } from '@dungeon/api-client';
import { CURRENCY_HISTORY_PAGE_SIZE, type AccountOverview, type CurrencyHistoryAnswer } from '@dungeon/contract';

/** Cache tags of the account screens: a withdrawal or a migration refreshes the overview. */
export const accountScreensApi = baseApi.enhanceEndpoints({ addTagTypes: ['AccountOverview', 'AccountWithdrawal'] });

/**
 * Dashboard calls (contract account.ts and shop.ts). The session slice has no actions for apps,
 * DLC, gifts or currency, so they live in this cache. History is an infinite query: one cache
 * entry holds every page loaded, `nextCursor` of the last page is the next page's param (SPEC §3
 * "currencyHistory appended page by page").
 */
export const dashboardApi = accountScreensApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountOverview: build.query<AccountOverview, void>({
      query: () => '/account/overview',
      providesTags: ['AccountOverview'],
    }),
    accountCurrencyHistory: build.infiniteQuery<CurrencyHistoryAnswer, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/currency/history',
        params: { limit: CURRENCY_HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    }),
  }),
});

export const { useAccountOverviewQuery, useAccountCurrencyHistoryInfiniteQuery } = dashboardApi;

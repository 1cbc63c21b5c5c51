import type { WithdrawalRequest, WithdrawalStatus } from '@dungeon/contract';
import { accountScreensApi } from '../dashboard/dashboard.api';

/** Withdrawal calls (contract account.ts); each change refreshes the status and the overview. */
export const withdrawalApi = accountScreensApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountWithdrawal: build.query<WithdrawalStatus, void>({
      query: () => '/account/withdrawal',
      providesTags: ['AccountWithdrawal'],
    }),
    requestAccountWithdrawal: build.mutation<WithdrawalStatus, WithdrawalRequest>({
      query: (body) => ({ url: '/account/withdrawal', method: 'POST', body }),
      invalidatesTags: ['AccountWithdrawal', 'AccountOverview'],
    }),
    cancelAccountWithdrawal: build.mutation<WithdrawalStatus, void>({
      query: () => ({ url: '/account/withdrawal/cancel', method: 'POST' }),
      invalidatesTags: ['AccountWithdrawal', 'AccountOverview'],
    }),
  }),
});

export const { useAccountWithdrawalQuery, useRequestAccountWithdrawalMutation, useCancelAccountWithdrawalMutation } =
  withdrawalApi;

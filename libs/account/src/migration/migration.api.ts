import type { MigrationAnswer, MigrationRequest } from '@dungeon/contract';
import { accountScreensApi } from '../dashboard/dashboard.api';

/**
 * Migration call (contract account.ts). `oldAccountId` is a digit string from the form to the
 * server: the base query's codec writes it as a number literal with every digit (SPEC §7).
 */
export const migrationApi = accountScreensApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    migrateLegacyAccount: build.mutation<MigrationAnswer, MigrationRequest>({
      query: (body) => ({ url: '/account/migration', method: 'POST', body }),
      invalidatesTags: ['AccountOverview'],
    }),
  }),
});

export const { useMigrateLegacyAccountMutation } = migrationApi;

import type { RevokeAnswer, RevokeSessionsRequest, SessionsAnswer } from '@dungeon/contract';
import { accountScreensApi } from './dashboard.api';

const withSessionsTag = accountScreensApi.enhanceEndpoints({ addTagTypes: ['AccountSessions'] });

/** The account's signed-in devices (contract auth.ts): listing, and ending the others. */
export const sessionsApi = withSessionsTag.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountSessions: build.query<SessionsAnswer, void>({
      query: () => '/auth/sessions',
      providesTags: ['AccountSessions'],
    }),
    /** Asks for the account's password again (ASVS 3.3.4): password_3 at its field when it is wrong. */
    revokeOtherSessions: build.mutation<RevokeAnswer, RevokeSessionsRequest>({
      query: (body) => ({ url: '/auth/sessions/revoke-others', method: 'POST', body }),
      invalidatesTags: ['AccountSessions'],
    }),
  }),
});

export const { useAccountSessionsQuery, useRevokeOtherSessionsMutation } = sessionsApi;

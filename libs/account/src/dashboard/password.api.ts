import { IDEMPOTENCY_KEY_HEADER, type PasswordChangeAnswer, type PasswordChangeRequest } from '@dungeon/contract';
import { sessionsApi } from './sessions.api';

/** Changing the password while signed in (contract auth.ts `passwordChangeSchema`). */
export const passwordApi = sessionsApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * The key makes a retry after a lost answer safe: the server answers the first change again.
     * Other devices are signed out by the change, so the devices list is read again.
     */
    changePassword: build.mutation<PasswordChangeAnswer, PasswordChangeRequest & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/auth/password',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['AccountSessions'],
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;

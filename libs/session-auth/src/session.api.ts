import { baseApi } from '@dungeon/api-client';
import type { LoginCheckAnswer } from './session.slice';

/** SPEC §7: the two session calls. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loginCheck: build.mutation<LoginCheckAnswer, void>({
      query: () => ({ url: '/auth/login/check', method: 'POST' }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginCheckMutation, useLogoutMutation } = sessionApi;

import { baseApi } from '@dungeon/api-client';

export interface LoginRequest {
  email: string;
  password: string;
  keepMeLoggedIn: boolean;
  captcha?: string;
}

/** Account calls (apps/api README lists their error keys). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = accountApi;

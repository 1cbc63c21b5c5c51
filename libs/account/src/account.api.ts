import { baseApi } from '@dungeon/api-client';
import type {
  LoginAnswer,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RegisterCodeRequest,
  RegisterRequest,
  RegisterVerifyRequest,
} from '@dungeon/contract';

/** Account entry calls; the contract (libs/shared/contract/src/auth.ts) lists their error keys. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    requestRegisterCode: build.mutation<{ sent: true }, RegisterCodeRequest>({
      query: (body) => ({ url: '/auth/register/code', method: 'POST', body }),
    }),
    verifyRegisterCode: build.mutation<{ verified: true }, RegisterVerifyRequest>({
      query: (body) => ({ url: '/auth/register/verify', method: 'POST', body }),
    }),
    register: build.mutation<LoginAnswer, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<{ sent: true }, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<{ reset: true }, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useConfirmPasswordResetMutation,
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useRequestRegisterCodeMutation,
  useVerifyRegisterCodeMutation,
} = accountApi;

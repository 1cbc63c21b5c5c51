import { baseApi } from '@dungeon/api-client';
import type { CaptchaChallenge } from '@dungeon/contract';

/** Contract: captcha.ts. A challenge is single-use, so it is never cached. */
export const captchaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    captchaChallenge: build.query<CaptchaChallenge, void>({
      query: () => ({ url: '/captcha/challenge' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCaptchaChallengeQuery } = captchaApi;

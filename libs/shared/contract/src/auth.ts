import { z } from 'zod';

/**
 * POST /api/auth/login {email, password, keepMeLoggedIn} -> LoginAnswer, a session cookie.
 * Errors: email_10 (not an email), password_2 (no password), keepMeLoggedIn (not a boolean),
 * password_1 (wrong email or password, also for an unknown email), withdrawn (account closed),
 * defaultError_13 (too many attempts: rate limited).
 */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'email_10' }).trim().max(254, 'email_10').pipe(z.email({ error: 'email_10' })),
  password: z.string({ error: 'password_2' }).min(1, 'password_2').max(256, 'password_1'),
  keepMeLoggedIn: z.boolean({ error: 'keepMeLoggedIn' }),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC §7 login-check answer; the login call answers the same shape. */
export interface LoginAnswer {
  result: number;
  username?: string;
  email?: string;
  withdrawaldate?: string;
}

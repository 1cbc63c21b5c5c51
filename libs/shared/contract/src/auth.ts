import { z } from 'zod';
import { captchaField } from './captcha';
import { characterCount } from './characters';

/**
 * The account's password as typed to prove who is there: password_2 when empty, and `wrong` when
 * longer than any password can be, as the server answers a wrong one.
 */
const typedPasswordField = (wrong: 'password_1' | 'password_3') =>
  z.string({ error: 'password_2' }).min(1, 'password_2').max(256, wrong);

/** At sign-in: password_1 (wrong email or password). */
export const enteredPasswordField = typedPasswordField('password_1');

/**
 * Again by a signed-in player (before closing the account, signing out other devices or changing
 * the password): password_3 (enter a valid password), not password_1, whose wording names the
 * email, which these forms do not ask for.
 */
export const reenteredPasswordField = typedPasswordField('password_3');

/**
 * POST /api/auth/login {email, password, keepMeLoggedIn, captcha?} -> LoginAnswer, a session cookie.
 * Errors: email_10 (not an email), password_2 (no password), keepMeLoggedIn (not a boolean),
 * password_1 (wrong email or password, also for an unknown email), withdrawn (account closed),
 * defaultError_13 (too many attempts: rate limited).
 * After LOGIN_FAILURES_BEFORE_CAPTCHA wrong passwords for one address within
 * LOGIN_FAILURE_WINDOW_MINUTES, from anywhere, a sign-in to that address needs a solved captcha
 * (captcha_1..4, checked before the password) until one succeeds. The failure that reaches the
 * count says so at its `captcha` field (password_1 with {captcha: 'captcha_1'}). Unknown addresses
 * are counted alike, so the answers tell no one which addresses have accounts.
 */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'email_10' })
    .trim()
    .max(254, 'email_10')
    .pipe(z.email({ error: 'email_10' })),
  password: enteredPasswordField,
  keepMeLoggedIn: z.boolean({ error: 'keepMeLoggedIn' }),
  captcha: captchaField.optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC §7 login-check answer; the login call answers the same shape. */
export interface LoginAnswer {
  result: number;
  username?: string;
  email?: string;
  withdrawaldate?: string;
}

/** SPEC §5 and §9: passwords, usernames and codes as below (the minimum age is in age.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const EMAIL_CODE_LENGTH = 6;

const emailField = z
  .string({ error: 'email_10' })
  .trim()
  .max(254, 'email_10')
  .pipe(z.email({ error: 'email_10' }));

/**
 * At least 8 characters with letters, numbers and special characters (password_6); entered
 * (password_2). Over 128 characters is refused as not a valid password (password_3), not with
 * password_6's "at least 8", which would mislead. The SPEC sets no maximum; the cap keeps a
 * request from making the server hash megabytes.
 */
export const newPasswordField = z
  .string({ error: 'password_2' })
  .min(1, 'password_2')
  .max(128, 'password_3')
  .refine(
    (value) =>
      characterCount(value) >= PASSWORD_MIN_LENGTH &&
      /\p{L}/u.test(value) &&
      /\d/.test(value) &&
      /[^\p{L}\d\s]/u.test(value),
    'password_6',
  );

/**
 * POST /api/auth/register/code {email, captcha} -> {sent: true}: mails a six-digit code, valid
 * ten minutes. Errors: email_10, email_5 (already in use), captcha_1..4, defaultError_13.
 */
export const registerCodeSchema = z.object({
  email: emailField,
  captcha: captchaField,
});
export type RegisterCodeRequest = z.infer<typeof registerCodeSchema>;

const emailCodeField = z
  .string({ error: 'emailcode_2' })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), 'emailcode_2');

/**
 * POST /api/auth/register/verify {email, code} -> {verified: true}. Errors: emailcode_2 (not six
 * digits), emailcode_4 (no code requested, expired, or too many tries: request a new one),
 * emailcode_5 (does not match the one sent).
 */
export const registerVerifySchema = z.object({ email: emailField, code: emailCodeField });
export type RegisterVerifyRequest = z.infer<typeof registerVerifySchema>;

/**
 * POST /api/auth/register -> LoginAnswer and a session cookie. Errors: emailcode_1 (email not
 * verified), agecheck_1, termsagree_1, username_2 (too short), username_1 (taken or not allowed),
 * password_2/5/6, email_5.
 */
export const registerSchema = z
  .object({
    email: emailField,
    code: emailCodeField,
    username: z
      .string({ error: 'username_2' })
      .trim()
      // One spelling per name: fullwidth `ＡＤＭＩＮ` or a ligature must not pass for another player's `admin`.
      .normalize('NFKC')
      // Zod counts a string's length in characters (code points), as SPEC §5's "3 characters" means.
      .min(USERNAME_MIN_LENGTH, 'username_2')
      .max(USERNAME_MAX_LENGTH, 'username_1')
      .regex(/^[\p{L}\p{N}_-]+$/u, 'username_1'),
    password: newPasswordField,
    passwordConfirm: z.string({ error: 'password_5' }),
    birthDate: z.string({ error: 'agecheck_1' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'agecheck_1'),
    agreeTerms: z.literal(true, { error: 'termsagree_1' }),
    agreePrivacy: z.literal(true, { error: 'termsagree_1' }),
  })
  .refine((form) => form.password === form.passwordConfirm, { message: 'password_5', path: ['passwordConfirm'] });
export type RegisterRequest = z.infer<typeof registerSchema>;

/**
 * POST /api/auth/password-reset {email, captcha} -> {sent: true} whether or not an account
 * exists (no account probing); mails a single-use link valid 30 minutes. Errors: email_10, captcha_*.
 */
export const passwordResetRequestSchema = registerCodeSchema;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * POST /api/auth/password-reset/confirm {token, password, passwordConfirm} -> {reset: true}; every
 * session of the account ends. Errors: password_2/5/6, password_4 (same as the old one),
 * defaultError_12 (link unknown, used or expired).
 */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: 'defaultError_12' }).regex(/^[A-Za-z0-9_-]{43}$/, 'defaultError_12'),
    password: newPasswordField,
    passwordConfirm: z.string({ error: 'password_5' }),
  })
  .refine((form) => form.password === form.passwordConfirm, { message: 'password_5', path: ['passwordConfirm'] });
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmSchema>;

/**
 * POST /api/auth/password {currentPassword, password, passwordConfirm} -> PasswordChangeAnswer: a
 * signed-in player changes the password (ASVS 2.1.5, 2.1.6: the current one is asked too). Every
 * other session of the account ends (ASVS 3.3.3); the caller's stays. Needs a session (401
 * defaultError_14), CSRF header, rate limited (defaultError_13). Errors at their fields: password_2
 * (nothing typed), password_3 at `currentPassword` (wrong), password_6 / password_3 (the new one's
 * rules), password_5 (the repeat differs), password_4 (the new one is the current one); 403
 * withdrawn for a closed account. The Idempotency-Key header is required (400 defaultError_12): a
 * repeat under the same key answers the first change again (`Idempotent-Replayed: true`), the key
 * used for another change is 422 defaultError_12, and a change that lost a race with another is 409
 * defaultError_11. Nothing changes on any error.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: reenteredPasswordField,
    password: newPasswordField,
    passwordConfirm: z.string({ error: 'password_5' }),
  })
  .refine((form) => form.password === form.passwordConfirm, { message: 'password_5', path: ['passwordConfirm'] });
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

export interface PasswordChangeAnswer {
  changed: true;
  /** How many other sessions were ended. */
  signedOut: number;
}

/**
 * The account's signed-in devices (issue 5, beyond the spec). All three calls need a session
 * (401 defaultError_14 otherwise); the POSTs are state-changing (CSRF header, rate limited:
 * defaultError_13).
 *   GET  /api/auth/sessions                  -> SessionsAnswer: the caller's live sessions, newest seen first
 *   POST /api/auth/sessions/revoke-others {password} -> RevokeAnswer: ends every session but the caller's
 *   POST /api/auth/sessions/:id/revoke    {password} -> RevokeAnswer ({revoked: 1}); 404 defaultError_12
 *        for an id that is not one of the caller's live sessions (another account's id answers the
 *        same); 400 defaultError_12 for the caller's own current session (sign out instead).
 * Both POSTs ask for the account's password again (ASVS 3.3.4), so a stolen session cannot sign
 * the player out everywhere else: 400 password_2 without one, 400 password_3 with `fields.password`
 * when it is wrong; nothing is ended then.
 */
export interface ActiveSession {
  /** Opaque, stable for the session's life; never the cookie value nor its stored hash. */
  id: string;
  /** Browser and system names from the User-Agent ("Chrome · Windows"), "" when unrecognised. */
  device: string;
  createdAt: string;
  /** Updated at most once a minute (SESSION_LAST_SEEN_RESOLUTION_SECONDS). */
  lastSeenAt: string;
  /** The session of the browser that asked. */
  current: boolean;
}

export interface SessionsAnswer {
  sessions: ActiveSession[];
}

export interface RevokeAnswer {
  revoked: number;
}

/** How stale lastSeenAt may be: the server writes it at most this often per session. */
export const SESSION_LAST_SEEN_RESOLUTION_SECONDS = 60;

export const revokeSessionsSchema = z.object({ password: reenteredPasswordField }, { error: 'defaultError_12' });
export type RevokeSessionsRequest = z.infer<typeof revokeSessionsSchema>;

/** A session id as listed: 22 base64url characters. */
export const sessionIdSchema = z.string({ error: 'defaultError_12' }).regex(/^[A-Za-z0-9_-]{22}$/, 'defaultError_12');

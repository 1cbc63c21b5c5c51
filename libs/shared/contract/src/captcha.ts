import { z } from 'zod';

/**
 * Proof-of-work captcha (ALTCHA): no third party, no tracking, no image puzzles.
 * GET /api/captcha/challenge -> CaptchaChallenge (never cached).
 * A form that needs a captcha sends the solved payload (base64 JSON) in its `captcha` field;
 * the server answers captcha_1 (missing), captcha_2 (not a payload), captcha_3 (wrong or used
 * twice), captcha_4 (expired: fetch a new challenge).
 */
export interface CaptchaChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export const captchaField = z.string({ error: 'captcha_1' }).min(1, 'captcha_1').max(4096, 'captcha_2');

/** How long a challenge may be solved and used, in minutes. */
export const CAPTCHA_LIFETIME_MINUTES = 10;

import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { CAPTCHA_LIFETIME_MINUTES, type CaptchaChallenge } from '@dungeon/contract';
import type { AppContext } from '../app';
import { fail } from './errors';

interface SolvedPayload {
  algorithm: CaptchaChallenge['algorithm'];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** A fresh proof-of-work challenge, signed with the server's key and valid for a few minutes. */
export function newCaptchaChallenge({ config, now }: AppContext): Promise<CaptchaChallenge> {
  return createChallenge({
    hmacKey: config.captchaKey,
    maxnumber: config.captchaMaxNumber,
    expires: new Date(now().getTime() + CAPTCHA_LIFETIME_MINUTES * 60_000),
  });
}

function decode(payload: string): SolvedPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<SolvedPayload>;
    const valid =
      (parsed.algorithm === 'SHA-1' || parsed.algorithm === 'SHA-256' || parsed.algorithm === 'SHA-512') &&
      typeof parsed.challenge === 'string' &&
      typeof parsed.number === 'number' &&
      typeof parsed.salt === 'string' &&
      typeof parsed.signature === 'string';
    return valid ? (parsed as SolvedPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved captcha and spends it, or throws the fitting captcha_* refusal (contract:
 * captcha.ts). Call it after the form's other checks so a typo does not cost a solution.
 */
export async function spendCaptcha({ db, config, now }: AppContext, payload: string | undefined): Promise<void> {
  if (!payload) fail(400, 'captcha_1', { captcha: 'captcha_1' });
  const solved = decode(payload);
  if (!solved) fail(400, 'captcha_2', { captcha: 'captcha_2' });
  const expires = Number(extractParams(solved)['expires']);
  if (!Number.isFinite(expires) || expires * 1000 <= now().getTime()) fail(400, 'captcha_4', { captcha: 'captcha_4' });
  // Expiry was checked above against the app clock, so the library's own clock check is skipped.
  if (!(await verifySolution(solved, config.captchaKey, false))) fail(400, 'captcha_3', { captcha: 'captcha_3' });
  const spent = db
    .prepare('INSERT OR IGNORE INTO captcha_used (signature, used_at) VALUES (?, ?)')
    .run(solved.signature, now().toISOString());
  if (spent.changes === 0) fail(400, 'captcha_3', { captcha: 'captcha_3' });
  // A solution spent a challenge's lifetime ago has expired since (it was solved before it was
  // spent), so its expiry refuses it first: its row can go, and the table holds one lifetime's.
  db.prepare('DELETE FROM captcha_used WHERE used_at <= ?').run(
    new Date(now().getTime() - CAPTCHA_LIFETIME_MINUTES * 60_000).toISOString(),
  );
}

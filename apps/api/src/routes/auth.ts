import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ageOn,
  EMAIL_CODE_LENGTH,
  loginRequestSchema,
  MINIMUM_AGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerCodeSchema,
  registerSchema,
  registerVerifySchema,
  type LoginAnswer,
} from '@dungeon/contract';
import { paths } from '@dungeon/routing/paths';
import { spendCaptcha } from '../http/captcha';
import { emailDigest, sameDigest, sha256 } from '../http/digest';
import { fail, parseWith } from '../http/errors';
import { loginFailures } from '../http/login-failures';
import { mailIn, requestLocale, sendMail } from '../http/mailer';
import { hashPassword, verifyPassword } from '../http/passwords';
import { perMinute } from '../http/rate-limit';
import { isAccountClosed } from '../http/sessions';
import { codeMail, resetMail } from './auth-mail';
import { passwordChanged } from './password-changed';

interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  withdrawal_date: string | null;
  withdrawn_at: string | null;
}

interface CodeRow {
  code_hash: string;
  attempts: number;
  expires_at: string;
  verified_at: string | null;
}

const CODE_LIFETIME_MS = 10 * 60_000;
const CODE_MAX_ATTEMPTS = 5;
/** A verified email may finish registering within this time. */
const VERIFIED_LIFETIME_MS = 60 * 60_000;
const RESET_LIFETIME_MS = 30 * 60_000;

// Compared against when the email is unknown, so both answers take as long (no account probing by timing).
const absentUserHash = hashPassword('absent-user-placeholder');

/** Sign-in, registration with an emailed code, and password reset by emailed link (contract: auth.ts). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config, now } = app.ctx;
  const findByEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const findClosed = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE closed_email_hash = ? ORDER BY id DESC LIMIT 1',
  );
  const findCode = db.prepare<[string], CodeRow>('SELECT * FROM email_codes WHERE email = ?');
  // Anti-automation (ASVS 2.2.1): attempts per address and minute, then defaultError_13.
  const limited = perMinute(config.loginAttemptsPerMinute);

  const answerFor = (user: Pick<UserRow, 'username' | 'email' | 'withdrawal_date'>): LoginAnswer => ({
    result: 0,
    username: user.username,
    email: user.email,
    ...(user.withdrawal_date ? { withdrawaldate: user.withdrawal_date } : {}),
  });

  const locale = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);

  // Wrong passwords per address, beside the limits per client (contract: loginRequestSchema).
  const failures = loginFailures(app.ctx);

  app.post('/auth/login', limited, async (request, reply): Promise<LoginAnswer> => {
    const input = parseWith(loginRequestSchema, request.body);
    const emailKey = emailDigest(input.email);
    // Before the password, so a guess without a solved captcha learns nothing.
    if (failures.needCaptcha(emailKey)) await spendCaptcha(app.ctx, input.captcha);
    // A closed account keeps only a hash of its address (`finalizeDueWithdrawals`): found by it, it
    // still answers `withdrawn` to its password. An open account with the address comes first, then
    // the last one closed (one scrypt whichever is found, as for an unknown address).
    const user = findByEmail.get(input.email) ?? findClosed.get(emailKey);
    const matches = await verifyPassword(input.password, user?.password_hash ?? (await absentUserHash));
    if (!user || !matches) {
      // When the next try will need a captcha, the form can show it now.
      fail(401, 'password_1', failures.failed(emailKey) ? { captcha: 'captcha_1' } : undefined);
    }
    failures.succeeded(emailKey);
    if (isAccountClosed(user.withdrawn_at, user.withdrawal_date, now())) fail(403, 'withdrawn');
    sessions.start(request, reply, user.id, input.keepMeLoggedIn);
    return answerFor(user);
  });

  app.post('/auth/register/code', limited, async (request) => {
    const input = parseWith(registerCodeSchema, request.body);
    // SPEC §8 wants email_5 for a taken address: said only to a solved captcha, which that answer
    // spends too, so no one learns which addresses have accounts without solving one per address.
    await spendCaptcha(app.ctx, input.captcha);
    if (findByEmail.get(input.email)) fail(409, 'email_5', { email: 'email_5' });
    const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
    db.prepare(
      `INSERT INTO email_codes (email, code_hash, attempts, expires_at, verified_at) VALUES (?, ?, 0, ?, NULL)
       ON CONFLICT(email) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0,
         expires_at = excluded.expires_at, verified_at = NULL`,
    ).run(input.email, sha256(code), new Date(now().getTime() + CODE_LIFETIME_MS).toISOString());
    sendMail(app.ctx, { to: input.email, locale: locale(request), ...mailIn(codeMail, locale(request), code) });
    return { sent: true };
  });

  app.post('/auth/register/verify', limited, async (request) => {
    const input = parseWith(registerVerifySchema, request.body);
    const row = findCode.get(input.email);
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS || Date.parse(row.expires_at) <= now().getTime()) {
      fail(400, 'emailcode_4', { code: 'emailcode_4' });
    }
    if (!sameDigest(row.code_hash, sha256(input.code))) {
      db.prepare('UPDATE email_codes SET attempts = attempts + 1 WHERE email = ?').run(input.email);
      fail(400, 'emailcode_5', { code: 'emailcode_5' });
    }
    db.prepare('UPDATE email_codes SET verified_at = ? WHERE email = ?').run(now().toISOString(), input.email);
    return { verified: true };
  });

  const takenBy = db.prepare<[string, string], { email: string }>(
    'SELECT email FROM users WHERE email = ? OR username = ?',
  );
  /** 409 email_5 or username_1 when an account has the address or the name (both compared without case). */
  function refuseTaken(email: string, username: string): void {
    const taken = takenBy.get(email, username);
    if (!taken) return;
    const key = taken.email.toLowerCase() === email.toLowerCase() ? 'email_5' : 'username_1';
    fail(409, key, { [key === 'email_5' ? 'email' : 'username']: key });
  }

  app.post('/auth/register', limited, async (request, reply): Promise<LoginAnswer> => {
    const input = parseWith(registerSchema, request.body);
    const age = ageOn(input.birthDate, now());
    if (age === null || age < MINIMUM_AGE) fail(400, 'agecheck_1', { birthDate: 'agecheck_1' });
    const code = findCode.get(input.email);
    const verified =
      code?.verified_at &&
      sameDigest(code.code_hash, sha256(input.code)) &&
      Date.parse(code.verified_at) + VERIFIED_LIFETIME_MS > now().getTime();
    if (!verified) fail(400, 'emailcode_1', { code: 'emailcode_1' });
    refuseTaken(input.email, input.username);
    const passwordHash = await hashPassword(input.password);
    db.transaction(() => {
      // Again: a registration sent at the same time may have taken the address or name meanwhile.
      refuseTaken(input.email, input.username);
      const result = db
        .prepare(
          'INSERT INTO users (email, username, password_hash, birth_date, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(input.email, input.username, passwordHash, input.birthDate, locale(request), now().toISOString());
      db.prepare('DELETE FROM email_codes WHERE email = ?').run(input.email);
      // Signed in by the same write: a fault leaves no account that the player could neither use nor
      // sign up for again (email_5), and the verified code stays for the retry.
      sessions.start(request, reply, Number(result.lastInsertRowid), false);
    })();
    return answerFor({ username: input.username, email: input.email, withdrawal_date: null });
  });

  app.post('/auth/password-reset', limited, async (request) => {
    const input = parseWith(passwordResetRequestSchema, request.body);
    await spendCaptcha(app.ctx, input.captcha);
    const user = findByEmail.get(input.email);
    if (user && !isAccountClosed(user.withdrawn_at, user.withdrawal_date, now())) {
      const token = randomBytes(32).toString('base64url');
      db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
        sha256(token),
        user.id,
        new Date(now().getTime() + RESET_LIFETIME_MS).toISOString(),
      );
      const link = `${config.siteOrigin}${paths.passwordReset}?token=${token}`;
      sendMail(app.ctx, { to: user.email, locale: locale(request), ...mailIn(resetMail, locale(request), link) });
    }
    // The same answer either way: the form must not tell who has an account.
    return { sent: true };
  });

  app.post('/auth/password-reset/confirm', limited, async (request) => {
    const input = parseWith(passwordResetConfirmSchema, request.body);
    const reset = db
      .prepare<
        [string],
        { user_id: number; expires_at: string; used_at: string | null; password_hash: string; email: string }
      >(
        `SELECT r.user_id, r.expires_at, r.used_at, u.password_hash, u.email
         FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
      )
      .get(sha256(input.token));
    if (!reset || reset.used_at || Date.parse(reset.expires_at) <= now().getTime()) fail(400, 'defaultError_12');
    if (await verifyPassword(input.password, reset.password_hash)) fail(400, 'password_4', { password: 'password_4' });
    const passwordHash = await hashPassword(input.password);
    db.transaction(() => {
      const claimed = db
        .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
        .run(now().toISOString(), sha256(input.token));
      if (claimed.changes === 0) fail(400, 'defaultError_12');
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, reset.user_id);
      // A new password ends every session: whoever knew the old one is signed out (ASVS 3.3.3). In
      // the same transaction, so a fault leaves the old password, the live link and the sessions
      // together, never a new password beside a thief's session.
      sessions.endOthers(reset.user_id, null);
      // The account's other links are spent with this one, and whoever owns the mailbox hears of
      // it, in case the link was not theirs to use.
      passwordChanged(app.ctx, { id: reset.user_id, email: reset.email }, locale(request));
    })();
    return { reset: true };
  });
}

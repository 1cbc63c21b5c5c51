import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  passwordChangeSchema,
  revokeSessionsSchema,
  sessionIdSchema,
  type PasswordChangeAnswer,
  type RevokeAnswer,
  type SessionsAnswer,
} from '@dungeon/contract';
import { fail, parseWith } from '../http/errors';
import { idempotencyKeyOf, isUniqueViolation } from '../http/idempotency';
import { requestLocale } from '../http/mailer';
import { confirmPassword, hashPassword, verifyPassword } from '../http/passwords';
import { perMinute } from '../http/rate-limit';
import { isAccountClosed, type SessionUser } from '../http/sessions';
import { passwordChanged } from './password-changed';

/**
 * The signed-in account's security: its devices, "sign out everywhere else" and a password change
 * (contract: auth.ts, issue 5 beyond).
 */
export async function authSessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, config, db, now } = app.ctx;
  const limited = perMinute(config.loginAttemptsPerMinute);
  const passwordHashOf = db.prepare<[number], { password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = ?',
  );

  /**
   * Ending other sessions asks for the password again (ASVS 3.3.4): whoever holds a stolen session
   * cannot sign the player out everywhere else and keep the account to themselves.
   */
  async function requirePassword(user: SessionUser, body: unknown): Promise<void> {
    const { password } = parseWith(revokeSessionsSchema, body);
    const stored = passwordHashOf.get(user.id) ?? fail(401, 'defaultError_14');
    await confirmPassword(password, stored.password_hash);
  }

  const caller = (request: FastifyRequest): { user: SessionUser; idHash: string | null } => {
    const { user, idHash } = sessions.lookup(request);
    return user ? { user, idHash } : fail(401, 'defaultError_14');
  };

  app.get('/auth/sessions', async (request): Promise<SessionsAnswer> => {
    const { user, idHash } = caller(request);
    return { sessions: sessions.list(user.id, idHash) };
  });

  app.post('/auth/sessions/revoke-others', limited, async (request): Promise<RevokeAnswer> => {
    const { user, idHash } = caller(request);
    await requirePassword(user, request.body);
    return { revoked: sessions.endOthers(user.id, idHash) };
  });

  app.post<{ Params: { id: string } }>('/auth/sessions/:id/revoke', limited, async (request): Promise<RevokeAnswer> => {
    const { user, idHash } = caller(request);
    const id = parseWith(sessionIdSchema, request.params.id);
    await requirePassword(user, request.body);
    // Ending the browser's own session is signing out, which has its own call and confirmation.
    if (sessions.isListedAs(idHash, id)) fail(400, 'defaultError_12');
    if (sessions.endListed(user.id, id) === 'unknown') fail(404, 'defaultError_12');
    return { revoked: 1 };
  });

  // ------------------------------------------------------------------------------ password change
  const changeByKey = db.prepare<[number, string], { signed_out: number }>(
    'SELECT signed_out FROM password_changes WHERE user_id = ? AND idempotency_key = ?',
  );
  const recordChange = db.prepare<[number, string, string]>(
    'INSERT INTO password_changes (user_id, idempotency_key, signed_out, changed_at) VALUES (?, ?, 0, ?)',
  );
  const recordSignedOut = db.prepare<[number, number, string]>(
    'UPDATE password_changes SET signed_out = ? WHERE user_id = ? AND idempotency_key = ?',
  );
  // Only over the hash read before the checks: a change that landed meanwhile is not overwritten.
  const replacePassword = db.prepare<[string, number, string]>(
    'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?',
  );

  /**
   * A repeat of a key already used: the first answer again when the account's password is the new
   * one asked for (the one this key set), else 422 defaultError_12 (the key was used for another
   * change). Told by scrypt against the account's hash: the key's row keeps nothing of a password.
   */
  async function repeatedChange(
    first: { signed_out: number },
    userId: number,
    password: string,
    reply: FastifyReply,
  ): Promise<PasswordChangeAnswer> {
    const stored = passwordHashOf.get(userId) ?? fail(401, 'defaultError_14');
    if (!(await verifyPassword(password, stored.password_hash))) fail(422, 'defaultError_12');
    void reply.header('Idempotent-Replayed', 'true');
    return { changed: true, signedOut: first.signed_out };
  }

  app.post('/auth/password', limited, async (request, reply): Promise<PasswordChangeAnswer> => {
    const { user, idHash } = caller(request);
    // A closed account's hash only answers `withdrawn` at sign-in; a closure's grace period passes.
    if (isAccountClosed(user.withdrawnAt, user.withdrawalDate, now())) fail(403, 'withdrawn');
    const input = parseWith(passwordChangeSchema, request.body);
    const key = idempotencyKeyOf(request);
    const earlier = changeByKey.get(user.id, key);
    if (earlier) return repeatedChange(earlier, user.id, input.password, reply);

    const stored = passwordHashOf.get(user.id) ?? fail(401, 'defaultError_14');
    await confirmPassword(input.currentPassword, stored.password_hash, 'currentPassword');
    // The current one matches the hash: the new one does exactly when it reads the same as scrypt
    // reads it (NFKC), so no second scrypt is needed to tell.
    if (input.password.normalize('NFKC') === input.currentPassword.normalize('NFKC')) {
      fail(400, 'password_4', { password: 'password_4' });
    }
    const passwordHash = await hashPassword(input.password);
    try {
      // One transaction: the key's row, the new hash and the other sessions' end commit together,
      // so a repeat after a crash can never find the change made and the old sessions alive.
      const signedOut = db.transaction(() => {
        // The key's row first: a twin under the same key meets UNIQUE here and is answered as a
        // repeat, where after the hash's update it would read as a concurrent change (409).
        recordChange.run(user.id, key, now().toISOString());
        if (replacePassword.run(passwordHash, user.id, stored.password_hash).changes === 0) {
          fail(409, 'defaultError_11');
        }
        // Whoever knew the old password is signed out (ASVS 3.3.3); the caller's session stays.
        const ended = sessions.endOthers(user.id, idHash);
        recordSignedOut.run(ended, user.id, key);
        // Reset links mailed before are spent; the owner hears of it, with the way back.
        passwordChanged(app.ctx, user, requestLocale(request.headers['accept-language']));
        return ended;
      })();
      return { changed: true, signedOut };
    } catch (error) {
      // A twin request with the same key committed first.
      if (!isUniqueViolation(error)) throw error;
      const twin = changeByKey.get(user.id, key) ?? fail(409, 'defaultError_11');
      return repeatedChange(twin, user.id, input.password, reply);
    }
  });
}

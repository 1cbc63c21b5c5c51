import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeSessionsSchema, sessionIdSchema, type RevokeAnswer, type SessionsAnswer } from '@dungeon/contract';
import { fail, parseWith } from '../http/errors';
import { confirmPassword } from '../http/passwords';
import { perMinute } from '../http/rate-limit';
import type { SessionUser } from '../http/sessions';

/** The account's signed-in devices and "sign out everywhere else" (contract: auth.ts, issue 5 beyond). */
export async function authSessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, config, db } = app.ctx;
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
}

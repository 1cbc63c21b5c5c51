import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionIdSchema, type RevokeAnswer, type SessionsAnswer } from '@dungeon/contract';
import { fail, parseWith } from '../http/errors';
import { perMinute } from '../http/rate-limit';
import type { SessionUser } from '../http/sessions';

/** The account's signed-in devices and "sign out everywhere else" (contract: auth.ts, issue 5 beyond). */
export async function authSessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, config } = app.ctx;
  const limited = perMinute(config.loginAttemptsPerMinute);

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
    return { revoked: sessions.endOthers(user.id, idHash) };
  });

  app.post<{ Params: { id: string } }>('/auth/sessions/:id/revoke', limited, async (request): Promise<RevokeAnswer> => {
    const { user, idHash } = caller(request);
    const id = parseWith(sessionIdSchema, request.params.id);
    // Ending the browser's own session is signing out, which has its own call and confirmation.
    if (sessions.isListedAs(idHash, id)) fail(400, 'defaultError_12');
    if (sessions.endListed(user.id, id) === 'unknown') fail(404, 'defaultError_12');
    return { revoked: 1 };
  });
}

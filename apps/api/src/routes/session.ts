import type { FastifyInstance } from 'fastify';

/** SPEC §7: the two spec'd calls, exactly. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.ctx;

  app.post('/auth/login/check', async (request) => {
    const { result, user } = sessions.lookup(request);
    if (!user) return { result };
    return {
      result,
      username: user.username,
      email: user.email,
      ...(user.withdrawalDate ? { withdrawaldate: user.withdrawalDate } : {}),
    };
  });

  app.post('/auth/logout', async (request, reply) => {
    sessions.end(request, reply);
    return { result: 0 };
  });
}

import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, type LoginAnswer } from '@dungeon/contract';
import { fail, parseWith } from '../http/errors';
import { hashPassword, verifyPassword } from '../http/passwords';

interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  withdrawal_date: string | null;
  withdrawn_at: string | null;
}

// Compared against when the email is unknown, so both answers take as long (no account probing by timing).
const absentUserHash = hashPassword('absent-user-placeholder');

/** Sign-in; registration and password reset live beside it (contract: auth.ts). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config } = app.ctx;
  const findByEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');

  app.post(
    '/auth/login',
    // Anti-automation (ASVS 2.2.1): attempts per address and minute, then defaultError_13.
    { config: { rateLimit: { max: config.loginAttemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply): Promise<LoginAnswer> => {
      const input = parseWith(loginRequestSchema, request.body);
      const user = findByEmail.get(input.email);
      const matches = await verifyPassword(input.password, user?.password_hash ?? (await absentUserHash));
      if (!user || !matches) fail(401, 'password_1');
      if (user.withdrawn_at) fail(403, 'withdrawn');
      sessions.start(request, reply, user.id, input.keepMeLoggedIn);
      return {
        result: 0,
        username: user.username,
        email: user.email,
        ...(user.withdrawal_date ? { withdrawaldate: user.withdrawal_date } : {}),
      };
    },
  );
}

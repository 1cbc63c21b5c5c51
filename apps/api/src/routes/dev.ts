import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/errors';

/** The dev mailbox's query: one address (exported for the fuzz suite, `fuzz-hand-written.spec.ts`). */
export const mailboxQuery = z.object({ to: z.email({ error: 'email_10' }) });

interface MailRow {
  id: number;
  subject: string;
  body: string;
  locale: string;
  created_at: string;
}

/**
 * Development-only helpers, never registered in production (config.devRoutes):
 * GET /dev/mailbox?to=<email> lists the messages sent to that address, newest first, so a
 * person (or the e2e suite) can read a verification code or a reset link.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.devRoutes) return;
  const list = app.ctx.db.prepare<[string], MailRow>(
    'SELECT id, subject, body, locale, created_at FROM mail_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 20',
  );
  app.get('/dev/mailbox', async (request) => {
    const { to } = parseWith(mailboxQuery, request.query);
    return {
      messages: list.all(to).map((row) => ({
        id: row.id,
        subject: row.subject,
        text: row.body,
        locale: row.locale,
        sentAt: row.created_at,
      })),
    };
  });
}

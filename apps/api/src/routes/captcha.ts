import type { FastifyInstance } from 'fastify';
import { newCaptchaChallenge } from '../http/captcha';

/** GET /captcha/challenge (contract: captcha.ts); solutions are spent by the form that carries them. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/captcha/challenge', async () => {
    return newCaptchaChallenge(app.ctx);
  });
}

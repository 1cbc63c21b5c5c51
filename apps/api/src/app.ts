import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { parseJson, stringifyJson } from '@dungeon/api-client/codec';
import type { ApiConfig } from './config';
import type { Db } from './db/database';
import { addMissingHeaders, API_SECURITY_HEADERS, DEFAULT_CACHING } from './http/api-headers';
import { registerCsrfGuard } from './http/csrf';
import { ApiError } from './http/errors';
import { Sessions } from './http/sessions';
import { serveSite } from './http/static-site';
import { routeModules } from './routes';
import { newsPagePreviews, newsSitemapEntries } from './routes/news';
import { faqSitemapEntries } from './routes/support';

/** What every route module receives through `app.ctx`. */
export interface AppContext {
  db: Db;
  config: ApiConfig;
  sessions: Sessions;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  db: Db;
  config: ApiConfig;
  now?: () => Date;
  logger?: boolean;
}

/** config.ts `trustProxy` as Fastify takes it: a hop count as the function proxy-addr makes of one. */
function trustedProxies(trust: ApiConfig['trustProxy']): false | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp({
  db,
  config,
  now = () => new Date(),
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Off unless the deployment names its proxies (Fastify's types take no hop count).
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a broken percent-encoding 400; a path segment past 100
    // characters 414, which only the API alone answers: the served site's wildcard route takes
    // such a path) answer like every other refusal: the contract's shape, no echoed path. They
    // skip the hooks, so they carry the API's strict headers themselves, in either mode: they are
    // JSON, not pages. A 5xx (an async route constraint that fails; none is registered today) is
    // the error handler's defaultError_5.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      if (status >= 500) request.log.error(error);
      void reply
        .headers({ ...API_SECURITY_HEADERS, ...DEFAULT_CACHING })
        .code(status)
        .send({ error: status >= 500 ? 'defaultError_5' : 'defaultError_12' });
    },
  });
  app.decorate('ctx', { db, config, now, sessions: new Sessions(db, config.production, now) });

  // SPEC §7 big numbers: integers past 15 digits stay exact in both directions.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : parseJson(body as string));
    } catch {
      done(new ApiError(400, 'defaultError_12'), undefined);
    }
  });
  app.setReplySerializer((payload) => stringifyJson(payload));

  await app.register(cookie);
  // Off by default; a route opts in with `perMinute(max)` (http/rate-limit.ts).
  await app.register(rateLimit, { global: false });
  registerCsrfGuard(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.status)
        .send(error.fields ? { error: error.key, fields: error.fields } : { error: error.key });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return reply.code(429).send({ error: 'defaultError_13' });
    if (status && status >= 400 && status < 500) return reply.code(status).send({ error: 'defaultError_12' });
    request.log.error(error);
    return reply.code(500).send({ error: 'defaultError_5' });
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  for (const routes of routeModules) await app.register(routes, { prefix: '/api' });
  if (config.webDist) {
    const [news, faq] = [newsSitemapEntries(db), faqSitemapEntries(db)];
    await serveSite(app, config.webDist, {
      production: config.production,
      siteOrigin: config.siteOrigin,
      previews: newsPagePreviews(db),
      sitemapEntries: () => [...news(), ...faq()],
    });
  } else {
    addMissingHeaders(app, API_SECURITY_HEADERS);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'defaultError_12' }));
  }
  // Last, so it sees what the routes and the site's own caching (serveSite) have set.
  addMissingHeaders(app, DEFAULT_CACHING);
  return app;
}

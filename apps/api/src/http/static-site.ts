import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '@dungeon/site-config';

/** Vite's hashed output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built site from the same origin as the API (cookies stay first-party, CSP stays
 * 'self'): hashed assets cached for good, everything else revalidated, and any other GET that
 * wants HTML answered with index.html so the client router takes over (SPEC §2 routes).
 */
export async function serveSite(app: FastifyInstance, webDist: string, production: boolean): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No built site at ${webDist}: run \`npx nx run web:build\` first`);
  const indexHtml = readFileSync(indexFile);
  const headers = securityHeaders({ production });

  app.addHook('onSend', async (request, reply, payload) => {
    // A route's own stricter header (the sandboxed CSP of a picture or an attachment) is kept.
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.method === 'GET' && !request.url.startsWith('/api/') && reply.statusCode === 200) {
      reply.header('Cache-Control', request.url.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // A folder (`/`, `/assets/`) is no file: the not-found handler answers it (the page for `/`).
    allowedPath: (pathName) => !pathName.endsWith('/'),
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!wantsPage) return reply.code(404).send({ error: 'defaultError_12' });
    return reply.code(200).type('text/html; charset=utf-8').send(indexHtml);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-protection';

/**
 * CSRF defence for every state-changing call (contract README): the custom header must be present
 * (a cross-site page cannot send it without a CORS preflight, which is never granted), the fetch
 * must not be cross-site, and a present Origin must be this host.
 */
export function isForgedRequest(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers[CSRF_HEADER] !== '1') return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return origin === 'null';
}

/**
 * Guards every request, whatever its path: the router decodes the path (`/%61pi/...` is `/api/...`),
 * so a check on the raw URL's prefix could be stepped around. No page route changes state anyway.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isForgedRequest(request)) fail(403, 'defaultError_12');
  });
}

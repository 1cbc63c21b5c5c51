import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from Fastify's own route table (`printRoutes`), so a route
 * added later is covered by the tests that walk it. The printed radix tree is flattened: each
 * line's segment is appended to its parent's path.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth > 0 ? (stack[depth - 1] ?? '') : ''}${match[2] ?? ''}`;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The routes that change state: any method but GET, HEAD and OPTIONS. */
export function stateChangingRoutes(app: FastifyInstance): RouteEntry[] {
  return routeTable(app).filter((route) => !SAFE_METHODS.has(route.method));
}

/** A concrete URL for a route pattern: each `:param` filled with `value`. */
export function concreteUrl(pattern: string, value = '1'): string {
  return pattern.replace(/:[A-Za-z]+/g, value).replace(/\*$/, '');
}

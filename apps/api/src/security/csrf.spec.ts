import { readFileSync } from 'node:fs';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, isForgedRequest } from '../http/csrf';
import { signedInCookie, testClient, type TestClient } from '../test/test-app';
import { concreteUrl, routeTable, stateChangingRoutes, type RouteEntry } from './route-table';

/**
 * Issue 10, Security, CSRF (ASVS 4.0.3 4.2.2): every state-changing route, read from Fastify's
 * route table so a new one is covered without editing this file, refuses a call without the
 * defence the site's client uses (the custom header its base query sends) and accepts one with it.
 */

const HOST = 'emberdeep.test';
const HEADER = CSRF_HEADER;
/** The header the site's base query sends (read from its source: that module needs the DOM's types). */
const CLIENT_HEADER = /export const CSRF_HEADER = '([^']+)'/.exec(
  readFileSync(new URL('../../../../libs/shared/api-client/src/base-api.ts', import.meta.url), 'utf8'),
)?.[1];
const DEMO_ID = 1;

// One seeded app for the whole file (seeding is the slow part); each test signs in afresh.
const shared = await testClient();

/** A fresh session of the demo player; `send` adds only the headers it is given (and the cookie). */
async function signedIn(): Promise<{ client: TestClient; cookie: string }> {
  return { client: shared, cookie: await signedInCookie(shared, DEMO_ID) };
}

function send(
  { client, cookie }: { client: TestClient; cookie: string },
  route: RouteEntry,
  headers: Record<string, string>,
  url = concreteUrl(route.url),
): Promise<LightMyRequestResponse> {
  return client.app.inject({
    method: route.method as 'POST',
    url,
    payload: '{}',
    headers: { host: HOST, cookie, 'content-type': 'application/json', ...headers },
  });
}

const isGuardRefusal = (response: LightMyRequestResponse) =>
  response.statusCode === 403 && response.json<{ error?: string }>().error === 'defaultError_12';

const probe = shared;
await probe.app.ready();
// The test harness's own shortcut (/test/sign-in) is not part of the site.
const ROUTES = stateChangingRoutes(probe.app).filter((route) => route.url.startsWith('/api/'));

describe('the route table walked by these tests', () => {
  it('holds every state-changing route of the site, so none is left out silently', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.url}`);
    for (const known of [
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/password-reset/confirm',
      'POST /api/auth/password',
      'POST /api/account/withdrawal',
      'POST /api/shop/purchases',
      'POST /api/gifts/apply',
      'POST /api/support/tickets',
      'POST /api/support/reports',
    ]) {
      expect(keys).toContain(known);
    }
    expect(routeTable(probe.app).some((route) => route.method === 'GET' && route.url === '/api/news/:id')).toBe(true);
  });

  it("checks the very header the site's client sends", () => {
    expect(CLIENT_HEADER?.toLowerCase()).toBe(HEADER);
  });

  it('guards every method but GET, HEAD and OPTIONS, so a route added with another is covered from the start', () => {
    // The site's routes are all POST today: this is what a PUT, PATCH or DELETE route would meet.
    const call = (method: string, headers: Record<string, string> = {}) =>
      isForgedRequest({ method, headers: { host: HOST, ...headers } } as unknown as FastifyRequest);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(call(method), method).toBe(true);
      expect(call(method, { [HEADER]: '1' }), method).toBe(false);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(call(method), method).toBe(false);
  });
});

describe.each(ROUTES)('CSRF defence of $method $url', (route) => {
  it('refuses a call without the header, or with another value, before the handler runs', async () => {
    const victim = await signedIn();
    const missing: Record<string, string>[] = [{}, { [HEADER]: '' }, { [HEADER]: '0' }, { [HEADER]: 'true' }];
    for (const headers of missing) {
      expect(isGuardRefusal(await send(victim, route, headers))).toBe(true);
    }
  });

  it('refuses a cross-site fetch, a foreign Origin and an opaque (null) Origin even with the header', async () => {
    const victim = await signedIn();
    const forged: Record<string, string>[] = [
      { [HEADER]: '1', 'sec-fetch-site': 'cross-site' },
      { [HEADER]: '1', origin: 'https://evil.example' },
      { [HEADER]: '1', origin: `https://${HOST}.evil.example` },
      { [HEADER]: '1', origin: 'null' },
      { [HEADER]: '1', origin: 'not a url' },
    ];
    for (const headers of forged) expect(isGuardRefusal(await send(victim, route, headers))).toBe(true);
  });

  it('refuses a percent-encoded spelling of the path without the header (the router decodes it)', async () => {
    const victim = await signedIn();
    const encoded = concreteUrl(route.url).replace(/^\/api\//, '/%61pi/');
    expect(isGuardRefusal(await send(victim, route, {}, encoded))).toBe(true);
  });

  it('lets the call through to the route with the header, from the same origin', async () => {
    const victim = await signedIn();
    const sameOrigin = await send(victim, route, {
      [HEADER]: '1',
      origin: `https://${HOST}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(isGuardRefusal(sameOrigin)).toBe(false);
    const noOrigin = await send(await signedIn(), route, { [HEADER]: '1' });
    expect(isGuardRefusal(noOrigin)).toBe(false);
  });
});

describe('a refused call has no effect', () => {
  it('leaves the session of a forged logout alive, and a real logout ends it', async () => {
    const victim = await signedIn();
    const logout: RouteEntry = { method: 'POST', url: '/api/auth/logout' };
    const check: RouteEntry = { method: 'POST', url: '/api/auth/login/check' };
    expect(isGuardRefusal(await send(victim, logout, { origin: 'https://evil.example' }))).toBe(true);
    expect(isGuardRefusal(await send(victim, logout, {}, '/%61pi/auth/logout'))).toBe(true);
    expect((await send(victim, check, { [HEADER]: '1' })).json()).toMatchObject({ result: 0 });
    expect((await send(victim, logout, { [HEADER]: '1' })).statusCode).toBe(200);
    expect((await send(victim, check, { [HEADER]: '1' })).json()).toEqual({ result: 1004 });
  });

  it('never grants CORS: a preflight from another origin gets no Access-Control-Allow-Origin', async () => {
    const { client } = await signedIn();
    const preflight = await client.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/logout',
      headers: {
        host: HOST,
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': HEADER,
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

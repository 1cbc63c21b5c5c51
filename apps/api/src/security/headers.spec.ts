import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsRecentAnswer } from '@dungeon/contract';
import { builtSite, signedInCookie, testClient } from '../test/test-app';
import { concreteUrl, routeTable } from './route-table';

/**
 * Issue 10, Security: the served site (API_WEB_DIST) sends the security headers the MDN HTTP
 * Observatory scores, on every kind of answer: pages, hashed assets, API JSON, refusals and 404s.
 * The API alone (no API_WEB_DIST) sends its own strict set on every answer (last describe).
 */

/** A minimal built site: an index page and hashed assets, as `vite build` leaves them. */
const fakeDist = (): string =>
  builtSite({
    indexHtml: '<!doctype html><title>Emberdeep</title><script type="module" src="/assets/main-Ab12.js"></script>',
    files: { 'assets/main-Ab12.js': 'document.title = "Emberdeep";', 'assets/main-Cd34.css': 'body{margin:0}' },
  });

/** The app, seeded unless said otherwise, serving the built site (`served`) or the API alone. */
async function appOf(served: boolean, { production = false, seed = true } = {}): Promise<FastifyInstance> {
  return (await testClient({ seed, config: { webDist: served ? fakeDist() : null, production } })).app;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name.toLowerCase(), sources];
      }),
  );
}

/** What the Observatory wants for A+, asserted on one answer. */
function expectSiteHeaders(response: LightMyRequestResponse, production: boolean): void {
  const header = (name: string) => String(response.headers[name] ?? '');
  const csp = directives(header('content-security-policy'));
  expect(header('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  expect(csp.get('default-src')).toBeDefined();
  expect(csp.get('script-src') ?? csp.get('default-src')).not.toContain('*');
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(production);
  // Six months is the Observatory's floor for full marks; the site sends two years.
  const maxAge = Number(/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1] ?? 0);
  expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  expect(header('x-content-type-options')).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
    header('referrer-policy'),
  );
  expect(header('cross-origin-opener-policy')).toBe('same-origin');
  expect(header('cross-origin-resource-policy')).toBe('same-origin');
  expect(header('x-frame-options')).toBe('DENY');
  // Powerful features off, except the location the age-rating lookup asks for, on this origin only.
  const features = new Map(
    header('permissions-policy')
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(features.get(feature)).toBe('()');
  expect(features.get('geolocation')).toBe('(self)');
}

const ANSWERS: { kind: string; request: InjectOptions; status: number }[] = [
  { kind: 'the home page', request: { method: 'GET', url: '/' }, status: 200 },
  { kind: 'a page route', request: { method: 'GET', url: '/shop/1/2?x=1' }, status: 200 },
  { kind: 'a hashed script', request: { method: 'GET', url: '/assets/main-Ab12.js' }, status: 200 },
  { kind: 'a hashed style sheet', request: { method: 'GET', url: '/assets/main-Cd34.css' }, status: 200 },
  { kind: 'a missing asset', request: { method: 'GET', url: '/assets/gone-Zz99.js' }, status: 404 },
  { kind: 'API JSON', request: { method: 'GET', url: '/api/news/recent' }, status: 200 },
  { kind: 'an unknown API path', request: { method: 'GET', url: '/api/nothing-here' }, status: 404 },
  { kind: 'a CSRF refusal', request: { method: 'POST', url: '/api/auth/logout' }, status: 403 },
  {
    kind: 'a validation refusal',
    request: { method: 'GET', url: '/api/news?limit=many' },
    status: 400,
  },
  { kind: 'a HEAD of a page', request: { method: 'HEAD', url: '/home' }, status: 200 },
];

describe.each([false, true])('served site headers (production %s)', (production) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf(true, { production });
  });

  it.each(ANSWERS)('are all present on $kind', async ({ request, status }) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expectSiteHeaders(response, production);
  });

  it('keep the stricter policy a route sets for content opened on its own (news pictures)', async () => {
    const recent = await app.inject({ method: 'GET', url: '/api/news/recent?limit=1' });
    const [item] = recent.json<NewsRecentAnswer>().items;
    const url = item?.image.src;
    expect(url).toMatch(/^\/api\/news\/images\/.+\.svg$/);
    const picture = await app.inject({ method: 'GET', url: url ?? '' });
    expect(picture.statusCode).toBe(200);
    const csp = directives(String(picture.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(picture.headers['x-frame-options']).toBe('DENY');
  });
});

/** The API's own strict set (no page: loads nothing, framed by nothing, read by no other origin). */
function expectApiHeaders(response: LightMyRequestResponse): void {
  const csp = directives(String(response.headers['content-security-policy']));
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('API-only headers (no API_WEB_DIST)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf(false);
  });

  const API_ANSWERS = ANSWERS.filter(
    ({ request }) => typeof request.url === 'string' && request.url.startsWith('/api/'),
  );

  it.each(API_ANSWERS)(
    'forbid sniffing, loading, framing, referrers and cross-origin reads on $kind',
    async ({ request, status }) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(status);
      expectApiHeaders(response);
    },
  );

  it("keep a route's own policy (the sandbox of a news picture)", async () => {
    const recent = await app.inject({ method: 'GET', url: '/api/news/recent?limit=1' });
    const picture = await app.inject({ method: 'GET', url: recent.json<NewsRecentAnswer>().items[0]?.image.src ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(directives(String(picture.headers['content-security-policy'])).has('sandbox')).toBe(true);
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** The answer of app.ts `frameworkErrors`: the contract's shape, no echoed path, the API's strict set. */
function expectFrameworkAnswer(response: LightMyRequestResponse, status: number, error: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
  // The API's own set, not the site's: only frameworkErrors sends it when the site is served.
  expectApiHeaders(response);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe.each([
  ['API only', false],
  ['served site', true],
])("the router's own refusals (%s)", (_mode, served) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf(served, { seed: false });
  });

  const refusals: [string, string, number][] = [
    ['a broken percent-encoding under /api', '/api/news/%E0%A4%A', 400],
    ['a broken percent-encoding in a page path', '/home/%E0%A4%A', 400],
  ];

  it.each(refusals)(
    'answer %s in the contract shape, without echoing the path, under the API headers',
    async (_kind, url, status) => {
      expectFrameworkAnswer(await app.inject({ method: 'GET', url }), status, 'defaultError_12');
    },
  );

  it('answer a 5xx of the router (a failing async route constraint) with defaultError_5', async () => {
    // An app of its own: once a route uses an async constraint, every lookup derives it.
    const broken = await appOf(served, { seed: false });
    broken.addConstraintStrategy({
      name: 'failing',
      storage: () => {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => handlers.get(value) ?? null,
          set: (value: string, handler: unknown) => void handlers.set(value, handler),
        };
      },
      deriveConstraint: (_request: unknown, _context: unknown, done: (error: Error | null, value?: string) => void) => {
        done(new Error('constraint store unreachable'));
      },
      mustMatchWhenDerived: true,
    } as unknown as Parameters<FastifyInstance['addConstraintStrategy']>[0]);
    broken.get('/api/constrained', { constraints: { failing: 'yes' } }, async () => ({}));
    expectFrameworkAnswer(await broken.inject({ method: 'GET', url: '/api/constrained' }), 500, 'defaultError_5');
  });
});

describe('a path segment past 100 characters', () => {
  const url = `/api/news/images/${'x'.repeat(101)}.svg`;

  it("is the router's 414 for the API alone, in the contract shape under the API headers", async () => {
    const app = await appOf(false, { seed: false });
    expectFrameworkAnswer(await app.inject({ method: 'GET', url }), 414, 'defaultError_12');
  });

  it("goes to the site's own not-found answer when the site is served (no 414), under the site's headers", async () => {
    const app = await appOf(true, { seed: false });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'defaultError_12' });
    expectSiteHeaders(response, false);
  });
});

/**
 * ASVS 8.2.1: no cache keeps what a session reads. Every GET route of the API, read from Fastify's
 * route table (a route added later is covered), is called signed out and signed in. A route that
 * refuses a signed-out caller must answer the signed-in one with `no-store`, and so must every
 * refusal: only the public answers that set their own caching may be kept.
 */
describe.each([
  ['API only', false],
  ['served site', true],
])('caching of API answers (%s)', (_mode, served) => {
  it('lets no cache keep an answer that needs a session, nor any refusal', async () => {
    const client = await testClient({ config: { webDist: served ? fakeDist() : null } });
    await client.app.ready();
    const cookie = await signedInCookie(client, 1);
    const gets = routeTable(client.app).filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
    const personal: string[] = [];
    const problems: string[] = [];
    for (const route of gets) {
      const url = concreteUrl(route.url);
      const signedOut = await client.app.inject({ method: 'GET', url });
      const signedIn = await client.app.inject({ method: 'GET', url, headers: { cookie } });
      // The router decodes the path: `/%61pi/...` reaches the same route and must be cached the same.
      const encoded = await client.app.inject({
        method: 'GET',
        url: url.replace('/api/', '/%61pi/'),
        headers: { cookie },
      });
      if (signedOut.statusCode === 401) personal.push(route.url);
      const signedInPersonal = signedIn.statusCode >= 400 || signedOut.statusCode === 401;
      const checks: [string, LightMyRequestResponse, boolean][] = [
        ['signed out', signedOut, signedOut.statusCode >= 400],
        ['signed in', signedIn, signedInPersonal],
        ['signed in, path percent-encoded', encoded, signedInPersonal],
      ];
      for (const [who, response, mustNotStore] of checks) {
        const cacheControl = response.headers['cache-control'] ?? '(none)';
        if (mustNotStore && cacheControl !== 'no-store') {
          problems.push(`${url} ${who}, ${String(response.statusCode)}: Cache-Control ${cacheControl}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk reached the personal answers: purchases, the balance, tickets, devices, the account.
    expect(personal).toEqual(
      expect.arrayContaining([
        '/api/shop/purchases',
        '/api/currency',
        '/api/support/tickets',
        '/api/support/attachments/:id',
        '/api/auth/sessions',
        '/api/account/overview',
      ]),
    );
  });
});

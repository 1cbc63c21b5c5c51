import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsRecentAnswer } from '@dungeon/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { seed } from '../db/seeds';

/**
 * Issue 10, Security: the served site (API_WEB_DIST) sends the security headers the MDN HTTP
 * Observatory scores, on every kind of answer: pages, hashed assets, API JSON, refusals and 404s.
 * The API alone (no API_WEB_DIST) sends its own strict set on every answer (last describe).
 */

/** A minimal built site: an index page and one hashed asset, as `vite build` leaves them. */
function fakeDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'security-headers-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Emberdeep</title><script type="module" src="/assets/main-Ab12.js"></script>');
  writeFileSync(join(webDist, 'assets', 'main-Ab12.js'), 'document.title = "Emberdeep";');
  writeFileSync(join(webDist, 'assets', 'main-Cd34.css'), 'body{margin:0}');
  return webDist;
}

async function siteApp(production: boolean): Promise<FastifyInstance> {
  const db = openDatabase(':memory:');
  migrate(db);
  await seed(db);
  return buildApp({ db, config: { ...loadConfig({}), webDist: fakeDist(), production, dataDir: '/nonexistent' } });
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
    app = await siteApp(production);
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

describe('API-only headers (no API_WEB_DIST)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await seed(db);
    app = await buildApp({ db, config: { ...loadConfig({}), webDist: null, dataDir: '/nonexistent' } });
  });

  const API_ANSWERS = ANSWERS.filter(({ request }) => typeof request.url === 'string' && request.url.startsWith('/api/'));

  it.each(API_ANSWERS)('forbid sniffing, loading, framing, referrers and cross-origin reads on $kind', async ({ request, status }) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("keep a route's own policy (the sandbox of a news picture)", async () => {
    const recent = await app.inject({ method: 'GET', url: '/api/news/recent?limit=1' });
    const picture = await app.inject({ method: 'GET', url: recent.json<NewsRecentAnswer>().items[0]?.image.src ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(directives(String(picture.headers['content-security-policy'])).has('sandbox')).toBe(true);
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each([
  ['API only', false],
  ['served site', true],
])("the router's own refusals (%s)", (_mode, served) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await seed(db);
    app = await buildApp({ db, config: { ...loadConfig({}), webDist: served ? fakeDist() : null, dataDir: '/nonexistent' } });
  });

  // Served, a long segment reaches the site's wildcard route instead, and its not-found answer.
  it.each([
    ['a broken percent-encoding', '/api/news/%E0%A4%A', 400],
    ['a path segment past 100 characters', `/api/news/images/${'x'.repeat(101)}.svg`, served ? 404 : 414],
  ])('answer %s in the contract shape, without echoing the path, under security headers', async (_kind, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: 'defaultError_12' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(String(response.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

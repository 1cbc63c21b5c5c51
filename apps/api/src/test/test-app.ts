import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parseJson, stringifyJson } from '@dungeon/api-client/codec';
import type { CaptchaChallenge } from '@dungeon/contract';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { seed } from '../db/seeds';

export interface TestClient {
  app: FastifyInstance;
  db: Db;
  /** A browser-like caller: keeps cookies, sends the CSRF header and JSON through the codec. */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  clock: { now: Date };
}

export interface TestResponse {
  status: number;
  body: unknown;
  raw: LightMyRequestResponse;
}

/**
 * A fresh app on an in-memory database with migrations and seeds applied. `config` overrides
 * settings read when routes are registered (the rate limits), which a test cannot change later.
 */
export async function testClient(
  options: { seed?: boolean; production?: boolean; config?: Partial<ApiConfig> } = {},
): Promise<TestClient> {
  const db = openDatabase(':memory:');
  migrate(db);
  if (options.seed !== false) await seed(db);
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const config = {
    ...loadConfig({}),
    production: options.production ?? false,
    dataDir: '/nonexistent',
    // Small proofs of work keep the suite fast; the checks are the same.
    captchaMaxNumber: 1000,
    ...options.config,
  };
  const app = await buildApp({ db, config, now: () => clock.now });
  // Test-only shortcut to a signed-in state; real sign-in goes through the login route.
  app.post<{ Body: { userId: number; persistent?: boolean } }>('/test/sign-in', async (request, reply) => {
    app.ctx.sessions.start(request, reply, request.body.userId, request.body.persistent ?? false);
    return {};
  });
  const jar = new Map<string, string>();
  return {
    app,
    db,
    clock,
    async call(method, url, body, headers = {}) {
      const raw = await app.inject({
        method,
        url,
        headers: {
          'x-csrf-protection': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: stringifyJson(body) }),
      });
      for (const c of raw.cookies) {
        if (
          c.value === '' ||
          (c.maxAge !== undefined && c.maxAge <= 0) ||
          (c.expires && c.expires.getTime() < Date.now())
        )
          jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
      return { status: raw.statusCode, body: raw.body ? parseJson(raw.body) : null, raw };
    },
  };
}

/** Fetches a challenge and solves it as the browser would: the `captcha` field of a protected form. */
export async function solvedCaptcha(client: TestClient): Promise<string> {
  const challenge = (await client.call('GET', '/api/captcha/challenge')).body as CaptchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('unsolvable captcha challenge');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

/** The newest message the dev mailbox holds for `to`. */
export async function lastMail(
  client: TestClient,
  to: string,
): Promise<{ subject: string; text: string; locale: string }> {
  const box = (await client.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body as {
    messages: { subject: string; text: string; locale: string }[];
  };
  const [newest] = box.messages;
  if (!newest) throw new Error(`no mail for ${to}`);
  return newest;
}

/** A file of a multipart body (the support forms' `attachments`). */
export interface FilePart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A multipart body exactly as a browser builds it from FormData: text fields, then `attachments`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('attachments', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { parseJson, stringifyJson } from '@dungeon/api-client/codec';
import type { CaptchaChallenge, PrerenderManifest } from '@dungeon/contract';
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
 * settings read when routes are registered (production, the rate limits, a built site), which a
 * test cannot change later. With `database`, the app starts on that one as it is (the server
 * restarted on its data), with a cookie jar of its own.
 */
export async function testClient(
  options: { seed?: boolean; config?: Partial<ApiConfig>; database?: Db } = {},
): Promise<TestClient> {
  const db = options.database ?? openDatabase(':memory:');
  if (!options.database) {
    migrate(db);
    if (options.seed !== false) await seed(db);
  }
  const clock = { now: new Date('2026-11-22T12:00:00Z') };
  const config = {
    ...loadConfig({}),
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
      // JSON as the site reads it (big numbers kept); any other answer (a feed, an image) as text.
      const json = String(raw.headers['content-type'] ?? '').includes('json');
      return { status: raw.statusCode, body: raw.body ? (json ? parseJson(raw.body) : raw.body) : null, raw };
    },
  };
}

/**
 * A client whose rate limits never answer first (the fuzz suites test the validators, not the
 * limits), with the smallest proof of work a captcha can have.
 */
export function unlimitedClient(config: Partial<ApiConfig> = {}): Promise<TestClient> {
  return testClient({ config: { loginAttemptsPerMinute: 1_000_000_000, captchaMaxNumber: 20, ...config } });
}

/**
 * The `Cookie` header of a new session of `userId` (through the test-only sign-in route), for
 * requests sent with `app.inject`; the client's own cookie jar is left as it was.
 */
export async function signedInCookie(
  client: TestClient,
  userId: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const started = await client.app.inject({
    method: 'POST',
    url: '/test/sign-in',
    payload: { userId },
    headers: { 'x-csrf-protection': '1', ...headers },
  });
  if (started.statusCode !== 200)
    throw new Error(`sign-in of user ${String(userId)} answered ${String(started.statusCode)}`);
  return started.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The session id in a `Cookie` header such as `signedInCookie` gives (the `sid` cookie outside production). */
export function sessionIdOf(cookie: string): string {
  const id = /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1];
  if (id === undefined) throw new Error(`no sid in the cookie header "${cookie}"`);
  return id;
}

/** The id of the account registered under `email`; throws when there is none. */
export function userIdOf(client: TestClient, email: string): number {
  const row = client.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
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

/** The six-digit code of the newest mail to `email` (a registration code); throws when there is none. */
export async function mailedCode(client: TestClient, email: string): Promise<string> {
  const mail = await lastMail(client, email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/**
 * A new empty folder for a spec's files (uploads, a database, a built site), named after `purpose`.
 * It lives in the run's temporary folder (scratch-root.ts), which is removed when the run ends.
 */
export function scratchDir(purpose: string): string {
  return mkdtempSync(join(inject('scratchRoot'), `${purpose}-`));
}

/**
 * A built site in a new scratch folder, as `vite build` and the prerender step leave it:
 * `index.html`, the given `files` (path in the site -> content) and, with a `manifest`, every
 * route's page in every language of it (`<html lang="de"><title>/home de</title>`) and the manifest.
 */
export function builtSite({
  indexHtml,
  files = {},
  manifest,
}: {
  indexHtml: string;
  files?: Record<string, string | Uint8Array>;
  manifest?: PrerenderManifest;
}): string {
  const webDist = scratchDir('built-site');
  const write = (path: string, content: string | Uint8Array) => {
    const file = join(webDist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('index.html', indexHtml);
  if (manifest) {
    for (const tag of new Set(Object.values(manifest.languages)))
      for (const route of manifest.routes)
        write(
          `prerender/${tag}/${route.file}`,
          `<!doctype html><html lang="${tag}"><title>${route.pattern} ${tag}</title>`,
        );
    write('prerender/manifest.json', JSON.stringify(manifest));
  }
  for (const [path, content] of Object.entries(files)) write(path, content);
  return webDist;
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

/**
 * POSTs a multipart body (`multipartBody`, or one built byte by byte) as the site's upload does:
 * with the CSRF header, and `cookie` when given. The answer's body read by the big-number codec.
 */
export async function postMultipart(
  client: TestClient,
  url: string,
  body: { payload: Buffer; contentType: string },
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; raw: LightMyRequestResponse }> {
  const raw = await client.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'x-csrf-protection': '1',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
  return { status: raw.statusCode, body: parseJson(raw.body) as Record<string, unknown>, raw };
}

/**
 * The stand-in malware scanner (`fake-malware-scanner.mjs`) as `uploadScanCommand`, run by this
 * Node; `broken` makes it fail as a scanner whose daemon is down.
 */
export function fakeScanCommand({ broken = false }: { broken?: boolean } = {}): string[] {
  const script = join(dirname(new URL(import.meta.url).pathname), 'fake-malware-scanner.mjs');
  return [process.execPath, script, ...(broken ? ['--broken'] : [])];
}

/**
 * The EICAR anti-virus test file (68 bytes of printable ASCII that every scanner reports as
 * malware), put together here so that no file of the repository holds it whole.
 */
export const EICAR_TEST_FILE = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
  'latin1',
);

import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../db/seed-users';
import { signedInCookie, testClient, type TestClient } from '../test/test-app';

/**
 * Issue 10, Security, sessions (ASVS 3.2-3.4 and 3.7): cookie flags in development and production,
 * a new id at every sign-in, logout and expiry ending the session on the server, and the
 * keep-me-logged-in choice deciding between a browser-session cookie and a 30-day one.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DEMO_ID = 1;

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

/** The Set-Cookie headers of a response, parsed as a browser reads them. */
function setCookies(header: string | string[] | undefined): SetCookie[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair = '', ...parts] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attributes = new Map(
      parts.map((part) => {
        const eq = part.indexOf('=');
        return eq === -1 ? [part.toLowerCase(), ''] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
      }),
    );
    return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
  });
}

function sessionCookie(response: { raw: { headers: Record<string, unknown> } }, name: string): SetCookie {
  const cookie = setCookies(response.raw.headers['set-cookie'] as string[] | string | undefined).find(
    (c) => c.name === name,
  );
  if (!cookie) throw new Error(`no ${name} cookie set`);
  return cookie;
}

const demo = DEMO_USERS.player;

/** The session check with exactly this cookie (or none), as another browser holding it would send it. */
async function checkWith(client: TestClient, cookie: string | null): Promise<unknown> {
  return (await client.call('POST', '/api/auth/login/check', undefined, cookie === null ? {} : { cookie })).body;
}

function login(client: TestClient, keepMeLoggedIn: boolean, cookie?: string) {
  return client.call(
    'POST',
    '/api/auth/login',
    { email: demo.email, password: demo.password, keepMeLoggedIn },
    cookie ? { cookie } : {},
  );
}

describe('session cookie flags', () => {
  it('development: sid, HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure (plain http must work)', async () => {
    const client = await testClient();
    const cookie = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }), 'sid');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    expect(cookie.attributes.has('secure')).toBe(false);
  });

  it('production: __Host-sid, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const client = await testClient({ config: { production: true } });
    const cookie = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }), '__Host-sid');
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
  });

  it('production: the cookie a logout clears carries the same flags, so the browser drops the right one', async () => {
    const client = await testClient({ config: { production: true } });
    await client.call('POST', '/test/sign-in', { userId: DEMO_ID });
    const cleared = sessionCookie(await client.call('POST', '/api/auth/logout'), '__Host-sid');
    expect(cleared.value).toBe('');
    expect(cleared.attributes.has('secure')).toBe(true);
    expect(cleared.attributes.get('path')).toBe('/');
  });

  it('production ignores a plain `sid` cookie: only the __Host- one is a session', async () => {
    const client = await testClient({ config: { production: true } });
    const dev = await testClient();
    const id = sessionCookie(await dev.call('POST', '/test/sign-in', { userId: DEMO_ID }), 'sid').value;
    const started = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }), '__Host-sid');
    expect(await checkWith(client, `sid=${started.value}`)).toEqual({ result: 1 });
    expect(await checkWith(client, `__Host-sid=${started.value}`)).toMatchObject({ result: 0 });
    expect(id).not.toBe(started.value);
  });

  it('ids are 256-bit random values, never repeated', async () => {
    const client = await testClient();
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      ids.add(sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }), 'sid').value);
    }
    expect(ids.size).toBe(20);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
  });

  it('ids come from the system CSPRNG, not Math.random (ASVS 3.2.4): a predictable Math.random changes nothing', async () => {
    const client = await testClient();
    const predictable = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      // Two browsers of their own, each signing in afresh.
      const first = await signedInCookie(client, DEMO_ID);
      const second = await signedInCookie(client, DEMO_ID);
      expect(first).toMatch(/^sid=[\w-]{43}$/);
      expect(second).toMatch(/^sid=[\w-]{43}$/);
      expect(first).not.toBe(second);
    } finally {
      predictable.mockRestore();
    }
  });
});

describe('sign-in rotates the session id (no fixation) and keep-me-logged-in sets the lifetime', () => {
  it('a planted id is never promoted, and a second login ends the first session', async () => {
    const client = await testClient();
    const planted = 'attacker-chosen-session-id';
    const first = await login(client, true, `sid=${planted}`);
    expect(first.status).toBe(200);
    const persistent = sessionCookie(first, 'sid');
    expect(persistent.value).not.toBe(planted);
    // Keep-me-logged-in: a 30-day cookie.
    expect(Number(persistent.attributes.get('max-age'))).toBe(30 * 24 * 60 * 60);
    expect(await checkWith(client, `sid=${planted}`)).toEqual({ result: 1002 });

    const second = await login(client, false, `sid=${persistent.value}`);
    const browserSession = sessionCookie(second, 'sid');
    expect(browserSession.value).not.toBe(persistent.value);
    // Without it: a browser-session cookie (no Max-Age, no Expires).
    expect(browserSession.attributes.has('max-age')).toBe(false);
    expect(browserSession.attributes.has('expires')).toBe(false);
    expect(await checkWith(client, `sid=${persistent.value}`)).toEqual({ result: 1004 });
    expect(await checkWith(client, `sid=${browserSession.value}`)).toMatchObject({ result: 0 });
  });
});

describe('logout ends the session on the server', () => {
  it('the old cookie, replayed by anyone, no longer signs in nor reaches account data', async () => {
    const client = await testClient();
    const id = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }), 'sid').value;
    expect((await client.call('GET', '/api/account/overview', undefined, { cookie: `sid=${id}` })).status).toBe(200);
    const out = await client.call('POST', '/api/auth/logout');
    expect(sessionCookie(out, 'sid').value).toBe('');
    expect(await checkWith(client, `sid=${id}`)).toEqual({ result: 1004 });
    const replay = await client.call('GET', '/api/account/overview', undefined, { cookie: `sid=${id}` });
    expect(replay.status).toBe(401);
    expect((await client.call('GET', '/api/currency', undefined, { cookie: `sid=${id}` })).status).toBe(401);
  });

  it('a logout ends only this browser: another session of the same player stays', async () => {
    const client = await testClient();
    // Two browsers: neither sends the other's cookie.
    const fresh = { cookie: '' };
    const other = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }, fresh), 'sid').value;
    const mine = sessionCookie(await client.call('POST', '/test/sign-in', { userId: DEMO_ID }, fresh), 'sid').value;
    await client.call('POST', '/api/auth/logout', undefined, { cookie: `sid=${mine}` });
    expect(await checkWith(client, `sid=${mine}`)).toEqual({ result: 1004 });
    expect(await checkWith(client, `sid=${other}`)).toMatchObject({ result: 0 });
  });
});

describe('server-side expiry', () => {
  async function startedAt(persistent: boolean) {
    const client = await testClient();
    const response = await client.call('POST', '/test/sign-in', { userId: DEMO_ID, persistent });
    return { client, cookie: `sid=${sessionCookie(response, 'sid').value}` };
  }

  const advance = (client: TestClient, ms: number) => {
    client.clock.now = new Date(client.clock.now.getTime() + ms);
  };

  it('a browser session ends 12 hours after sign-in, even while it is being used (absolute limit)', async () => {
    const { client, cookie } = await startedAt(false);
    for (let hour = 0; hour < 11; hour += 1) {
      advance(client, HOUR);
      expect(await checkWith(client, cookie)).toMatchObject({ result: 0 });
    }
    advance(client, HOUR);
    expect(await checkWith(client, cookie)).toEqual({ result: 1001 });
    expect((await client.call('GET', '/api/account/overview', undefined, { cookie })).status).toBe(401);
  });

  it('a kept session ends 30 days after sign-in, used or not, like its cookie', async () => {
    const { client, cookie } = await startedAt(true);
    advance(client, 29 * DAY);
    expect(await checkWith(client, cookie)).toMatchObject({ result: 0 });
    advance(client, DAY);
    expect(await checkWith(client, cookie)).toEqual({ result: 1001 });
  });

  it('an unused browser session has ended when it comes back after 12 hours', async () => {
    const { client, cookie } = await startedAt(false);
    advance(client, 12 * HOUR + 1);
    expect(await checkWith(client, cookie)).toEqual({ result: 1001 });
  });
});

import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_FAILURES_BEFORE_CAPTCHA } from '@dungeon/contract';
import { DEMO_USERS } from '../db/seed-users';
import { lastMail, solvedCaptcha, testClient, type TestClient } from '../test/test-app';
import { concreteUrl, routeTable } from './route-table';

/**
 * Issue 10, Security: rate limits on the abuse-prone calls (ASVS 2.2.1, 11.1.4) and no open
 * redirect from the server (ASVS 5.1.5): mailed links use the configured origin, never the
 * request's Host, and no route answers a redirect to where a parameter points.
 */

const DEMO_ID = 1;
/** Of the listed-session id's form (22 base64url characters), yet no session's. */
const UNKNOWN_SESSION_ID = 'A'.repeat(22);

/** A JSON POST as a browser of the site sends it, from the client address `from` (`payload`: the body as sent). */
function postFrom(
  client: TestClient,
  url: string,
  payload: string,
  from: string,
  headers: Record<string, string> = {},
) {
  return client.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...headers },
  });
}

/**
 * Cheap calls (no scrypt), yet counted by the limiter: a body that fails validation, or for the
 * signed-in devices a call that changes nothing (no other session to end; a well-formed id no
 * session has, the id-probing path). `answer` is the status below the limit, so each row is known
 * to reach the path it is named for.
 */
const LIMITED: { url: string; body: unknown; answer: number; signedIn?: boolean }[] = [
  { url: '/api/auth/login', body: { email: 'nobody', password: '', keepMeLoggedIn: 'x' }, answer: 400 },
  { url: '/api/auth/register/code', body: { email: 'nobody' }, answer: 400 },
  { url: '/api/auth/register/verify', body: { email: 'nobody', code: 'x' }, answer: 400 },
  { url: '/api/auth/register', body: {}, answer: 400 },
  { url: '/api/auth/password-reset', body: { email: 'nobody' }, answer: 400 },
  { url: '/api/auth/password-reset/confirm', body: { token: 'x' }, answer: 400 },
  { url: '/api/account/withdrawal', body: {}, answer: 400, signedIn: true },
  { url: '/api/account/migration', body: {}, answer: 400, signedIn: true },
  { url: '/api/gifts/apply', body: {}, answer: 400, signedIn: true },
  { url: '/api/support/reports', body: {}, answer: 400 },
  { url: '/api/support/tickets', body: {}, answer: 400, signedIn: true },
  // Signed-in devices (issue 5 beyond): a stolen session must not guess the password that ending
  // other sessions asks for, or probe ids, at speed.
  { url: '/api/auth/sessions/revoke-others', body: {}, answer: 400, signedIn: true },
  { url: `/api/auth/sessions/${UNKNOWN_SESSION_ID}/revoke`, body: {}, answer: 400, signedIn: true },
  // A password change asks for the current password: a stolen session must not guess it at speed.
  { url: '/api/auth/password', body: {}, answer: 400, signedIn: true },
];

describe('rate limits', () => {
  it.each(LIMITED)(
    '$url answers 429 defaultError_13 past its limit per address',
    async ({ url, body, answer, signedIn }) => {
      const client = await testClient();
      if (signedIn) await client.call('POST', '/test/sign-in', { userId: DEMO_ID });
      const limit = client.app.ctx.config.loginAttemptsPerMinute;
      for (let attempt = 0; attempt < limit; attempt += 1) {
        const allowed = await client.call('POST', url, body);
        expect(allowed.status).toBe(answer);
      }
      const blocked = await client.call('POST', url, body);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: 'defaultError_13' });
      expect(blocked.raw.headers['retry-after']).toBeDefined();
      // The limit is per address: another client is not blocked by this one.
      const other = await client.call('POST', url, body, { 'x-forwarded-for': '203.0.113.9' });
      expect(other.status).toBe(429);
      const elsewhere = await postFrom(client, url, JSON.stringify(body), '203.0.113.9');
      expect(elsewhere.statusCode).not.toBe(429);
    },
  );

  it('counts behind a named proxy per player address (X-Forwarded-For), not one budget for everyone', async () => {
    const proxy = '10.0.0.2';
    const client = await testClient({ config: { trustProxy: proxy } });
    const limit = client.app.ctx.config.loginAttemptsPerMinute;
    const login = (player: string, from = proxy) =>
      postFrom(client, '/api/auth/login', '{}', from, { 'x-forwarded-for': player });
    for (let attempt = 0; attempt < limit; attempt += 1) expect((await login('198.51.100.7')).statusCode).toBe(400);
    expect((await login('198.51.100.7')).statusCode).toBe(429);
    // Another player behind the same proxy has a budget of their own.
    expect((await login('198.51.100.8')).statusCode).toBe(400);
    // A client that is not the proxy cannot choose the address it is counted as.
    const direct = '203.0.113.50';
    for (let attempt = 0; attempt < limit; attempt += 1) await login(`198.51.100.${String(attempt + 20)}`, direct);
    expect((await login('198.51.100.99', direct)).statusCode).toBe(429);
  });

  it('counts per forwarded address behind a proxy given as a hop count', async () => {
    const client = await testClient({ config: { trustProxy: 1 } });
    const limit = client.app.ctx.config.loginAttemptsPerMinute;
    const login = (player: string) => client.call('POST', '/api/auth/login', {}, { 'x-forwarded-for': player });
    for (let attempt = 0; attempt < limit; attempt += 1) await login('198.51.100.7');
    expect((await login('198.51.100.7')).status).toBe(429);
    expect((await login('198.51.100.8')).status).toBe(400);
  });

  it('a blocked login does not even check the password (no scrypt work for the flood)', async () => {
    const client = await testClient();
    const limit = client.app.ctx.config.loginAttemptsPerMinute;
    for (let attempt = 0; attempt < limit; attempt += 1) await client.call('POST', '/api/auth/login', {});
    const right = { email: DEMO_USERS.player.email, password: DEMO_USERS.player.password, keepMeLoggedIn: false };
    const blocked = await client.call('POST', '/api/auth/login', right);
    expect(blocked.status).toBe(429);
    expect(blocked.raw.headers['set-cookie']).toBeUndefined();
  });
});

describe('wrong passwords for one address (ASVS 2.2.1, beside the limits per client)', () => {
  const { player } = DEMO_USERS;
  /** A sign-in from `from`, each a client of its own: the limits per client never answer first. */
  const signIn = (client: TestClient, body: Record<string, unknown>, from: string) =>
    postFrom(client, '/api/auth/login', JSON.stringify({ keepMeLoggedIn: false, ...body }), from);
  const answer = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    body: JSON.parse(response.body) as unknown,
  });
  /** LOGIN_FAILURES_BEFORE_CAPTCHA wrong passwords for `email`, each from another address; the answers. */
  async function guess(client: TestClient, email: string) {
    const answers = [];
    for (let attempt = 0; attempt < LOGIN_FAILURES_BEFORE_CAPTCHA; attempt += 1) {
      answers.push(
        answer(
          await signIn(client, { email, password: `Guess#${String(attempt)}` }, `198.51.100.${String(attempt + 1)}`),
        ),
      );
    }
    return answers;
  }

  it('past the count, from any mix of addresses, the sign-in needs a captcha, even with the right password; a solved one lets it in and the count starts over', async () => {
    const client = await testClient();
    const answers = await guess(client, player.email);
    // The last wrong one says the next try needs the captcha, so the form can show it at once.
    expect(answers.slice(0, -1)).toEqual(
      Array(LOGIN_FAILURES_BEFORE_CAPTCHA - 1).fill({ status: 401, body: { error: 'password_1' } }),
    );
    expect(answers.at(-1)).toEqual({ status: 401, body: { error: 'password_1', fields: { captcha: 'captcha_1' } } });

    const right = { email: player.email, password: player.password };
    const withoutCaptcha = await signIn(client, right, '203.0.113.9');
    expect(answer(withoutCaptcha)).toEqual({
      status: 400,
      body: { error: 'captcha_1', fields: { captcha: 'captcha_1' } },
    });
    expect(withoutCaptcha.cookies.filter((cookie) => cookie.name === 'sid' && cookie.value)).toEqual([]);
    // A wrong password with a solved captcha still counts, and still says so.
    const wrongWithCaptcha = await signIn(
      client,
      { email: player.email, password: 'Guess#x', captcha: await solvedCaptcha(client) },
      '203.0.113.9',
    );
    expect(answer(wrongWithCaptcha)).toEqual({
      status: 401,
      body: { error: 'password_1', fields: { captcha: 'captcha_1' } },
    });

    const signedIn = await signIn(client, { ...right, captcha: await solvedCaptcha(client) }, '203.0.113.9');
    expect(signedIn.statusCode).toBe(200);
    // Signed in, the address starts over: one wrong password is one again, and no captcha is asked.
    expect(answer(await signIn(client, { email: player.email, password: 'Typo#1' }, '203.0.113.9'))).toEqual({
      status: 401,
      body: { error: 'password_1' },
    });
    expect((await signIn(client, right, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts an address no account has alike, so the answers tell no one which addresses exist', async () => {
    const client = await testClient();
    const known = await guess(client, player.email);
    const unknown = await guess(client, 'nobody@emberdeep.example');
    expect(unknown).toEqual(known);
    const next = (email: string) => signIn(client, { email, password: 'Guess#again' }, '203.0.113.9').then(answer);
    expect(await next('nobody@emberdeep.example')).toEqual(await next(player.email));
  });

  it('forgets the failures once the window has passed, and counts the address as typed in any ASCII case', async () => {
    const client = await testClient();
    await guess(client, player.email.toUpperCase());
    const right = { email: player.email, password: player.password };
    expect((await signIn(client, right, '203.0.113.9')).statusCode).toBe(400);
    client.clock.now = new Date(client.clock.now.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000 + 1000);
    // Another address's failure drops the lapsed count: the table keeps the last window only.
    await signIn(client, { email: 'nobody@emberdeep.example', password: 'Guess#1' }, '203.0.113.9');
    expect(client.db.prepare('SELECT failures FROM login_failures').all()).toEqual([{ failures: 1 }]);
    expect((await signIn(client, right, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('no open redirect from the server', () => {
  it('mails a reset link on the configured origin, whatever Host or forwarding headers say', async () => {
    const client = await testClient();
    client.app.ctx.config.siteOrigin = 'https://www.emberdeep.example';
    const response = await client.call(
      'POST',
      '/api/auth/password-reset',
      { email: DEMO_USERS.player.email, captcha: await solvedCaptcha(client) },
      {
        host: 'evil.example',
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'host=evil.example',
      },
    );
    expect(response.status).toBe(200);
    const mail = await lastMail(client, DEMO_USERS.player.email);
    const links = mail.text.match(/\S+:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/www\.emberdeep\.example\/user\/password_reset\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).not.toContain('evil');
  });

  it('no GET route redirects, whatever return, next or redirect parameters it is given', async () => {
    const client = await testClient();
    await client.call('POST', '/test/sign-in', { userId: DEMO_ID });
    await client.app.ready();
    const gets = routeTable(client.app).filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    const targets = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil'];
    for (const route of gets) {
      for (const target of targets) {
        const query = ['redirect', 'return', 'returnTo', 'next', 'url', 'continue']
          .map((name) => `${name}=${encodeURIComponent(target)}`)
          .join('&');
        const response = await client.call('GET', `${concreteUrl(route.url)}?${query}`);
        expect(response.status).toBeLessThan(500);
        expect(response.status === 301 || response.status === 302 || response.status === 303).toBe(false);
        expect(response.raw.headers.location).toBeUndefined();
      }
    }
  });
});

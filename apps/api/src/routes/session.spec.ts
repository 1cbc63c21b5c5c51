import { describe, expect, it } from 'vitest';
import { hashPassword } from '../http/passwords';
import { testClient, type TestClient } from '../test/test-app';

async function withUser(client: TestClient) {
  const hash = await hashPassword('Dungeon#2026');
  client.db
    .prepare(
      "INSERT INTO users (id, email, username, password_hash, birth_date, created_at) VALUES (1, 'nyx@example.test', 'nyx', ?, '1990-01-01', '2026-01-01')",
    )
    .run(hash);
}

function signIn(client: TestClient, persistent = false) {
  return client.call('POST', '/test/sign-in', { userId: 1, persistent });
}

describe('POST /api/auth/login/check (SPEC §7)', () => {
  it('answers 1 without a session cookie', async () => {
    const client = await testClient({ seed: false });
    const response = await client.call('POST', '/api/auth/login/check');
    expect(response.body).toEqual({ result: 1 });
  });

  it('answers 0 with username and email for a live session', async () => {
    const client = await testClient({ seed: false });
    await withUser(client);
    await signIn(client);
    const response = await client.call('POST', '/api/auth/login/check');
    expect(response.body).toEqual({ result: 0, username: 'nyx', email: 'nyx@example.test' });
  });

  it('answers 1002 for an unknown session id and 1001 once the session expired', async () => {
    const client = await testClient({ seed: false });
    await withUser(client);
    const unknown = await client.call('POST', '/api/auth/login/check', undefined, { cookie: 'sid=forged' });
    expect(unknown.body).toEqual({ result: 1002 });
    await signIn(client);
    client.clock.now = new Date(client.clock.now.getTime() + 13 * 60 * 60 * 1000);
    const expired = await client.call('POST', '/api/auth/login/check');
    expect(expired.body).toEqual({ result: 1001 });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session server-side: the old cookie no longer signs in', async () => {
    const client = await testClient({ seed: false });
    await withUser(client);
    const started = await signIn(client);
    const sid = started.raw.cookies.find((c) => c.name === 'sid')?.value;
    await client.call('POST', '/api/auth/logout');
    const replay = await client.call('POST', '/api/auth/login/check', undefined, { cookie: `sid=${sid ?? ''}` });
    expect(replay.body).toEqual({ result: 1004 });
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, a browser-session cookie without keep-me-logged-in', async () => {
    const client = await testClient({ seed: false });
    await withUser(client);
    const response = await signIn(client);
    const header = String(response.raw.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Max-Age/);
  });

  it('is __Host- prefixed and Secure in production', async () => {
    const client = await testClient({ seed: false, config: { production: true } });
    await withUser(client);
    const response = await signIn(client);
    const header = String(response.raw.headers['set-cookie']);
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toMatch(/Secure/);
  });
});

describe('CSRF defence', () => {
  it('refuses a state-changing call without the custom header', async () => {
    const client = await testClient({ seed: false });
    const response = await client.call('POST', '/api/auth/logout', undefined, { 'x-csrf-protection': '' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'defaultError_12' });
  });

  it('refuses a cross-site fetch and a foreign Origin even with the header', async () => {
    const client = await testClient({ seed: false });
    expect((await client.call('POST', '/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await client.call('POST', '/api/auth/logout', undefined, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });
});

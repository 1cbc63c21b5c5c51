import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed-users';
import { testClient } from '../test/test-app';

const { player, withdrawn } = DEMO_USERS;

describe('POST /api/auth/login', () => {
  it('signs in with the right password and the login check then answers 0', async () => {
    const client = await testClient();
    const login = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
      keepMeLoggedIn: false,
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ result: 0, username: player.username, email: player.email });
    const check = await client.call('POST', '/api/auth/login/check');
    expect(check.body).toMatchObject({ result: 0, username: player.username });
  });

  it('sets an HttpOnly SameSite session cookie, persistent only with keep me logged in', async () => {
    const client = await testClient();
    const plain = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
      keepMeLoggedIn: false,
    });
    const kept = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
      keepMeLoggedIn: true,
    });
    const [plainCookie] = plain.raw.cookies.filter((c) => c.name === 'sid' && c.value);
    const [keptCookie] = kept.raw.cookies.filter((c) => c.name === 'sid' && c.value);
    expect(plainCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(plainCookie?.maxAge).toBeUndefined();
    expect(keptCookie?.maxAge).toBeGreaterThan(0);
  });

  it('gives the same password_1 answer for a wrong password and an unknown email', async () => {
    const client = await testClient();
    const wrong = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: 'Nope#12345',
      keepMeLoggedIn: false,
    });
    const unknown = await client.call('POST', '/api/auth/login', {
      email: 'nobody@emberdeep.example',
      password: 'Nope#12345',
      keepMeLoggedIn: false,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'password_1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((await client.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1 });
  });

  it('refuses a withdrawn account', async () => {
    const client = await testClient();
    const response = await client.call('POST', '/api/auth/login', {
      email: withdrawn.email,
      password: withdrawn.password,
      keepMeLoggedIn: false,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'withdrawn' });
  });

  it('answers field keys for bad input, including a keep-me-logged-in that is not a boolean', async () => {
    const client = await testClient();
    const response = await client.call('POST', '/api/auth/login', {
      email: 'not-an-email',
      password: '',
      keepMeLoggedIn: 'yes',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      fields: { email: 'email_10', password: 'password_2', keepMeLoggedIn: 'keepMeLoggedIn' },
    });
  });

  it('refuses a login without the CSRF header', async () => {
    const client = await testClient();
    const response = await client.call(
      'POST',
      '/api/auth/login',
      { email: player.email, password: player.password, keepMeLoggedIn: false },
      { 'x-csrf-protection': '' },
    );
    expect(response.status).toBe(403);
    expect((await client.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1 });
  });

  it('answers defaultError_13 once the attempts of a minute are used up', async () => {
    const client = await testClient();
    const attempt = () =>
      client.call('POST', '/api/auth/login', { email: player.email, password: '', keepMeLoggedIn: false });
    for (let i = 0; i < client.app.ctx.config.loginAttemptsPerMinute; i += 1)
      expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'defaultError_13' });
  });
});

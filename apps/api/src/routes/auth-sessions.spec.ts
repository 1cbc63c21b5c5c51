import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PasswordChangeAnswer, RevokeAnswer, SessionsAnswer } from '@dungeon/contract';
import { VETERAN_USER } from '../db/seed-account';
import { DEMO_USERS } from '../db/seed-users';
import { sessionIdOf, signedInCookie, solvedCaptcha, testClient, userIdOf, type TestClient } from '../test/test-app';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another browser of some account: its own cookie, its own User-Agent. */
async function browser(client: TestClient, email: string, userAgent: string) {
  const cookie = await signedInCookie(client, userIdOf(client, email), { 'user-agent': userAgent });
  const value = sessionIdOf(cookie);
  const call = async (method: 'GET' | 'POST', url: string, body: object = {}, headers: Record<string, string> = {}) => {
    const raw = await client.app.inject({
      method,
      url,
      headers: {
        cookie,
        'user-agent': userAgent,
        'x-csrf-protection': '1',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: raw.statusCode, body: raw.json<unknown>(), text: raw.body, headers: raw.headers };
  };
  return { cookie: value, call };
}

/** The demo player's password, entered again to end other sessions (ASVS 3.3.4). */
const REENTERED = { password: DEMO_USERS.player.password };

async function threeBrowsers() {
  const client = await testClient();
  return {
    client,
    desk: await browser(client, DEMO_USERS.player.email, WINDOWS_CHROME),
    phone: await browser(client, DEMO_USERS.player.email, IPHONE_SAFARI),
    stranger: await browser(client, VETERAN_USER.email, LINUX_FIREFOX),
  };
}

/** The id the device list gives the first session that is not `browser`'s own. */
async function otherId(browser: Awaited<ReturnType<typeof threeBrowsers>>['desk']): Promise<string> {
  const { sessions } = (await browser.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
  return sessions.find((session) => !session.current)?.id ?? '';
}

describe('GET /api/auth/sessions', () => {
  it("lists only the caller's live sessions with device labels, the current one marked and first", async () => {
    const { client, desk, phone } = await threeBrowsers();
    // The phone was seen last, yet the caller's own session comes first.
    client.clock.now = new Date(client.clock.now.getTime() + 120_000);
    await desk.call('POST', '/api/auth/login/check');
    client.clock.now = new Date(client.clock.now.getTime() + 30_000);
    await phone.call('POST', '/api/auth/login/check');
    const response = await desk.call('GET', '/api/auth/sessions');
    expect(response.status).toBe(200);
    const { sessions } = response.body as SessionsAnswer;
    expect(sessions.map((session) => [session.device, session.current])).toEqual([
      ['Chrome · Windows', true],
      ['Safari · iOS', false],
    ]);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Date(session.lastSeenAt).toISOString()).toBe(session.lastSeenAt);
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
    }
  });

  it('leaves out a session past its 12-hour limit, whose old listed id then ends nothing', async () => {
    const client = await testClient();
    const hours = (count: number) => count * 60 * 60 * 1000;
    const phone = await browser(client, DEMO_USERS.player.email, IPHONE_SAFARI);
    const phoneSignedIn = client.clock.now.getTime();
    client.clock.now = new Date(phoneSignedIn + hours(11));
    const desk = await browser(client, DEMO_USERS.player.email, WINDOWS_CHROME);
    const { sessions } = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    expect(sessions.map((session) => session.device)).toEqual(['Chrome · Windows', 'Safari · iOS']);
    const phoneId = sessions[1]?.id ?? '';

    client.clock.now = new Date(phoneSignedIn + hours(12) + 1);
    expect((await phone.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1001 });
    const after = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    expect(after.sessions.map((session) => session.device)).toEqual(['Chrome · Windows']);
    expect(await desk.call('POST', `/api/auth/sessions/${phoneId}/revoke`, REENTERED)).toMatchObject({
      status: 404,
      body: { error: 'defaultError_12' },
    });
  });

  it('never hands out a cookie value or the stored hash of one', async () => {
    const { client, desk, phone } = await threeBrowsers();
    const { text } = await desk.call('GET', '/api/auth/sessions');
    const hashes = client.db.prepare<[], { id_hash: string }>('SELECT id_hash FROM sessions').all();
    for (const secret of [desk.cookie, phone.cookie, ...hashes.map((row) => row.id_hash)]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(0, 22));
    }
  });

  it('records last seen at most once a minute', async () => {
    const { client, desk, phone } = await threeBrowsers();
    const signedInAt = client.clock.now.toISOString();
    const phoneSeen = async () =>
      ((await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer).sessions.find((s) => !s.current)
        ?.lastSeenAt;
    client.clock.now = new Date(client.clock.now.getTime() + 30_000);
    await phone.call('POST', '/api/auth/login/check');
    expect(await phoneSeen()).toBe(signedInAt);
    client.clock.now = new Date(client.clock.now.getTime() + 31_000);
    await phone.call('POST', '/api/auth/login/check');
    expect(await phoneSeen()).toBe(client.clock.now.toISOString());
  });

  it('refuses a signed-out caller with defaultError_14', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/auth/sessions');
    expect(response).toMatchObject({ status: 401, body: { error: 'defaultError_14' } });
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it("ends the account's other sessions, keeps this one and leaves other accounts alone", async () => {
    const { desk, phone, stranger } = await threeBrowsers();
    const response = await desk.call('POST', '/api/auth/sessions/revoke-others', REENTERED);
    expect(response).toMatchObject({ status: 200, body: { revoked: 1 } satisfies RevokeAnswer });
    expect((await phone.call('GET', '/api/auth/sessions')).status).toBe(401);
    expect((await phone.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1004 });
    expect((await desk.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
    const { sessions } = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    expect(sessions.map((session) => session.current)).toEqual([true]);
    expect((await stranger.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
  });

  it('asks for the password again: without it password_2, a wrong one password_3 at its field, and nothing ends', async () => {
    const { desk, phone } = await threeBrowsers();
    for (const url of ['/api/auth/sessions/revoke-others', `/api/auth/sessions/${await otherId(desk)}/revoke`]) {
      expect(await desk.call('POST', url)).toMatchObject({ status: 400, body: { error: 'password_2' } });
      expect(await desk.call('POST', url, { password: '' })).toMatchObject({
        status: 400,
        body: { error: 'password_2' },
      });
      expect(await desk.call('POST', url, { password: 'Ember#Wrong2026' })).toMatchObject({
        status: 400,
        body: { error: 'password_3', fields: { password: 'password_3' } },
      });
      // Another account's password is as wrong.
      expect(await desk.call('POST', url, { password: VETERAN_USER.password })).toMatchObject({
        body: { error: 'password_3' },
      });
    }
    expect((await phone.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
  });

  it('refuses a signed-out caller with defaultError_14', async () => {
    const client = await testClient();
    const response = await client.call('POST', '/api/auth/sessions/revoke-others', REENTERED);
    expect(response).toMatchObject({ status: 401, body: { error: 'defaultError_14' } });
  });
});

describe('POST /api/auth/sessions/:id/revoke', () => {
  it('ends one other session of the account', async () => {
    const { desk, phone } = await threeBrowsers();
    const { sessions } = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    const other = sessions.find((session) => !session.current);
    const response = await desk.call('POST', `/api/auth/sessions/${other?.id ?? ''}/revoke`, REENTERED);
    expect(response).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await phone.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1004 });
  });

  it("cannot end another account's session: same answer as an unknown id, and it stays alive", async () => {
    const { desk, stranger } = await threeBrowsers();
    const { sessions } = (await stranger.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    const theirs = sessions[0]?.id ?? '';
    expect(theirs).not.toBe('');
    const response = await desk.call('POST', `/api/auth/sessions/${theirs}/revoke`, REENTERED);
    expect(response).toMatchObject({ status: 404, body: { error: 'defaultError_12' } });
    const unknown = await desk.call('POST', `/api/auth/sessions/${'A'.repeat(22)}/revoke`, REENTERED);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'defaultError_12' } });
    expect((await stranger.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
  });

  it('refuses its own current session and a malformed id', async () => {
    const { desk } = await threeBrowsers();
    const { sessions } = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    const mine = sessions.find((session) => session.current)?.id ?? '';
    expect(await desk.call('POST', `/api/auth/sessions/${mine}/revoke`, REENTERED)).toMatchObject({
      status: 400,
      body: { error: 'defaultError_12' },
    });
    expect((await desk.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
    expect(await desk.call('POST', '/api/auth/sessions/not-an-id/revoke', REENTERED)).toMatchObject({
      status: 400,
      body: { error: 'defaultError_12' },
    });
  });
});

describe('POST /api/auth/password', () => {
  type Browser = Awaited<ReturnType<typeof browser>>;
  const OLD_PASSWORD = DEMO_USERS.player.password;
  const NEW_PASSWORD = 'Ember#Changed2027';

  const changeTo = (password: string, currentPassword: string = OLD_PASSWORD) => ({
    currentPassword,
    password,
    passwordConfirm: password,
  });

  /** A password change sent from `from` under `key` (a new one unless given; null: no header). */
  const changePassword = (from: Browser, body: object, key: string | null = randomUUID()) =>
    from.call('POST', '/api/auth/password', body, key === null ? {} : { 'idempotency-key': key });

  /**
   * What a sign-in of the demo player with `password` answers, from a browser of its own. A
   * successful one starts a session of the account: called after the sessions are counted.
   */
  async function signIn(client: TestClient, password: string) {
    const raw = await client.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-csrf-protection': '1', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: DEMO_USERS.player.email, password, keepMeLoggedIn: false }),
    });
    return { status: raw.statusCode, body: raw.json<unknown>() };
  }

  /** The demo player's password is still the seeded one: it signs in, the new one does not. */
  async function expectUnchanged(client: TestClient) {
    expect(await signIn(client, NEW_PASSWORD)).toEqual({ status: 401, body: { error: 'password_1' } });
    expect((await signIn(client, OLD_PASSWORD)).status).toBe(200);
    expect(await playerMails(client)).toEqual([]);
  }

  const loginCheck = async (from: Browser) => (await from.call('POST', '/api/auth/login/check')).body;

  /** The dev mailbox's messages to the demo player, newest first. */
  async function playerMails(client: TestClient) {
    const { body } = await client.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(DEMO_USERS.player.email)}`);
    return (body as { messages: { subject: string; text: string; locale: string }[] }).messages;
  }

  it("changes the password, keeps the caller's session and ends the account's others", async () => {
    const { client, desk, phone, stranger } = await threeBrowsers();
    const response = await changePassword(desk, changeTo(NEW_PASSWORD));
    expect(response).toMatchObject({
      status: 200,
      body: { changed: true, signedOut: 1 } satisfies PasswordChangeAnswer,
    });
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await loginCheck(phone)).toEqual({ result: 1004 });
    expect(await loginCheck(desk)).toMatchObject({ result: 0 });
    const { sessions } = (await desk.call('GET', '/api/auth/sessions')).body as SessionsAnswer;
    expect(sessions.map((session) => session.current)).toEqual([true]);
    // Another account's sessions are not touched.
    expect(await loginCheck(stranger)).toMatchObject({ result: 0 });
    expect(await signIn(client, OLD_PASSWORD)).toEqual({ status: 401, body: { error: 'password_1' } });
    expect(await signIn(client, NEW_PASSWORD)).toMatchObject({ status: 200, body: { result: 0 } });
    // The owner hears of it (ASVS 2.2.3), with the reset page's link.
    const [notice, ...rest] = await playerMails(client);
    expect(rest).toEqual([]);
    expect(notice?.subject).toBe('Your Emberdeep password was changed');
    expect(notice?.text).toContain('http://127.0.0.1:3333/user/password_reset');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('spends the reset links mailed before the change: one cannot undo it', async () => {
    const { client, desk } = await threeBrowsers();
    await client.call('POST', '/api/auth/password-reset', {
      email: DEMO_USERS.player.email,
      captcha: await solvedCaptcha(client),
    });
    const [mail] = await playerMails(client);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await changePassword(desk, changeTo(NEW_PASSWORD))).status).toBe(200);
    const reset = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Thief#Ember2028',
      passwordConfirm: 'Thief#Ember2028',
    });
    expect(reset.body).toMatchObject({ error: 'defaultError_12' });
    expect(await signIn(client, NEW_PASSWORD)).toMatchObject({ status: 200 });
  });

  it('refuses a wrong current password with password_3 at currentPassword, and changes nothing', async () => {
    const { client, desk, phone } = await threeBrowsers();
    for (const currentPassword of ['Ember#Wrong2026', VETERAN_USER.password]) {
      expect(await changePassword(desk, changeTo(NEW_PASSWORD, currentPassword))).toMatchObject({
        status: 400,
        body: { error: 'password_3', fields: { currentPassword: 'password_3' } },
      });
    }
    expect(await changePassword(desk, { ...changeTo(NEW_PASSWORD), currentPassword: '' })).toMatchObject({
      status: 400,
      body: { error: 'password_2', fields: { currentPassword: 'password_2' } },
    });
    expect(await loginCheck(phone)).toMatchObject({ result: 0 });
    await expectUnchanged(client);
  });

  it('refuses the current password as the new one (password_4), a weak one (password_6) and a differing repeat (password_5), and changes nothing', async () => {
    const { client, desk, phone } = await threeBrowsers();
    // One key for every refusal, then for the change: a refused request records nothing under it.
    const key = randomUUID();
    expect(await changePassword(desk, changeTo(OLD_PASSWORD), key)).toMatchObject({
      status: 400,
      body: { error: 'password_4', fields: { password: 'password_4' } },
    });
    expect(await changePassword(desk, changeTo('weakpassword'), key)).toMatchObject({
      status: 400,
      body: { error: 'password_6', fields: { password: 'password_6' } },
    });
    expect(
      await changePassword(desk, { ...changeTo(NEW_PASSWORD), passwordConfirm: `${NEW_PASSWORD}!` }, key),
    ).toMatchObject({ status: 400, body: { error: 'password_5', fields: { passwordConfirm: 'password_5' } } });
    expect(await loginCheck(phone)).toMatchObject({ result: 0 });
    expect(client.db.prepare('SELECT COUNT(*) FROM password_changes').pluck().get()).toBe(0);
    await expectUnchanged(client);
    expect(await changePassword(desk, changeTo(NEW_PASSWORD), key)).toMatchObject({
      status: 200,
      body: { changed: true },
    });
  });

  it('needs a session (401 defaultError_14) and an Idempotency-Key (400 defaultError_12)', async () => {
    const { client, desk, phone } = await threeBrowsers();
    const signedOut = await client.call('POST', '/api/auth/password', changeTo(NEW_PASSWORD), {
      'idempotency-key': randomUUID(),
    });
    expect(signedOut).toMatchObject({ status: 401, body: { error: 'defaultError_14' } });
    expect(await changePassword(desk, changeTo(NEW_PASSWORD), null)).toMatchObject({
      status: 400,
      body: { error: 'defaultError_12' },
    });
    expect(await changePassword(desk, changeTo(NEW_PASSWORD), 'too-short')).toMatchObject({
      status: 400,
      body: { error: 'defaultError_12' },
    });
    expect(await loginCheck(phone)).toMatchObject({ result: 0 });
    await expectUnchanged(client);
  });

  it('answers a repeat of its key with the first result and ends nothing more; another new password under the key is refused', async () => {
    const { client, desk, phone } = await threeBrowsers();
    const key = randomUUID();
    const first = await changePassword(desk, changeTo(NEW_PASSWORD), key);
    expect(first).toMatchObject({ status: 200, body: { changed: true, signedOut: 1 } });
    expect(await loginCheck(phone)).toEqual({ result: 1004 });
    // A device signed in with the new password after the change is no business of the repeat.
    const tablet = await browser(client, DEMO_USERS.player.email, LINUX_FIREFOX);
    const repeat = await changePassword(desk, changeTo(NEW_PASSWORD), key);
    expect(repeat).toMatchObject({ status: 200, body: { changed: true, signedOut: 1 } });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await loginCheck(tablet)).toMatchObject({ result: 0 });
    expect(client.db.prepare('SELECT COUNT(*) FROM password_changes').pluck().get()).toBe(1);
    expect(await playerMails(client)).toHaveLength(1);
    // The key set NEW_PASSWORD: asking it for another one is using it for another change.
    expect(await changePassword(desk, changeTo('Ember#Other2027', NEW_PASSWORD), key)).toMatchObject({
      status: 422,
      body: { error: 'defaultError_12' },
    });
    expect(await loginCheck(tablet)).toMatchObject({ result: 0 });
    expect(await signIn(client, 'Ember#Other2027')).toMatchObject({ status: 401 });
    expect(await signIn(client, NEW_PASSWORD)).toMatchObject({ status: 200 });
  });

  it('changes once for two requests at once under one key, both answered alike', async () => {
    const { client, desk, phone } = await threeBrowsers();
    const key = randomUUID();
    const answers = await Promise.all([
      changePassword(desk, changeTo(NEW_PASSWORD), key),
      changePassword(desk, changeTo(NEW_PASSWORD), key),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { changed: true, signedOut: 1 } });
    // One of the two lost the race to the key's row and answered the first change again.
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(client.db.prepare('SELECT COUNT(*) FROM password_changes').pluck().get()).toBe(1);
    expect(await loginCheck(phone)).toEqual({ result: 1004 });
    expect(await signIn(client, NEW_PASSWORD)).toMatchObject({ status: 200 });
  });

  it('lets only one of two changes sent at once under different keys win; the other answers defaultError_11 and records nothing', async () => {
    const { client, desk } = await threeBrowsers();
    const passwords = ['Ember#First2027', 'Ember#Second2027'];
    const keys = [randomUUID(), randomUUID()];
    const answers = await Promise.all(
      passwords.map((password, index) => changePassword(desk, changeTo(password), keys[index])),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.findIndex((answer) => answer.status === 409);
    expect(answers[lost]?.body).toEqual({ error: 'defaultError_11' });
    expect(client.db.prepare('SELECT idempotency_key FROM password_changes').pluck().all()).toEqual([keys[1 - lost]]);
    expect(await signIn(client, passwords[lost] ?? '')).toMatchObject({ status: 401 });
    expect(await signIn(client, passwords[1 - lost] ?? '')).toMatchObject({ status: 200 });
  });

  it('keeps nothing derived from a password in password_changes: the key, the count and the time', async () => {
    const { client, desk } = await threeBrowsers();
    const key = randomUUID();
    await changePassword(desk, changeTo(NEW_PASSWORD), key);
    const columns = client.db.prepare("SELECT name FROM pragma_table_info('password_changes')").pluck().all();
    expect(columns).toEqual(['user_id', 'idempotency_key', 'signed_out', 'changed_at']);
    expect(client.db.prepare('SELECT * FROM password_changes').all()).toEqual([
      {
        user_id: userIdOf(client, DEMO_USERS.player.email),
        idempotency_key: key,
        signed_out: 1,
        changed_at: client.clock.now.toISOString(),
      },
    ]);
  });

  it('refuses a closed account with withdrawn; one in its grace period may still change its password', async () => {
    const { client, desk } = await threeBrowsers();
    const id = userIdOf(client, DEMO_USERS.player.email);
    const closeOn = (date: string) =>
      client.db.prepare('UPDATE users SET withdrawal_date = ? WHERE id = ?').run(date, id);
    // Its closure date has passed, not yet recorded (no account call ran since).
    closeOn('2026-11-21T12:00:00.000Z');
    expect(await changePassword(desk, changeTo(NEW_PASSWORD))).toMatchObject({
      status: 403,
      body: { error: 'withdrawn' },
    });
    closeOn('2026-12-06T12:00:00.000Z');
    expect(await changePassword(desk, changeTo(NEW_PASSWORD))).toMatchObject({ status: 200 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed-users';
import { lastMail, mailedCode, signedInCookie, solvedCaptcha, testClient, type TestClient } from '../test/test-app';

const newcomer = {
  email: 'newcomer@emberdeep.example',
  username: 'lantern_kid',
  password: 'Torch#Light42',
  birthDate: '2000-02-29',
};

async function requestCode(client: TestClient, email = newcomer.email, headers: Record<string, string> = {}) {
  return client.call('POST', '/api/auth/register/code', { email, captcha: await solvedCaptcha(client) }, headers);
}

function register(client: TestClient, code: string, overrides: Record<string, unknown> = {}) {
  return client.call('POST', '/api/auth/register', {
    email: newcomer.email,
    code,
    username: newcomer.username,
    password: newcomer.password,
    passwordConfirm: newcomer.password,
    birthDate: newcomer.birthDate,
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  });
}

/** A code mailed to the newcomer and verified, ready for the last registration step. */
async function verifiedCode(client: TestClient): Promise<string> {
  await requestCode(client);
  const code = await mailedCode(client, newcomer.email);
  await client.call('POST', '/api/auth/register/verify', { email: newcomer.email, code });
  return code;
}

/** Moves the test clock `ms` on (and a second past it, to be clear of the boundary). */
function later(client: TestClient, ms: number): void {
  client.clock.now = new Date(client.clock.now.getTime() + ms + 1000);
}

/** The birth date (YYYY-MM-DD) of one who turns `years` old `days` days after the test clock's day. */
function bornYearsBefore(client: TestClient, years: number, days = 0): string {
  const now = client.clock.now;
  const birth = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return birth.toISOString().slice(0, 10);
}

describe('registration with an emailed code', () => {
  it('mails a code in the requested language, verifies it, creates the account and signs in', async () => {
    const client = await testClient();
    expect((await requestCode(client, newcomer.email, { 'accept-language': 'de' })).body).toEqual({ sent: true });
    const mail = await lastMail(client, newcomer.email);
    expect(mail.locale).toBe('de');
    expect(mail.subject).toContain('Bestätigungscode');
    const code = await mailedCode(client, newcomer.email);
    expect((await client.call('POST', '/api/auth/register/verify', { email: newcomer.email, code })).body).toEqual({
      verified: true,
    });
    const created = await register(client, code);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ result: 0, username: newcomer.username, email: newcomer.email });
    expect((await client.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
  });

  it('refuses to register an email whose code was not verified (emailcode_1)', async () => {
    const client = await testClient();
    await requestCode(client);
    const response = await register(client, await mailedCode(client, newcomer.email));
    expect(response.body).toMatchObject({ error: 'emailcode_1' });
  });

  it('tells a wrong code from an expired or exhausted one', async () => {
    const client = await testClient();
    await requestCode(client);
    const code = await mailedCode(client, newcomer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (value: string) =>
      client.call('POST', '/api/auth/register/verify', { email: newcomer.email, code: value });
    expect((await verify('12ab')).body).toMatchObject({ error: 'emailcode_2' });
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong)).body).toMatchObject({ error: 'emailcode_5' });
    // Five misses spend the code: even the right one now needs a new code.
    expect((await verify(code)).body).toMatchObject({ error: 'emailcode_4' });
  });

  it('takes a code for ten minutes only: a later one is refused as expired (emailcode_4)', async () => {
    const client = await testClient();
    await requestCode(client);
    const code = await mailedCode(client, newcomer.email);
    later(client, 10 * 60_000);
    const response = await client.call('POST', '/api/auth/register/verify', { email: newcomer.email, code });
    expect(response.body).toMatchObject({ error: 'emailcode_4' });
  });

  it('creates the account only with the very code that was verified, within the hour after (emailcode_1)', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    const other = code === '000000' ? '111111' : '000000';
    expect((await register(client, other)).body).toMatchObject({ error: 'emailcode_1' });
    later(client, 60 * 60_000);
    expect((await register(client, code)).body).toMatchObject({ error: 'emailcode_1' });
    expect(client.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(newcomer.email)).toEqual({ n: 0 });
  });

  it('creates no account when its session cannot be stored, so the same code signs up on the retry', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    client.db.exec(
      "CREATE TEMP TRIGGER refuse_session BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    expect((await register(client, code)).status).toBe(500);
    client.db.exec('DROP TRIGGER refuse_session');
    expect(client.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(newcomer.email)).toEqual({ n: 0 });
    expect((await register(client, code)).status).toBe(200);
    expect((await client.call('POST', '/api/auth/login/check')).body).toMatchObject({ result: 0 });
  });

  it('spends the code on the account it created: it cannot be verified again', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    expect((await register(client, code)).status).toBe(200);
    const again = await client.call('POST', '/api/auth/register/verify', { email: newcomer.email, code });
    expect(again.body).toMatchObject({ error: 'emailcode_4' });
  });

  it('takes a player on their 18th birthday', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    expect((await register(client, code, { birthDate: bornYearsBefore(client, 18) })).status).toBe(200);
  });

  it('says an email is already in use (email_5) only to a solved captcha, and spends it', async () => {
    const client = await testClient();
    const unsolved = await client.call('POST', '/api/auth/register/code', {
      email: DEMO_USERS.player.email,
      captcha: 'not-a-solution',
    });
    expect([unsolved.status, unsolved.body]).toMatchObject([400, { error: 'captcha_2' }]);

    const captcha = await solvedCaptcha(client);
    const taken = await client.call('POST', '/api/auth/register/code', { email: DEMO_USERS.player.email, captcha });
    expect([taken.status, taken.body]).toMatchObject([409, { error: 'email_5' }]);
    // One solution, one probe: the same payload cannot ask about another address.
    const again = await client.call('POST', '/api/auth/register/code', { email: DEMO_USERS.withdrawn.email, captcha });
    expect([again.status, again.body]).toMatchObject([400, { error: 'captcha_3' }]);
  });

  it('creates one account from two registrations sent at once, and answers the other as taken (email_5), not 5xx', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    // Both pass the checks before either has its password hashed (scrypt, tens of milliseconds).
    const answers = await Promise.all([register(client, code), register(client, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      error: 'email_5',
      fields: { email: 'email_5' },
    });
    const accounts = client.db
      .prepare<[string], number>('SELECT COUNT(*) FROM users WHERE email = ?')
      .pluck()
      .get(newcomer.email);
    expect(accounts).toBe(1);
  });

  it('refuses under-18s, weak or mismatched passwords, short names and unaccepted terms, keyed by field', async () => {
    const client = await testClient();
    const code = await verifiedCode(client);
    // Turning 18 tomorrow is not 18 yet; 30 February never was.
    for (const birthDate of [bornYearsBefore(client, 16), bornYearsBefore(client, 18, 1), '2008-02-30'])
      expect((await register(client, code, { birthDate })).body, birthDate).toMatchObject({ error: 'agecheck_1' });
    const bad = await register(client, code, {
      username: 'ab',
      password: 'password',
      passwordConfirm: 'other',
      agreeTerms: false,
    });
    expect(bad.body).toMatchObject({
      fields: { username: 'username_2', password: 'password_6', agreeTerms: 'termsagree_1' },
    });
    expect((await register(client, code, { username: DEMO_USERS.player.username })).body).toMatchObject({
      error: 'username_1',
    });
    // The same name in fullwidth letters (NFKC folds them) is the same name.
    const fullwidth = DEMO_USERS.player.username.replace(/[A-Za-z0-9]/g, (char) =>
      String.fromCharCode(char.charCodeAt(0) + 0xfee0),
    );
    expect(fullwidth).not.toBe(DEMO_USERS.player.username);
    expect((await register(client, code, { username: fullwidth })).body).toMatchObject({ error: 'username_1' });
    expect(client.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(newcomer.email)).toEqual({ n: 0 });
  });
});

describe('password reset by emailed link', () => {
  const { player } = DEMO_USERS;

  async function resetToken(client: TestClient): Promise<string> {
    await client.call('POST', '/api/auth/password-reset', {
      email: player.email,
      captcha: await solvedCaptcha(client),
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await lastMail(client, player.email)).text)?.[1];
    if (!token) throw new Error('no reset link');
    return token;
  }

  it('answers the same for an unknown email and mails nothing', async () => {
    const client = await testClient();
    const response = await client.call('POST', '/api/auth/password-reset', {
      email: 'stranger@emberdeep.example',
      captcha: await solvedCaptcha(client),
    });
    expect(response.body).toEqual({ sent: true });
    await expect(lastMail(client, 'stranger@emberdeep.example')).rejects.toThrow();
  });

  it('sets a new password once per link, refuses the old one, and ends the sessions of every device', async () => {
    const client = await testClient();
    await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
      keepMeLoggedIn: false,
    });
    // ASVS 3.3.3: the player's other devices, such as the one whose password was guessed.
    const account = client.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
      .get(player.email);
    const otherDevices = [
      await signedInCookie(client, account?.id ?? 0),
      await signedInCookie(client, account?.id ?? 0),
    ];
    const check = (cookie: string) => client.call('POST', '/api/auth/login/check', undefined, { cookie });
    for (const cookie of otherDevices) expect((await check(cookie)).body).toMatchObject({ result: 0 });
    const token = await resetToken(client);
    const link = (await lastMail(client, player.email)).text;
    expect(link).toContain('http://127.0.0.1:3333/user/password_reset?token=');
    const same = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: player.password,
      passwordConfirm: player.password,
    });
    expect(same.body).toMatchObject({ error: 'password_4' });
    // A refused reset mails nothing: the newest mail is still the link.
    expect((await lastMail(client, player.email)).text).toBe(link);
    const fresh = 'New#Ember2027';
    const done = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: fresh,
      passwordConfirm: fresh,
    });
    expect(done.body).toEqual({ reset: true });
    // The owner of the mailbox hears of the change, with the way to reset it again (ASVS 2.2.3).
    const notice = await lastMail(client, player.email);
    expect(notice.subject).toBe('Your Emberdeep password was changed');
    expect(notice.text).toMatch(/\nhttp:\/\/127\.0\.0\.1:3333\/user\/password_reset$/);
    expect(notice.text).not.toContain(token);
    expect((await client.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1004 });
    for (const cookie of otherDevices) expect((await check(cookie)).body).toEqual({ result: 1004 });
    const again = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'Other#Ember2028',
      passwordConfirm: 'Other#Ember2028',
    });
    expect(again.body).toMatchObject({ error: 'defaultError_12' });
    const login = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: fresh,
      keepMeLoggedIn: false,
    });
    expect(login.status).toBe(200);
  });

  it('changes nothing when ending the sessions fails, so the same link works again', async () => {
    const client = await testClient();
    const account = client.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
      .get(player.email);
    const device = await signedInCookie(client, account?.id ?? 0);
    const check = () => client.call('POST', '/api/auth/login/check', undefined, { cookie: device });
    const token = await resetToken(client);
    const link = (await lastMail(client, player.email)).text;
    // The sessions' update is the reset's last write: make the database refuse it.
    client.db.exec(
      "CREATE TEMP TRIGGER refuse_session_end BEFORE UPDATE ON sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const fresh = 'New#Ember2027';
    const body = { token, password: fresh, passwordConfirm: fresh };
    const failed = await client.call('POST', '/api/auth/password-reset/confirm', body);
    expect(failed.status).toBe(500);
    client.db.exec('DROP TRIGGER refuse_session_end');
    // Nothing half-written: the old password, the device's session, no notice mailed.
    expect((await check()).body).toMatchObject({ result: 0 });
    expect((await lastMail(client, player.email)).text).toBe(link);
    const old = { email: player.email, password: player.password, keepMeLoggedIn: false };
    expect((await client.call('POST', '/api/auth/login', old)).status).toBe(200);
    // The link was not spent: the player's retry sets the password and signs the device out.
    expect((await client.call('POST', '/api/auth/password-reset/confirm', body)).body).toEqual({ reset: true });
    expect((await check()).body).toEqual({ result: 1004 });
  });

  it('spends every other link of the account with the one used: an older mail cannot set the password again', async () => {
    const client = await testClient();
    const older = await resetToken(client);
    const newer = await resetToken(client);
    const fresh = 'New#Ember2027';
    const done = await client.call('POST', '/api/auth/password-reset/confirm', {
      token: newer,
      password: fresh,
      passwordConfirm: fresh,
    });
    expect(done.body).toEqual({ reset: true });
    const late = await client.call('POST', '/api/auth/password-reset/confirm', {
      token: older,
      password: 'Thief#Ember2028',
      passwordConfirm: 'Thief#Ember2028',
    });
    expect(late.body).toMatchObject({ error: 'defaultError_12' });
    const login = { email: player.email, password: fresh, keepMeLoggedIn: false };
    expect((await client.call('POST', '/api/auth/login', login)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const client = await testClient();
    const token = await resetToken(client);
    client.clock.now = new Date(client.clock.now.getTime() + 31 * 60_000);
    const response = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: 'New#Ember2027',
      passwordConfirm: 'New#Ember2027',
    });
    expect(response.body).toMatchObject({ error: 'defaultError_12' });
  });
});

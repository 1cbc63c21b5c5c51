import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  migrationKeyCheckCharacter,
  normalizeMigrationKey,
  WITHDRAWAL_GRACE_DAYS,
  type AccountOverview,
  type MigrationAnswer,
} from '@dungeon/contract';
import { LEGACY_ACCOUNTS, VETERAN_USER } from '../db/seed-account';
import { PRODUCT_IDS } from '../db/seed-shop';
import { DEMO_USERS } from '../db/seed-users';
import { hashPassword } from '../http/passwords';
import { storeUpload } from '../http/uploads';
import { scratchDir, testClient, userIdOf, type TestClient } from '../test/test-app';

const { player } = DEMO_USERS;

async function signedIn(email: string = player.email, persistent = false): Promise<TestClient> {
  const client = await testClient();
  await client.call('POST', '/test/sign-in', { userId: userIdOf(client, email), persistent });
  return client;
}

function mails(client: TestClient) {
  return client.db
    .prepare<[], { to_email: string; subject: string; body: string; locale: string }>(
      'SELECT to_email, subject, body, locale FROM mail_outbox ORDER BY id',
    )
    .all();
}

describe('GET /api/account/overview', () => {
  it('answers the veteran profile, owned editions, DLC, gifts and the exact Red Stone balance', async () => {
    const client = await signedIn(VETERAN_USER.email);
    const response = await client.call('GET', '/api/account/overview');
    expect(response.status).toBe(200);
    const overview = response.body as AccountOverview;
    expect(overview).toMatchObject({
      username: VETERAN_USER.username,
      email: VETERAN_USER.email,
      currencyCount: '1525',
      withdrawalDate: null,
      migration: null,
    });
    expect(overview.apps.map((app) => [app.name, app.gifted])).toEqual([
      ['Emberdeep Classic', true],
      ['Emberdeep Founder Edition', false],
    ]);
    expect(overview.dlcs.map((dlc) => [dlc.key, dlc.count])).toEqual([
      ['dlc_legendary_status', 1],
      ['dlc_seasonal_pack', 2],
    ]);
    expect(overview.gifts).toEqual([
      {
        code: 'EMBR-BETA-2025-THNX',
        name: 'Closed Beta Thank-You: Emberdeep Classic',
        redeemedAt: '2025-11-02T10:00:00.000Z',
      },
    ]);
  });

  it('names the gifts in the language of the request', async () => {
    const client = await signedIn(VETERAN_USER.email);
    const overviewIn = async (language: string) =>
      (
        (await client.call('GET', '/api/account/overview', undefined, { 'accept-language': language }))
          .body as AccountOverview
      ).gifts;
    expect((await overviewIn('de')).map((gift) => gift.name)).toEqual([
      'Dankeschön für die geschlossene Beta: Emberdeep Klassik',
    ]);
    expect((await overviewIn('zh-Hant')).map((gift) => gift.name)).toEqual(['封閉測試感謝禮：Emberdeep 經典版']);
  });

  it('keeps the seeded ledger equal to the balance, with more than two pages of history', async () => {
    const client = await signedIn(VETERAN_USER.email);
    const rows = client.db
      .prepare<[number], { delta: string; balance_after: string }>(
        'SELECT delta, balance_after FROM currency_ledger WHERE user_id = ? ORDER BY id',
      )
      .all(userIdOf(client, VETERAN_USER.email));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.reduce((sum, row) => sum + BigInt(row.delta), 0n).toString()).toBe('1525');
    expect(rows.at(-1)?.balance_after).toBe('1525');
  });

  it('shows the demo player with nothing owned and its balance', async () => {
    const client = await signedIn();
    const overview = (await client.call('GET', '/api/account/overview')).body as AccountOverview;
    expect(overview).toMatchObject({ username: player.username, apps: [], dlcs: [], gifts: [], currencyCount: '1250' });
  });

  it('needs a session (defaultError_14)', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/account/overview');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'defaultError_14' });
  });

  it("refuses a session that outlived its account's closure (withdrawn)", async () => {
    const client = await signedIn();
    const id = userIdOf(client, player.email);
    // Recorded as erased by another server process while this session was still being looked up:
    // the route's own check is what refuses it.
    client.db
      .prepare(
        "UPDATE users SET withdrawal_date = '2026-11-22T11:00:00Z', withdrawn_at = '2026-11-22T11:00:00Z', email = ? WHERE id = ?",
      )
      .run(`closed:${String(id)}`, id);
    const response = await client.call('GET', '/api/account/overview');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'withdrawn' });
  });
});

describe('withdrawal', () => {
  const request = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
    client.call('POST', '/api/account/withdrawal', body, headers);

  it(`schedules the closure ${String(WITHDRAWAL_GRACE_DAYS)} days later, mails it, and the login check carries the date`, async () => {
    const client = await signedIn();
    const response = await request(client, { password: player.password, confirm: true }, { 'accept-language': 'de' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      requestedAt: '2026-11-22T12:00:00.000Z',
      withdrawalDate: '2026-12-06T12:00:00.000Z',
    });
    expect((await client.call('GET', '/api/account/withdrawal')).body).toEqual(response.body);
    expect((await client.call('POST', '/api/auth/login/check')).body).toMatchObject({
      result: 0,
      withdrawaldate: '2026-12-06T12:00:00.000Z',
    });
    const [mail] = mails(client);
    expect(mail).toMatchObject({
      to_email: player.email,
      locale: 'de',
      subject: 'Dein Emberdeep-Konto wird geschlossen',
    });
    expect(mail?.body).toContain('6. Dezember 2026');
  });

  it('answers withdrawn_3 when a closure is already pending', async () => {
    const client = await signedIn();
    await request(client, { password: player.password, confirm: true });
    const again = await request(client, { password: player.password, confirm: true });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'withdrawn_3' });
  });

  it('schedules one closure and mails once for two requests sent at once: the other answers withdrawn_3', async () => {
    const client = await signedIn();
    // Both pass the pending check before either password is verified (scrypt, tens of milliseconds).
    const answers = await Promise.all([
      request(client, { password: player.password, confirm: true }),
      request(client, { password: player.password, confirm: true }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ error: 'withdrawn_3' });
    expect(mails(client)).toHaveLength(1);
  });

  it('schedules nothing when its mail cannot be written, and cancels nothing either: each may be asked again', async () => {
    const client = await signedIn();
    const status = () => client.call('GET', '/api/account/withdrawal');
    const refuseMail = () =>
      client.db.exec(
        "CREATE TEMP TRIGGER refuse_mail BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END",
      );
    refuseMail();
    expect((await request(client, { password: player.password, confirm: true })).status).toBe(500);
    expect((await status()).body).toEqual({ withdrawalDate: null, requestedAt: null });
    client.db.exec('DROP TRIGGER refuse_mail');
    const scheduled = await request(client, { password: player.password, confirm: true });
    expect(scheduled.status).toBe(200);
    refuseMail();
    expect((await client.call('POST', '/api/account/withdrawal/cancel')).status).toBe(500);
    expect((await status()).body).toEqual(scheduled.body);
    client.db.exec('DROP TRIGGER refuse_mail');
    expect((await client.call('POST', '/api/account/withdrawal/cancel')).status).toBe(200);
    expect(mails(client).map((mail) => mail.subject)).toEqual([
      'Your Emberdeep account will be closed',
      'Your Emberdeep account stays open',
    ]);
  });

  it('answers password_3 at the field for a wrong password and changes nothing', async () => {
    const client = await signedIn();
    const response = await request(client, { password: 'Wrong#Pass1', confirm: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'password_3', fields: { password: 'password_3' } });
    expect((await client.call('GET', '/api/account/withdrawal')).body).toEqual({
      withdrawalDate: null,
      requestedAt: null,
    });
    expect(mails(client)).toEqual([]);
  });

  it('answers password_2 without a password and termsagree_2 without the confirmation', async () => {
    const client = await signedIn();
    expect((await request(client, { password: '', confirm: true })).body).toMatchObject({ error: 'password_2' });
    expect((await request(client, { password: player.password, confirm: false })).body).toMatchObject({
      error: 'termsagree_2',
    });
  });

  it('cancels a pending closure; a second cancel answers withdrawn_4', async () => {
    const client = await signedIn();
    await request(client, { password: player.password, confirm: true });
    const cancel = await client.call('POST', '/api/account/withdrawal/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ withdrawalDate: null, requestedAt: null });
    expect((await client.call('POST', '/api/auth/login/check')).body).not.toHaveProperty('withdrawaldate');
    expect(mails(client).at(-1)?.subject).toBe('Your Emberdeep account stays open');
    const again = await client.call('POST', '/api/account/withdrawal/cancel');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'withdrawn_4' });
  });

  it('closes the account once the grace period is over: its session ends, and signing in answers withdrawn', async () => {
    // Kept signed in (30 days), so the session outlives the grace period.
    const client = await signedIn(player.email, true);
    const id = userIdOf(client, player.email);
    await request(client, { password: player.password, confirm: true });
    client.clock.now = new Date('2026-12-06T12:00:01Z');
    // The account call writes the closure down first, on its date, and the closure ends the session.
    const response = await client.call('GET', '/api/account/overview');
    expect([response.status, response.body]).toEqual([401, { error: 'defaultError_14' }]);
    expect((await client.call('POST', '/api/auth/login/check')).body).toEqual({ result: 1002 });
    const closed = client.db
      .prepare<[number], { withdrawn_at: string | null; withdrawal_date: string | null }>(
        'SELECT withdrawn_at, withdrawal_date FROM users WHERE id = ?',
      )
      .get(id);
    expect(closed?.withdrawn_at).toBe('2026-12-06T12:00:00.000Z');
    expect(closed?.withdrawn_at).toBe(closed?.withdrawal_date);
    // The address is kept only as a hash, in any case of its ASCII letters, yet it still finds the account.
    for (const email of [player.email, player.email.toUpperCase()]) {
      const login = await client.call('POST', '/api/auth/login', {
        email,
        password: player.password,
        keepMeLoggedIn: false,
      });
      expect([login.status, login.body]).toEqual([403, { error: 'withdrawn' }]);
    }
    // A wrong password is told apart from nothing: the same answer as for an unknown address.
    const wrong = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: 'Not#ThePassword1',
      keepMeLoggedIn: false,
    });
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'password_1' }]);
  });

  it('erases the closed account as the privacy policy says, and keeps its payment records', async () => {
    const client = await signedIn(player.email);
    const dataDir = scratchDir('closure');
    client.app.ctx.config.dataDir = dataDir;
    const id = userIdOf(client, player.email);
    // A screenshot sent with the seeded ticket #1, as the ticket form stores one.
    const storedName = await storeUpload(dataDir, Buffer.from('a screenshot'));
    client.db
      .prepare(
        `INSERT INTO support_attachments (ticket_id, stored_name, original_name, kind, size, created_at)
         VALUES (1, ?, 'shot.png', 'png', 12, '2026-11-22T12:00:00Z')`,
      )
      .run(storedName);
    client.db
      .prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ('t', ?, '2027-01-01T00:00:00Z')")
      .run(id);
    client.db
      .prepare(
        "INSERT INTO password_changes (user_id, idempotency_key, signed_out, changed_at) VALUES (?, 'change-key-0000000', 1, '2026-11-20T12:00:00Z')",
      )
      .run(id);
    const count = (sql: string) => client.db.prepare<[number], number>(sql).pluck().get(id);
    const before = {
      purchases: count('SELECT COUNT(*) FROM purchases WHERE user_id = ?'),
      ledger: count('SELECT COUNT(*) FROM currency_ledger WHERE user_id = ?'),
    };
    expect(count('SELECT COUNT(*) FROM support_tickets WHERE user_id = ?')).toBe(2);
    expect(count('SELECT COUNT(*) FROM support_reports WHERE user_id = ?')).toBe(1);
    expect(count('SELECT COUNT(*) FROM game_accounts WHERE user_id = ?')).toBeGreaterThan(0);
    expect(before.ledger).toBeGreaterThan(0);

    await request(client, { password: player.password, confirm: true }, { 'accept-language': 'de' });
    // Nothing goes while the closure can still be cancelled.
    await client.call('GET', '/api/account/withdrawal');
    expect(count('SELECT COUNT(*) FROM support_tickets WHERE user_id = ?')).toBe(2);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([storedName]);

    client.clock.now = new Date('2026-12-06T12:00:01Z');
    await client.call('GET', '/api/account/withdrawal');
    const row = client.db
      .prepare<[number], { email: string; username: string; birth_date: string }>(
        'SELECT email, username, birth_date FROM users WHERE id = ?',
      )
      .get(id);
    expect(row).toEqual({ email: `closed:${String(id)}`, username: `#closed-${String(id)}`, birth_date: '' });
    expect(JSON.stringify(row)).not.toContain(player.username);
    expect(JSON.stringify(client.db.prepare('SELECT * FROM users WHERE id = ?').get(id))).not.toContain(player.email);
    // The last mail to the address says so, in the language the closure was asked in.
    expect(mails(client).at(-1)).toMatchObject({
      to_email: player.email,
      locale: 'de',
      subject: 'Dein Emberdeep-Konto wurde geschlossen',
      body: expect.stringContaining('6. Dezember 2026') as string,
    });
    // Tickets with their messages and files, reset links, password changes and sessions are gone.
    expect(count('SELECT COUNT(*) FROM support_tickets WHERE user_id = ?')).toBe(0);
    expect(client.db.prepare('SELECT COUNT(*) FROM support_ticket_messages').pluck().get()).toBe(0);
    expect(client.db.prepare('SELECT COUNT(*) FROM support_attachments').pluck().get()).toBe(0);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
    expect(count('SELECT COUNT(*) FROM password_resets WHERE user_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) FROM password_changes WHERE user_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) FROM sessions WHERE user_id = ?')).toBe(0);
    // Reports stay for moderation, and game accounts stay, no longer linked to the account.
    expect(count('SELECT COUNT(*) FROM support_reports WHERE user_id = ?')).toBe(0);
    expect(client.db.prepare('SELECT COUNT(*) FROM support_reports WHERE id = 1').pluck().get()).toBe(1);
    expect(count('SELECT COUNT(*) FROM game_accounts WHERE user_id = ?')).toBe(0);
    // Purchases and the Red Stone ledger are the payment records the law makes us keep.
    expect({
      purchases: count('SELECT COUNT(*) FROM purchases WHERE user_id = ?'),
      ledger: count('SELECT COUNT(*) FROM currency_ledger WHERE user_id = ?'),
    }).toEqual(before);
  });

  it('leaves the account whole when the closure is cancelled in time', async () => {
    const client = await signedIn(player.email, true);
    await request(client, { password: player.password, confirm: true });
    await client.call('POST', '/api/account/withdrawal/cancel');
    client.clock.now = new Date('2026-12-06T12:00:01Z');
    const overview = await client.call('GET', '/api/account/overview');
    expect([overview.status, (overview.body as AccountOverview).email]).toEqual([200, player.email]);
    expect(client.db.prepare('SELECT COUNT(*) FROM support_tickets').pluck().get()).toBe(2);
  });

  it('closes an address a second time: registered again after a closure, and closed again', async () => {
    const client = await signedIn(player.email, true);
    await request(client, { password: player.password, confirm: true });
    client.clock.now = new Date('2026-12-06T12:00:01Z');
    await client.call('GET', '/api/account/withdrawal');
    // The address, free again, names a new account (as registration would make it), which closes too.
    const password = 'Ember#Again2026';
    const again = Number(
      client.db
        .prepare(
          `INSERT INTO users (email, username, password_hash, birth_date, created_at)
           VALUES (?, 'demo_again', ?, '1994-05-04', '2026-12-06T13:00:00Z')`,
        )
        .run(player.email, await hashPassword(password)).lastInsertRowid,
    );
    await client.call('POST', '/test/sign-in', { userId: again, persistent: true });
    expect((await request(client, { password, confirm: true })).status).toBe(200);
    client.clock.now = new Date('2026-12-21T12:00:01Z');
    expect((await client.call('GET', '/api/account/withdrawal')).status).toBe(401);
    const emails = client.db.prepare<[], string>("SELECT email FROM users WHERE email LIKE 'closed:%'").pluck().all();
    expect(emails).toEqual(expect.arrayContaining([`closed:${String(again)}`]));
    // The later account answers for the address: its own password is the one that tells it is closed.
    const login = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password,
      keepMeLoggedIn: false,
    });
    expect([login.status, login.body]).toEqual([403, { error: 'withdrawn' }]);
  });

  it('erases at start an account closed before erasure existed, such as the seeded one', async () => {
    const client = await testClient();
    expect(
      client.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(DEMO_USERS.withdrawn.email),
    ).toBe(0);
    const login = await client.call('POST', '/api/auth/login', {
      email: DEMO_USERS.withdrawn.email,
      password: DEMO_USERS.withdrawn.password,
      keepMeLoggedIn: false,
    });
    expect([login.status, login.body]).toEqual([403, { error: 'withdrawn' }]);
  });

  it('closes the account on its date even before an account call has recorded the closure', async () => {
    const client = await signedIn(player.email, true);
    await request(client, { password: player.password, confirm: true });
    client.clock.now = new Date('2026-12-06T12:00:01Z');
    // No account call since the date passed: nothing has written the closure down yet.
    const history = await client.call('GET', '/api/currency/history');
    expect([history.status, history.body]).toEqual([403, { error: 'withdrawn_2' }]);
    const login = await client.call('POST', '/api/auth/login', {
      email: player.email,
      password: player.password,
      keepMeLoggedIn: false,
    });
    expect([login.status, login.body]).toEqual([403, { error: 'withdrawn' }]);
  });

  it('needs a session', async () => {
    const client = await testClient();
    expect((await request(client, { password: player.password, confirm: true })).status).toBe(401);
    expect((await client.call('POST', '/api/account/withdrawal/cancel')).status).toBe(401);
  });
});

describe('a pending closure and the dashboard', () => {
  it('still lets the player read their Red Stone history, until the account is closed', async () => {
    const client = await signedIn(VETERAN_USER.email);
    await client.call('POST', '/api/account/withdrawal', { password: VETERAN_USER.password, confirm: true });
    const pending = await client.call('GET', '/api/currency/history');
    expect(pending.status).toBe(200);
    expect((pending.body as { items: unknown[] }).items).toHaveLength(10);
    client.db.prepare("UPDATE users SET withdrawn_at = '2026-01-01T00:00:00Z' WHERE email = ?").run(VETERAN_USER.email);
    const closed = await client.call('GET', '/api/currency/history');
    expect([closed.status, closed.body]).toEqual([403, { error: 'withdrawn_2' }]);
  });
});

describe('POST /api/account/migration', () => {
  const migrate = (client: TestClient, migrationKey: string, oldAccountId: string) =>
    client.call('POST', '/api/account/migration', { migrationKey, oldAccountId });

  it('migrates an old account whose 19-digit id stays exact in the request, the answer and the database', async () => {
    const client = await signedIn();
    const { big } = LEGACY_ACCOUNTS;
    const response = await migrate(client, big.key.toLowerCase().replace(/-/g, ''), big.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      migrated: true,
      oldAccountId: '9223372036854775807',
      legacyName: 'Lanternbearer',
      migratedAt: '2026-11-22T12:00:00.000Z',
    } satisfies MigrationAnswer);
    // On the wire the id is a number literal with every digit (SPEC §7).
    expect(response.raw.body).toContain('"oldAccountId":9223372036854775807');
    const row = client.db
      .prepare<[], { id: string; migrated_to_user_id: number }>(
        'SELECT id, migrated_to_user_id FROM legacy_accounts WHERE migrated_at IS NOT NULL AND migrated_to_user_id = 1',
      )
      .get();
    expect(row).toEqual({ id: '9223372036854775807', migrated_to_user_id: 1 });
    expect(((await client.call('GET', '/api/account/overview')).body as AccountOverview).migration).toMatchObject({
      oldAccountId: '9223372036854775807',
    });
  });

  it('answers migration_1 for a key not of the format', async () => {
    const client = await signedIn();
    const response = await migrate(client, 'NOT-A-KEY', LEGACY_ACCOUNTS.free.id);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'migration_1' });
  });

  it('answers migration_6 for an old account id not of 17 to 19 digits', async () => {
    const client = await signedIn();
    expect((await migrate(client, LEGACY_ACCOUNTS.free.key, '12345')).body).toMatchObject({ error: 'migration_6' });
  });

  it('answers migration_2 for a key whose check character is wrong (a typo)', async () => {
    const client = await signedIn();
    const key = LEGACY_ACCOUNTS.free.key;
    const typo = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await migrate(client, typo, LEGACY_ACCOUNTS.free.id)).body).toMatchObject({ error: 'migration_2' });
  });

  it('answers migration_5 alike for an unknown id and for the key of another account', async () => {
    const client = await signedIn();
    const unknown = await migrate(client, LEGACY_ACCOUNTS.free.key, '76561198000000000');
    const otherKey = await migrate(client, LEGACY_ACCOUNTS.spare.key, LEGACY_ACCOUNTS.free.id);
    const body = 'ZZZZZZZZZZZZZZZZZZZ';
    const validButUnknownKey = await migrate(
      client,
      normalizeMigrationKey(body + migrationKeyCheckCharacter(body)),
      LEGACY_ACCOUNTS.free.id,
    );
    for (const response of [unknown, otherKey, validButUnknownKey]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'migration_5' });
    }
  });

  it('answers migration_3 for an old account already migrated, and for a second migration', async () => {
    const client = await signedIn();
    const { migrated, free, spare } = LEGACY_ACCOUNTS;
    expect((await migrate(client, migrated.key, migrated.id)).body).toEqual({ error: 'migration_3' });
    expect((await migrate(client, free.key, free.id)).status).toBe(200);
    const second = await migrate(client, spare.key, spare.id);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'migration_3' });
  });

  it('answers migration_4 for an account with payment records (the veteran)', async () => {
    const client = await signedIn(VETERAN_USER.email);
    const response = await migrate(client, LEGACY_ACCOUNTS.free.key, LEGACY_ACCOUNTS.free.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'migration_4' });
  });

  /** The Standard Edition in the demo player's purchases, paid by card or received as a gift. */
  const ownEdition = (client: TestClient, method: 'sandbox-card' | 'gift') =>
    client.db
      .prepare(
        `INSERT INTO purchases (receipt_number, user_id, idempotency_key, request_fingerprint, appid, productid,
           payment_method, amount, currency, status, exclusive, created_at)
         VALUES (?, 1, ?, ?, 2710, ?, ?, ?, 'USD', 'complete', 1, '2026-11-01T00:00:00Z')`,
      )
      .run(`EMB-${method}`, `key-${method}`, method, PRODUCT_IDS.standard, method, method === 'gift' ? '0' : '29.99');

  it('counts a purchase made in the shop as a payment record', async () => {
    const client = await signedIn();
    ownEdition(client, 'sandbox-card');
    expect((await migrate(client, LEGACY_ACCOUNTS.free.key, LEGACY_ACCOUNTS.free.id)).body).toEqual({
      error: 'migration_4',
    });
  });

  it('does not count a product received as a gift: a player with gifts only migrates', async () => {
    const client = await signedIn();
    ownEdition(client, 'gift');
    const response = await migrate(client, LEGACY_ACCOUNTS.free.key, LEGACY_ACCOUNTS.free.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ migrated: true, oldAccountId: LEGACY_ACCOUNTS.free.id });
  });

  it('answers withdrawn_2 while a closure is pending', async () => {
    const client = await signedIn();
    await client.call('POST', '/api/account/withdrawal', { password: player.password, confirm: true });
    const response = await migrate(client, LEGACY_ACCOUNTS.free.key, LEGACY_ACCOUNTS.free.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'withdrawn_2' });
  });

  it('needs a session', async () => {
    const client = await testClient();
    expect((await migrate(client, LEGACY_ACCOUNTS.free.key, LEGACY_ACCOUNTS.free.id)).status).toBe(401);
  });
});

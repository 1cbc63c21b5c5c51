import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseJson } from '@dungeon/api-client/codec';
import type { FaqArticle, FaqSearchAnswer, ReportListAnswer, TicketListAnswer } from '@dungeon/contract';
import { htmlToText } from '../db/seed-support';
import { DEMO_USERS } from '../db/seed-users';
import { storeUpload } from '../http/uploads';
import {
  multipartBody,
  postMultipart,
  scratchDir,
  signedInCookie,
  solvedCaptcha,
  testClient,
  type FilePart,
  type TestClient,
} from '../test/test-app';
import { foldCase, matchRanges, snippetAround } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const DEMO_ID = 1;
const BIG_ACCOUNT = '76561198012345679'; // > 2^53: Number() would make it ...680

interface Caller {
  client: TestClient;
  cookie: string;
  dataDir: string;
}

/** A signed-in demo player (or anonymous), uploads going to a fresh temporary folder. */
async function caller(userId: number | null = DEMO_ID): Promise<Caller> {
  const client = await testClient();
  const dataDir = scratchDir('support-spec');
  client.app.ctx.config.dataDir = dataDir;
  if (userId === null) return { client, cookie: '', dataDir };
  return { client, cookie: await signedInCookie(client, userId), dataDir };
}

async function post(
  { client, cookie }: Caller,
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(
    fields,
    files.map((file) => ({ type: 'image/png', ...file })),
  );
  return postMultipart(client, url, body, { cookie, headers });
}

async function get({ client, cookie }: Caller, url: string) {
  const raw = await client.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const json = String(raw.headers['content-type'] ?? '').startsWith('application/json');
  return { status: raw.statusCode, body: json ? parseJson(raw.body) : null, raw };
}

const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault. Happens since the last patch.';

async function ticketFields(who: Caller, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    requestType: 'launcher',
    subject: 'Launcher closes at start',
    platform: 'launcher',
    account: 'Cinderfox',
    orderId: '',
    description: DESCRIPTION,
    captcha: await solvedCaptcha(who.client),
    ...overrides,
  };
}

async function reportFields(who: Caller, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    type: 'bugreport',
    platform: 'steam',
    accountid: BIG_ACCOUNT,
    description: DESCRIPTION,
    evidenceLink: 'https://video.example/watch/abc',
    captcha: await solvedCaptcha(who.client),
    ...overrides,
  };
}

describe('FAQ search', () => {
  it('finds an article by a word of its title and marks every match as text ranges', async () => {
    const who = await caller(null);
    const response = await get(who, '/api/support/faq?q=PASSWORD&lang=en');
    const answer = response.body as FaqSearchAnswer;
    expect(response.status).toBe(200);
    const article = answer.items.find((item) => item.id === 1);
    expect(article?.title).toBe('I forgot my password');
    const range = article?.titleRanges[0];
    expect(range && article.title.slice(range.start, range.end)).toBe('password');
    for (const { start, end } of article?.snippetRanges ?? []) {
      expect(article?.snippet.slice(start, end).toLowerCase()).toBe('password');
    }
    expect(article?.snippet).not.toMatch(/[<>]/);
  });

  it('searches past control characters instead of failing (a NUL once reached FTS5 and gave a 500)', async () => {
    const who = await caller(null);
    const response = await get(who, `/api/support/faq?q=${encodeURIComponent('\u0000password')}&lang=en`);
    expect(response.status).toBe(200);
    expect((response.body as FaqSearchAnswer).items.some((item) => item.id === 1)).toBe(true);
  });

  it('searches in the requested language, including two-character words the trigram index cannot see', async () => {
    const who = await caller(null);
    const ja = (await get(who, '/api/support/faq?q=パスワード&lang=ja')).body as FaqSearchAnswer;
    expect(ja.lang).toBe('ja');
    expect(ja.items.map((item) => item.id)).toContain(1);
    const zh = (await get(who, `/api/support/faq?q=${encodeURIComponent('密码')}&lang=zh-Hans`))
      .body as FaqSearchAnswer;
    expect(zh.items[0]?.id).toBe(1);
    expect(zh.items[0]?.titleRanges).toEqual([{ start: 4, end: 6 }]);
  });

  it('answers a question no article holds every word of with the articles holding the most of them', async () => {
    const who = await caller(null);
    const ask = async (q: string, lang: string) =>
      ((await get(who, `/api/support/faq?q=${encodeURIComponent(q)}&lang=${lang}`)).body as FaqSearchAnswer).items;
    // "manquantes" is in no article; "Pierres rouges" is in article 4's title.
    const fr = await ask('Pierres rouges manquantes', 'fr');
    expect(fr[0]?.id).toBe(4);
    expect(fr[0]?.title.slice(fr[0].titleRanges[0]?.start, fr[0].titleRanges[0]?.end)).toBe('Pierres');
    // The words found are those of "Pierres rouges": the same articles, the word no article has aside.
    const all = await ask('Pierres rouges', 'fr');
    expect(new Set(fr.map((item) => item.id))).toEqual(new Set(all.map((item) => item.id)));
    // One word that no article holds still finds nothing.
    expect(await ask('zzqxv', 'fr')).toEqual([]);
  });

  it('finds Latin words typed without their accents, and marks the accented word; other scripts keep their marks', async () => {
    const who = await caller(null);
    const es = (await get(who, '/api/support/faq?q=contrasena&lang=es')).body as FaqSearchAnswer;
    const article = es.items.find((item) => item.id === 1);
    expect(article?.title).toBe('He olvidado mi contraseña');
    const range = article?.titleRanges[0];
    expect(range && article.title.slice(range.start, range.end)).toBe('contraseña');
    const typedAccented = (await get(who, '/api/support/faq?q=CONTRASEÑA&lang=es')).body as FaqSearchAnswer;
    expect(typedAccented.items.map((item) => item.id)).toEqual(es.items.map((item) => item.id));
    // Russian "й" is a letter of its own, not "и" with a mark.
    expect(foldCase('Йод ёж')).toBe('йод ёж');
    expect(foldCase('Ärger Café')).toBe('arger cafe');
  });

  it('requires every word, filters by category and answers an empty list when nothing matches', async () => {
    const who = await caller(null);
    const both = (await get(who, '/api/support/faq?q=launcher+updating&lang=en')).body as FaqSearchAnswer;
    expect(both.items.map((item) => item.id)).toEqual([8]);
    const reports = (await get(who, '/api/support/faq?category=reports&lang=de')).body as FaqSearchAnswer;
    expect(reports.items.map((item) => item.id)).toEqual([11, 12]);
    const none = (await get(who, '/api/support/faq?q=zzzqqq&lang=en')).body as FaqSearchAnswer;
    expect(none.items).toEqual([]);
    expect((await get(who, '/api/support/faq?category=secrets')).status).toBe(400);
  });

  it('answers an article in the language asked, and 404 for an unknown id', async () => {
    const who = await caller(null);
    const article = (await get(who, '/api/support/faq/7?lang=fr')).body as FaqArticle;
    expect(article).toMatchObject({ id: 7, category: 'launcher', lang: 'fr', title: 'Le lanceur ne démarre pas' });
    expect(article.bodyHtml).toContain('<ol>');
    expect((await get(who, '/api/support/faq/999')).status).toBe(404);
    expect((await get(who, '/api/support/faq/abc')).status).toBe(404);
  });

  it('reads article HTML as text without a space before the punctuation after a link: inline tags join, blocks separate', () => {
    expect(
      htmlToText(
        '<p>Open your <a href="/user/dashboard">dashboard</a>. Use <strong>Redeem</strong>, then <em>save</em>!</p><ol><li>One</li><li>Two<br>Three</li></ol><p>Done&nbsp;?</p>',
      ),
    ).toBe('Open your dashboard. Use Redeem, then save! One Two Three Done\u00a0?');
  });

  it('shows snippets without a stray space before punctuation in every language (the seeded links)', async () => {
    const who = await caller(null);
    for (const [lang, q] of [
      ['en', 'dashboard'],
      ['fr', 'tableau'],
      ['de', 'Dashboard'],
    ] as const) {
      const answer = (await get(who, `/api/support/faq?q=${q}&lang=${lang}`)).body as FaqSearchAnswer;
      expect(answer.items.length, lang).toBeGreaterThan(0);
      for (const item of answer.items) expect(item.snippet, `${lang} ${item.id}`).not.toMatch(/ [.,;:!?)]/u);
    }
  });

  it('cuts snippets at spaces around the first match', () => {
    const text = `${'filler words '.repeat(30)}the launcher stops here ${'more words '.repeat(30)}`;
    const snippet = snippetAround(text, text.indexOf('launcher'));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('launcher');
    expect(matchRanges('Launcher LAUNCH', ['launch'])).toEqual([
      { start: 0, end: 6 },
      { start: 9, end: 15 },
    ]);
    expect(foldCase('İstanbul').length).toBe('İstanbul'.length);
  });
});

describe('POST /api/support/tickets', () => {
  it('creates a ticket with an attachment, stores the file under a random name and mails the player', async () => {
    const who = await caller();
    const response = await post(who, '/api/support/tickets', await ticketFields(who), [
      { name: '../../etc/crash.png', bytes: PNG },
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ replayed: false });
    const stored = readdirSync(join(who.dataDir, 'uploads'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[a-f0-9]{32}\.bin$/);
    expect(readFileSync(join(who.dataDir, 'uploads', stored[0] ?? '')).equals(PNG)).toBe(true);

    const list = (await get(who, '/api/support/tickets')).body as TicketListAnswer;
    const ticket = list.items.find((item) => item.id === response.body['id']);
    expect(ticket).toMatchObject({ status: 'open', requestType: 'launcher', email: DEMO_USERS.player.email });
    expect(ticket?.messages).toEqual([expect.objectContaining({ from: 'player', body: DESCRIPTION })]);
    expect(ticket?.attachments).toEqual([
      expect.objectContaining({ name: 'crash.png', kind: 'png', size: PNG.length }),
    ]);

    const mail = who.client.db
      .prepare<[], { subject: string }>('SELECT subject FROM mail_outbox ORDER BY id DESC LIMIT 1')
      .get();
    expect(mail?.subject).toBe(`We received your support request #${String(response.body['id'])}`);
  });

  it('refuses a signed-out caller', async () => {
    const who = await caller(null);
    const response = await post(who, '/api/support/tickets', { requestType: 'other' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['an unknown request type', 'requestType', 'refund-now', 'form_2'],
    ['a 2-character subject', 'subject', 'ab', 'form_3'],
    ['an unknown platform', 'platform', 'dreamcast', 'form_6'],
    ['an account with a space', 'account', 'a b', 'form_7'],
    ['a 200-character order id', 'orderId', 'x'.repeat(200), 'form_9'],
    ['a 49-character description', 'description', 'x'.repeat(49), 'form_12'],
    ['a 5,001-character description', 'description', 'x'.repeat(5001), 'form_10'],
    ['a malformed client token', 'clientToken', 'short', 'form_11'],
  ])('refuses %s', async (_label, field, value, key) => {
    const who = await caller();
    const response = await post(who, '/api/support/tickets', await ticketFields(who, { [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: key, fields: { [field]: key } });
  });

  it('accepts the boundaries: a 199-character order id and a 50-character description', async () => {
    const who = await caller();
    const response = await post(
      who,
      '/api/support/tickets',
      await ticketFields(who, { orderId: 'x'.repeat(199), description: 'y'.repeat(50) }),
    );
    expect(response.status).toBe(201);
  });

  it('wants an order id for a purchase request (form_14) and refuses an unknown field (form_11)', async () => {
    const who = await caller();
    const purchase = await post(who, '/api/support/tickets', await ticketFields(who, { requestType: 'purchase' }));
    expect(purchase.body).toMatchObject({ error: 'form_14' });
    const extra = await post(who, '/api/support/tickets', await ticketFields(who, { isAdmin: 'true' }));
    expect(extra.body).toMatchObject({ error: 'form_11' });
  });

  it('judges files by content: an executable named .png is form_13', async () => {
    const who = await caller();
    const response = await post(who, '/api/support/tickets', await ticketFields(who), [
      { name: 'screenshot.png', bytes: EXE },
    ]);
    expect(response.body).toMatchObject({ error: 'form_13' });
    expect(readdirSync(who.dataDir)).toEqual([]);
  });

  it('refuses a file over 5 MB with form_15 and a fourth file with form_11', async () => {
    const who = await caller();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await post(who, '/api/support/tickets', await ticketFields(who), [{ name: 'big.png', bytes: big }]);
    expect(tooBig.body).toMatchObject({ error: 'form_15' });
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `${String(index)}.png`, bytes: PNG }));
    const tooMany = await post(who, '/api/support/tickets', await ticketFields(who), four);
    expect(tooMany.body).toMatchObject({ error: 'form_11', fields: { attachments: 'form_11' } });
  });

  it('answers form_1 with the open ticket and its email when one of the same type is in progress', async () => {
    const who = await caller();
    // Seeded: the demo player's technical ticket #2 awaits the player's reply.
    const response = await post(who, '/api/support/tickets', await ticketFields(who, { requestType: 'technical' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'form_1', ticketId: 2, email: DEMO_USERS.player.email });
  });

  it('caps tickets at 5 per UTC day (form_5) and counts again the next day', async () => {
    const who = await caller();
    const insert = who.client.db.prepare(
      `INSERT INTO support_tickets (user_id, request_type, subject, platform, account, status, email, created_at, updated_at)
       VALUES (1, 'other', 's', 'steam', 'a', 'closed', 'e', ?, ?)`,
    );
    for (let index = 0; index < 5; index++) insert.run('2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z');
    const capped = await post(who, '/api/support/tickets', await ticketFields(who));
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ error: 'form_5' });
    // The same five a millisecond before this UTC day began no longer count.
    who.client.db
      .prepare("UPDATE support_tickets SET created_at = '2026-11-21T23:59:59.999Z' WHERE subject = 's'")
      .run();
    const nextDay = await post(who, '/api/support/tickets', await ticketFields(who));
    expect(nextDay.status).toBe(201);
  });

  it('creates one ticket for a double submit with the same Idempotency-Key, even at the same time', async () => {
    const who = await caller();
    const key = 'c5b1f0a2-7d0e-4e3a-9a51-2f6a3d4b8e90';
    const fields = await ticketFields(who);
    const [first, second] = await Promise.all([
      post(who, '/api/support/tickets', fields, [], { 'idempotency-key': key }),
      post(who, '/api/support/tickets', fields, [], { 'idempotency-key': key }),
    ]);
    expect(first.body['id']).toBe(second.body['id']);
    const later = await post(who, '/api/support/tickets', { ...fields, clientToken: key });
    expect(later.status).toBe(200);
    expect(later.body).toEqual({ id: first.body['id'], replayed: true });
    const count = who.client.db
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM support_tickets WHERE request_type = 'launcher'")
      .get();
    expect(count?.n).toBe(1);
  });

  it('stores no ticket when its receipt mail cannot be written, so the resend under the same key makes it and mails once', async () => {
    const who = await caller();
    const key = 'f3a9c1d2-6b4e-4f10-8a7c-9e2d5b0c1a34';
    const tickets = () =>
      who.client.db
        .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM support_tickets WHERE request_type = 'launcher'")
        .get()?.n;
    const mailed = () => who.client.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM mail_outbox').get()?.n;
    const before = { tickets: tickets(), mailed: mailed() };
    who.client.db.exec(
      "CREATE TEMP TRIGGER refuse_mail BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const failed = await post(who, '/api/support/tickets', await ticketFields(who), [{ name: 'a.png', bytes: PNG }], {
      'idempotency-key': key,
    });
    expect(failed.status).toBe(500);
    expect({ tickets: tickets(), mailed: mailed() }).toEqual(before);
    expect(readdirSync(join(who.dataDir, 'uploads'))).toEqual([]);
    who.client.db.exec('DROP TRIGGER refuse_mail');
    // The resend renews its captcha, as the form does.
    const resent = await post(who, '/api/support/tickets', await ticketFields(who), [{ name: 'a.png', bytes: PNG }], {
      'idempotency-key': key,
    });
    expect(resent.status).toBe(201);
    expect({ tickets: tickets(), mailed: mailed() }).toEqual({
      tickets: (before.tickets ?? 0) + 1,
      mailed: (before.mailed ?? 0) + 1,
    });
  });

  it('answers a resend under a known key with the first ticket only for the same form: another body is 422 and stores nothing', async () => {
    const who = await caller();
    const key = { 'idempotency-key': '0b7c4f7e-2a61-4d3c-8f0e-5e9d1c2b3a40' };
    const shot = { name: 'patch-error.png', bytes: PNG };
    const first = await post(who, '/api/support/tickets', await ticketFields(who), [shot], key);
    expect(first.status).toBe(201);
    // The same form with a fresh captcha: a resend whose answer was lost.
    const resend = await post(who, '/api/support/tickets', await ticketFields(who), [shot], key);
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ id: first.body['id'], replayed: true });
    const edits: [string, Record<string, string>, FilePart[]][] = [
      ['an edited subject', await ticketFields(who, { subject: 'Launcher closes at 87%' }), [shot]],
      ['another description', await ticketFields(who, { description: `${DESCRIPTION} Again today.` }), [shot]],
      ['the file renamed', await ticketFields(who), [{ name: 'renamed.png', bytes: PNG }]],
      [
        'another file under the same name',
        await ticketFields(who),
        [{ name: shot.name, bytes: Buffer.concat([PNG, Buffer.from([0])]) }],
      ],
      ['the file left out', await ticketFields(who), []],
    ];
    for (const [edit, fields, files] of edits) {
      const edited = await post(who, '/api/support/tickets', fields, files, key);
      expect(edited.status, edit).toBe(422);
      expect(edited.body, edit).toEqual({ error: 'defaultError_12' });
    }
    const stored = who.client.db
      .prepare<[], { subject: string }>('SELECT subject FROM support_tickets WHERE idempotency_key IS NOT NULL')
      .all();
    expect(stored).toEqual([{ subject: 'Launcher closes at start' }]);
    expect(readdirSync(who.dataDir)).toHaveLength(1);
  });

  it('refuses a twin under the same key with another body even while the first is still being stored', async () => {
    const who = await caller();
    const key = { 'idempotency-key': '7f3e9a10-44b2-4c8d-9e61-0a2b3c4d5e6f' };
    const answers = await Promise.all([
      post(who, '/api/support/tickets', await ticketFields(who), [], key),
      post(who, '/api/support/tickets', await ticketFields(who, { subject: 'Something else entirely' }), [], key),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const count = who.client.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM support_tickets WHERE idempotency_key IS NOT NULL')
      .get();
    expect(count?.n).toBe(1);
  });

  it('needs a solved captcha', async () => {
    const who = await caller();
    const response = await post(who, '/api/support/tickets', await ticketFields(who, { captcha: '' }));
    expect(response.body).toMatchObject({ error: 'captcha_1' });
  });

  it('keeps markup in a description as text, exactly as typed', async () => {
    const who = await caller();
    const attack = `<img src=x onerror="alert(1)"><script>alert(2)</script> ${DESCRIPTION}`;
    const created = await post(who, '/api/support/tickets', await ticketFields(who, { description: attack }));
    const list = (await get(who, '/api/support/tickets')).body as TicketListAnswer;
    const ticket = list.items.find((item) => item.id === created.body['id']);
    expect(ticket?.messages[0]?.body).toBe(attack);
  });
});

describe('GET /api/support/tickets', () => {
  it("lists the demo player's seeded tickets newest first, with status and conversation", async () => {
    const who = await caller();
    const list = (await get(who, '/api/support/tickets')).body as TicketListAnswer;
    expect(list.items.map((item) => [item.id, item.status])).toEqual([
      [2, 'awaiting_reply'],
      [1, 'closed'],
    ]);
    expect(list.items[1]?.messages.map((message) => message.from)).toEqual(['player', 'support', 'player']);
  });

  it('answers tickets_5 when signed out, an empty list for a player without tickets', async () => {
    const anonymous = await caller(null);
    const refused = await get(anonymous, '/api/support/tickets');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'tickets_5' });
    const other = await caller(2);
    expect((await get(other, '/api/support/tickets')).body).toEqual({ items: [] });
  });

  it('tells a malformed id (tickets_2), a missing ticket (tickets_3) and one of another account (tickets_4) apart', async () => {
    const other = await caller(2);
    expect((await get(other, '/api/support/tickets/abc')).body).toEqual({ error: 'tickets_2' });
    expect((await get(other, '/api/support/tickets/999')).body).toEqual({ error: 'tickets_3' });
    const foreign = await get(other, '/api/support/tickets/1');
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'tickets_4' });
  });
});

describe('POST /api/support/reports', () => {
  it('answers a resend under a known key with the first report only for the same form, 422 for an edited one', async () => {
    const who = await caller(null);
    const key = { 'idempotency-key': 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' };
    const first = await post(who, '/api/support/reports', await reportFields(who), [], key);
    expect(first.status).toBe(201);
    const resend = await post(who, '/api/support/reports', await reportFields(who), [], key);
    expect(resend.body).toEqual({ id: first.body['id'], replayed: true });
    const edited = await post(
      who,
      '/api/support/reports',
      await reportFields(who, { evidenceLink: 'https://video.example/watch/other' }),
      [],
      key,
    );
    expect(edited.status).toBe(422);
    expect(edited.body).toEqual({ error: 'defaultError_12' });
    const count = who.client.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM support_reports WHERE idempotency_key IS NOT NULL')
      .get();
    expect(count?.n).toBe(1);
  });

  it('caps the reports of one game account per UTC day (form_5), counts again the next day, and leaves other accounts alone', async () => {
    const who = await caller(null);
    const limit = who.client.app.ctx.config.reportsPerDay;
    const insert = who.client.db.prepare(
      `INSERT INTO support_reports (type, platform, account_id, description, status, created_at)
       VALUES ('bugreport', 'steam', ?, 'd', 'received', ?)`,
    );
    for (let index = 0; index < limit; index++) insert.run(BIG_ACCOUNT, '2026-11-22T00:00:00.000Z');
    const capped = await post(who, '/api/support/reports', await reportFields(who), [
      { name: 'proof.png', bytes: PNG },
    ]);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ error: 'form_5' });
    expect(readdirSync(who.dataDir)).toEqual([]);
    // Another player's game account is not held back by this one's reports.
    const other = await post(
      who,
      '/api/support/reports',
      await reportFields(who, { platform: 'launcher', accountid: '10000000000000001' }),
    );
    expect(other.status).toBe(201);
    // The same reports a millisecond before this UTC day began no longer count.
    who.client.db
      .prepare("UPDATE support_reports SET created_at = '2026-11-21T23:59:59.999Z' WHERE description = 'd'")
      .run();
    const nextDay = await post(who, '/api/support/reports', await reportFields(who));
    expect(nextDay.status).toBe(201);
  });

  it("keeps the owner's own reports when strangers have spent the day's: signed in, the owner can still send (form_5 for strangers)", async () => {
    const owner = await caller();
    const stranger: Caller = { ...owner, cookie: '' };
    const limit = owner.client.app.ctx.config.reportsPerDay;
    const insert = owner.client.db.prepare<[number | null]>(
      `INSERT INTO support_reports (user_id, type, platform, account_id, description, status, created_at)
       VALUES (?, 'banappeal', 'steam', '${BIG_ACCOUNT}', 'd', 'received', '2026-11-22T00:00:00.000Z')`,
    );
    for (let index = 0; index < limit; index++) insert.run(null);
    expect((await post(stranger, '/api/support/reports', await reportFields(stranger))).body).toEqual({
      error: 'form_5',
    });
    // BIG_ACCOUNT is the demo player's own game account (the seed links it).
    expect((await post(owner, '/api/support/reports', await reportFields(owner))).status).toBe(201);
    // The owner has a day's reports of their own, no more.
    for (let index = 1; index < limit; index++) insert.run(DEMO_ID);
    expect((await post(owner, '/api/support/reports', await reportFields(owner))).body).toEqual({ error: 'form_5' });
  });

  it('keeps a 17-digit account id above 2^53 exact from the form to the database and back', async () => {
    const who = await caller();
    const response = await post(who, '/api/support/reports', await reportFields(who));
    expect(response.status).toBe(201);
    const stored = who.client.db
      .prepare<[number], { account_id: string }>('SELECT account_id FROM support_reports WHERE id = ?')
      .get(Number(response.body['id']));
    expect(stored?.account_id).toBe(BIG_ACCOUNT);
    const list = (await get(who, '/api/support/reports')).body as ReportListAnswer;
    expect(list.items.find((item) => item.id === response.body['id'])?.accountId).toBe(BIG_ACCOUNT);
  });

  it('answers playerReport_1 for an account the game does not have, such as the rounded id', async () => {
    const who = await caller();
    const response = await post(
      who,
      '/api/support/reports',
      await reportFields(who, { accountid: '76561198012345680' }),
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'playerReport_1' });
  });

  it('refuses an account id that is not 17-19 digits with form_7', async () => {
    const who = await caller();
    for (const accountid of ['7656119801234567', '12345678901234567890', '7656119801234567x']) {
      const response = await post(who, '/api/support/reports', await reportFields(who, { accountid }));
      expect(response.body, accountid).toMatchObject({ error: 'form_7' });
    }
  });

  it('requires evidence: neither link nor attachment is form_16, an attachment alone is enough', async () => {
    const who = await caller(null);
    const none = await post(who, '/api/support/reports', await reportFields(who, { evidenceLink: '' }));
    expect(none.body).toMatchObject({ error: 'form_16' });
    const file = await post(who, '/api/support/reports', await reportFields(who, { evidenceLink: '' }), [
      { name: 'proof.png', bytes: PNG },
    ]);
    expect(file.status).toBe(201);
    const script = await post(
      who,
      '/api/support/reports',
      await reportFields(who, { evidenceLink: 'javascript:alert(1)' }),
    );
    expect(script.body).toMatchObject({ error: 'form_11' });
  });

  it('needs the reported player and the environment for a player report', async () => {
    const who = await caller();
    const missing = await post(who, '/api/support/reports', await reportFields(who, { type: 'playerreport' }));
    expect(missing.body).toMatchObject({ error: 'form_11' });
    const complete = await post(
      who,
      '/api/support/reports',
      await reportFields(who, { type: 'playerreport', environment: 'live', reportedPlayer: 'GriefLord' }),
    );
    expect(complete.status).toBe(201);
  });

  it("does not show a stranger's anonymous report about the player's game account, nor give its files", async () => {
    const stranger = await caller(null);
    const planted = await post(
      stranger,
      '/api/support/reports',
      await reportFields(stranger, { type: 'banappeal', description: `Planted: ${DESCRIPTION}` }),
      [{ name: 'notice.png', bytes: PNG }],
    );
    expect(planted.status).toBe(201);
    const owner: Caller = { ...stranger, cookie: await signedInCookie(stranger.client, DEMO_ID) };
    const list = (await get(owner, '/api/support/reports')).body as ReportListAnswer;
    expect(list.items.map((report) => report.id)).toEqual([1]);
    const [file] = stranger.client.db
      .prepare<[number], { id: number }>('SELECT id FROM support_attachments WHERE report_id = ?')
      .all(Number(planted.body['id']));
    expect(file).toBeDefined();
    expect((await get(owner, `/api/support/attachments/${String(file?.id)}`)).status).toBe(404);
  });

  it("lists the player's reports with their status, and refuses a signed-out list with tickets_5", async () => {
    const who = await caller();
    const list = (await get(who, '/api/support/reports')).body as ReportListAnswer;
    expect(list.items).toEqual([expect.objectContaining({ id: 1, type: 'bugreport', status: 'in_review' })]);
    expect((await get(await caller(null), '/api/support/reports')).body).toEqual({ error: 'tickets_5' });
  });
});

describe('GET /api/support/attachments/:id', () => {
  it('gives the owner opaque bytes as a download and nobody else anything', async () => {
    const who = await caller();
    const created = await post(who, '/api/support/tickets', await ticketFields(who), [
      { name: 'shot.png', bytes: PNG },
    ]);
    const list = (await get(who, '/api/support/tickets')).body as TicketListAnswer;
    const attachment = list.items.find((item) => item.id === created.body['id'])?.attachments[0];
    const download = await get(who, `/api/support/attachments/${String(attachment?.id)}`);
    expect(download.raw.headers['content-type']).toBe('application/octet-stream');
    expect(download.raw.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(download.raw.rawPayload.equals(PNG)).toBe(true);

    const otherCookie = await signedInCookie(who.client, 2);
    const stranger = await get({ ...who, cookie: otherCookie }, `/api/support/attachments/${String(attachment?.id)}`);
    expect(stranger.status).toBe(404);
  });

  it('serves the recorded files after a restart, which removes a file no submission recorded', async () => {
    const who = await caller();
    const created = await post(who, '/api/support/tickets', await ticketFields(who), [
      { name: 'shot.png', bytes: PNG },
    ]);
    const [recorded] = readdirSync(join(who.dataDir, 'uploads'));
    // A submission cut off by a stop: its file was written, its row never was.
    const unrecorded = await storeUpload(who.dataDir, PNG);

    const restarted = await testClient({ database: who.client.db, config: { dataDir: who.dataDir } });
    const again: Caller = { client: restarted, cookie: await signedInCookie(restarted, DEMO_ID), dataDir: who.dataDir };
    expect(readdirSync(join(who.dataDir, 'uploads'))).toEqual([recorded]);
    expect(unrecorded).not.toBe(recorded);
    const list = (await get(again, '/api/support/tickets')).body as TicketListAnswer;
    const attachment = list.items.find((item) => item.id === created.body['id'])?.attachments[0];
    const download = await get(again, `/api/support/attachments/${String(attachment?.id)}`);
    expect(download.raw.rawPayload.equals(PNG)).toBe(true);
  });
});

describe("the support forms' Idempotency-Key header (contract CLIENT_TOKEN, the purchases' rule)", () => {
  const GOOD = '0b6a4c1e-2f4d-4e7a-9c3b-5d8e1f2a3b4c';
  // Not a solution: a form that gets past the key stops at the captcha (captcha_2).
  const forms = [
    ['ticket', '/api/support/tickets', (who: Caller) => ticketFields(who, { captcha: 'x' })],
    ['report', '/api/support/reports', (who: Caller) => reportFields(who, { captcha: 'x' })],
  ] as const;

  describe.each(forms)('on the %s form', (_form, url, fields) => {
    // One player for every row: each request is refused before anything is written.
    let who: Caller;
    beforeAll(async () => {
      who = await caller();
    });

    it.each([
      { kind: 'no key', key: undefined, error: 'captcha_2' },
      { kind: 'a UUID', key: GOOD, error: 'captcha_2' },
      { kind: '16 safe characters', key: 'A'.repeat(16), error: 'captcha_2' },
      { kind: '15 characters', key: 'A'.repeat(15), error: 'form_11' },
      { kind: '65 characters', key: 'k'.repeat(65), error: 'form_11' },
      { kind: 'spaces', key: 'key with spaces 0000', error: 'form_11' },
      { kind: 'a dot', key: `${GOOD}.`, error: 'form_11' },
    ])('$kind: $error, the key checked before the captcha', async ({ key, error }) => {
      const response = await post(who, url, await fields(who), [], key === undefined ? {} : { 'idempotency-key': key });
      expect(response.status).toBe(400);
      if (error === 'form_11') expect(response.body).toEqual({ error, fields: { clientToken: 'form_11' } });
      else expect(response.body['error']).toBe(error);
    });

    it('reads the header before a clientToken field', async () => {
      const response = await post(who, url, { ...(await fields(who)), clientToken: GOOD }, [], {
        'idempotency-key': 'short',
      });
      expect(response.body).toEqual({ error: 'form_11', fields: { clientToken: 'form_11' } });
    });
  });
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { stringifyJson } from '@dungeon/api-client/codec';
import {
  giftApplyRequestSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  purchaseRequestSchema,
  registerCodeSchema,
  registerSchema,
  reportFieldsSchema,
  ticketFieldsSchema,
} from '@dungeon/contract';
import { BETA_GIFT_CODE, VETERAN_USER } from '../db/seed-account';
import { CLASSIC_APPID, EMBERDEEP_APPID, GIFT_CODES, PRODUCT_IDS } from '../db/seed-shop';
import { GAME_ACCOUNTS_SEED } from '../db/seed-support';
import { DEMO_USERS } from '../db/seed-users';
import { verifyPassword } from '../http/passwords';
import {
  mailedCode,
  scratchDir,
  signedInCookie,
  solvedCaptcha,
  unlimitedClient,
  userIdOf,
  type FilePart,
  type TestClient,
} from '../test/test-app';
import { anyString, bodies, formBody, overTheWire, printTally, textValue } from './fuzz-inputs';

/**
 * Issue 10, Security, bad input, past the gates: the captcha and the idempotency key stop every
 * request of the other fuzz suites before the code behind them (buying, redeeming, filing a ticket
 * or a report, registering). Here each generated body gets what a real browser adds: a freshly
 * solved captcha (the server's own challenge, with the small proof of work the tests and e2e use,
 * `captchaMaxNumber`), a fresh Idempotency-Key or client token (now and then a repeated one, for
 * the replay paths), and for registration a verified email code. Then: never a 5xx, a 4xx for a
 * body the schema refuses, never the gate's refusal for one it accepts, and some requests succeed.
 * PAST_GATE_RUNS requests a route (REGISTER_RUNS for registration and PASSWORD_CHANGE_RUNS for a
 * password change, which hash with scrypt).
 */

const PAST_GATE_RUNS = 300;
const REGISTER_RUNS = 60;
const PASSWORD_CHANGE_RUNS = 40;
const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault. Happens since the last patch.';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The captcha's and the email code's refusals. */
const GATE_KEYS = /^(captcha_\d|emailcode_1)$/;
/** Stands for an address or name nobody has used yet (replaced by a new one when sent). */
const FRESH = 'fresh';
/** A new key three times in four; else the previous one again. */
const freshKey = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Counts {
  cases: number;
  valid: number;
  succeeded: number;
}
const tally = printTally<Counts>(
  'fast-check requests past the captcha and idempotency gates',
  (c) => `${String(c.cases)} (${String(c.valid)} valid, ${String(c.succeeded)} succeeded)`,
);

/** Files a form may carry: a real PNG, a lie about its type, text, noise; under honest or tricky names. */
const attachments = fc.array(
  fc.record({
    name: fc.constantFrom('shot.png', '../../evil.png', 'notes.txt', 'a\u202Egnp.exe', '..', 'x'.repeat(300)),
    bytes: fc.oneof(
      fc.constant(PNG),
      fc.constant(Buffer.from('MZ\u0000\u0000 not a picture')),
      fc.constant(Buffer.from('crash log line 1\nline 2\n')),
      fc.uint8Array({ maxLength: 64 }),
    ),
  }),
  { maxLength: 3 },
);

interface Answer {
  status: number;
  error?: string;
  /** A refusal's fields (field name -> catalogue key). */
  fields?: Record<string, unknown>;
  /** A support form's answer to a repeated key: the first submit's ticket or report. */
  replayed?: boolean;
}

const answerOf = (response: LightMyRequestResponse): Answer => {
  const body = response.body
    ? (JSON.parse(response.body) as { error?: unknown; fields?: unknown; replayed?: unknown })
    : {};
  return {
    status: response.statusCode,
    ...(typeof body.error === 'string' ? { error: body.error } : {}),
    ...(isRecord(body.fields) ? { fields: body.fields } : {}),
    ...(body.replayed === true ? { replayed: true } : {}),
  };
};

/** A route's idempotency-key check: whether it is what refused the request. */
type KeyGate = (answer: Answer) => boolean;
/** The support forms' check of the field or the Idempotency-Key header: form_11 on `clientToken`. */
const SUPPORT_KEY_GATE: KeyGate = (answer) => answer.fields?.['clientToken'] !== undefined;
/**
 * The purchases' check of the Idempotency-Key header (`idempotencyKeyOf`): 400 defaultError_12
 * (another body under a used key is a 422; the JSON body is valid, so its parser is not the one).
 */
const PURCHASE_KEY_GATE: KeyGate = (answer) => answer.status === 400 && answer.error === 'defaultError_12';
const NO_KEY_GATE: KeyGate = () => false;

describe(`routes behind the captcha and idempotency gates, with the gates passed (${String(PAST_GATE_RUNS)} requests each)`, () => {
  let client: TestClient;
  let cookie = '';
  let lastKey = randomUUID();
  beforeAll(async () => {
    client = await unlimitedClient({ dataDir: scratchDir('security-past-gates') });
    cookie = await signedInCookie(client, 1);
  });

  /** A fresh key most of the time; the previous one now and then, to reach the replay paths. */
  const key = (fresh: boolean) => {
    if (fresh) lastKey = randomUUID();
    return lastKey;
  };

  /** A copy of the body with a solved captcha in it (when it is an object: another shape has no gate to pass). */
  async function withCaptcha(body: unknown): Promise<unknown> {
    return isRecord(body) ? { ...body, captcha: await solvedCaptcha(client) } : body;
  }

  /**
   * Runs the property and checks what every route shares: no 5xx; a body the schema refuses is
   * refused; one it accepts is never stopped by a gate (the captcha, the email code, the route's
   * `keyGate`); a few go all the way.
   */
  async function pastTheGate<T>(
    name: string,
    schema: ZodType,
    arbitrary: fc.Arbitrary<T>,
    send: (generated: T) => Promise<{ response: LightMyRequestResponse; sent: unknown }>,
    { keyGate = NO_KEY_GATE, runs = PAST_GATE_RUNS }: { keyGate?: KeyGate; runs?: number } = {},
  ) {
    const counts: Counts = { cases: 0, valid: 0, succeeded: 0 };
    await fc.assert(
      fc.asyncProperty(arbitrary, async (generated) => {
        const { response, sent } = await send(generated);
        const answer = answerOf(response);
        const valid = schema.safeParse(sent).success;
        const context = `${name} ${JSON.stringify(answer)} ${stringifyJson(sent ?? null).slice(0, 300)}`;
        expect(answer.status, context).toBeLessThan(500);
        // A repeated key answers its first submit only for the same form, and a body the schema
        // refuses is never the one stored first: it is refused however its key was used before.
        if (!valid) expect(answer.status, context).toBeGreaterThanOrEqual(400);
        else {
          expect(answer.error ?? '', context).not.toMatch(GATE_KEYS);
          expect(keyGate(answer), `the key check refused a valid body: ${context}`).toBe(false);
        }
        counts.cases += 1;
        if (valid) counts.valid += 1;
        if (answer.status < 300) counts.succeeded += 1;
      }),
      { numRuns: runs },
    );
    tally.set(name, counts);
    expect(counts.succeeded, `${name}: nothing got past the gates`).toBeGreaterThan(0);
  }

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    client.app.inject({
      method: 'POST',
      url,
      payload: stringifyJson(body),
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', cookie, ...headers },
    });

  it('POST /api/shop/purchases (a fresh Idempotency-Key, any sandbox outcome and quote currency)', async () => {
    const purchase = bodies({
      appid: [EMBERDEEP_APPID, CLASSIC_APPID, '2710', 1],
      productid: [...Object.values(PRODUCT_IDS), '999', '0'],
      agreeTerms: [true, false],
      confirmAge: [true],
      paymentMethod: ['sandbox-card', 'currency', 'cash'],
    });
    const cases = fc.record({
      body: purchase,
      fresh: freshKey,
      outcome: fc.option(
        fc.oneof(
          fc.constantFrom('approve', 'decline', 'pending'),
          anyString.map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        ),
        { nil: undefined },
      ),
      currency: fc.option(fc.constantFrom('USD', 'EUR', 'GBP', ''), { nil: undefined }),
    });
    await pastTheGate(
      'POST /api/shop/purchases',
      purchaseRequestSchema,
      cases,
      async ({ body, fresh, outcome, currency }) => {
        const headers: Record<string, string> = {
          'idempotency-key': key(fresh),
          ...(outcome === undefined ? {} : { 'x-sandbox-outcome': outcome }),
        };
        const url =
          currency === undefined
            ? '/api/shop/purchases'
            : `/api/shop/purchases?currency=${encodeURIComponent(currency)}`;
        return { response: await postJson(url, body, headers), sent: overTheWire(body) };
      },
      { keyGate: PURCHASE_KEY_GATE },
    );
  }, 120_000);

  it('POST /api/gifts/apply (a solved captcha)', async () => {
    const gifts = bodies({
      code: [
        ...Object.values(GIFT_CODES),
        BETA_GIFT_CODE,
        'embr-wntr-2026-gift',
        'EMBR WNTR 2026 GIFT',
        'ABCD-EFGH-IJKL-MNOP',
      ],
    });
    await pastTheGate('POST /api/gifts/apply', giftApplyRequestSchema, gifts, async (generated) => {
      const body = await withCaptcha(generated);
      return { response: await postJson('/api/gifts/apply', body), sent: overTheWire(body) };
    });
  }, 120_000);

  it('POST /api/auth/register/code (a solved captcha)', async () => {
    let n = 0;
    const codes = bodies({
      email: [FRESH, DEMO_USERS.player.email, 'ÜBER@example.de', 'not-an-address'],
    });
    await pastTheGate('POST /api/auth/register/code', registerCodeSchema, codes, async (generated) => {
      const body = await withCaptcha(generated);
      if (isRecord(body) && body['email'] === FRESH) body['email'] = `fuzz-${String((n += 1))}@example.test`;
      return { response: await postJson('/api/auth/register/code', body), sent: overTheWire(body) };
    });
  }, 120_000);

  it('POST /api/auth/password-reset (a solved captcha)', async () => {
    const resets = bodies({
      email: [DEMO_USERS.player.email, 'nobody@example.test', ' demo@emberdeep.example'],
    });
    await pastTheGate('POST /api/auth/password-reset', passwordResetRequestSchema, resets, async (generated) => {
      const body = await withCaptcha(generated);
      return { response: await postJson('/api/auth/password-reset', body), sent: overTheWire(body) };
    });
  }, 120_000);

  interface FormCase {
    /** Text fields (strings, well formed: samples and `textValue`). */
    fields: Record<string, unknown>;
    files: FilePart[];
    /** A new key, or the previous one again. */
    fresh: boolean;
    /** The key as the Idempotency-Key header, else as the clientToken field. */
    asHeader: boolean;
  }

  /** Text-field forms: the generated fields (strings only), a solved captcha, a client token or header key, files. */
  const formCases = (samples: Record<string, string[]>): fc.Arbitrary<FormCase> =>
    fc.record({
      fields: bodies(samples, textValue).filter(isRecord),
      files: attachments,
      fresh: freshKey,
      asHeader: fc.boolean(),
    });

  async function postForm(url: string, { fields, files, fresh, asHeader }: FormCase) {
    const token = key(fresh);
    const sent = { ...fields, captcha: await solvedCaptcha(client), ...(asHeader ? {} : { clientToken: token }) };
    const form = await formBody(sent, files);
    const response = await client.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: {
        'content-type': form.contentType,
        'x-csrf-protection': '1',
        cookie,
        ...(asHeader ? { 'idempotency-key': token } : {}),
      },
    });
    return { response, sent };
  }

  it('POST /api/support/tickets (a solved captcha, a fresh client token, files)', async () => {
    const tickets = formCases({
      requestType: ['launcher', 'purchase', 'account', 'bogus'],
      subject: ['Launcher closes at start', 'ab', 'x'.repeat(121)],
      platform: ['launcher', 'steam', 'gameboy'],
      account: ['Cinderfox', 'ab', 'bad name!'],
      orderId: ['', 'EMB-20260115-SEED000002', 'x'.repeat(200)],
      description: [DESCRIPTION, 'too short'],
    });
    await pastTheGate(
      'POST /api/support/tickets',
      ticketFieldsSchema,
      tickets,
      async (generated) => {
        // Yesterday's tickets, all closed: neither the daily cap nor an open ticket answers first.
        client.db
          .prepare(
            "UPDATE support_tickets SET status = 'closed', created_at = '2000-01-01T00:00:00.000Z' WHERE user_id = 1",
          )
          .run();
        return postForm('/api/support/tickets', generated);
      },
      { keyGate: SUPPORT_KEY_GATE },
    );
  }, 120_000);

  it('POST /api/support/reports (a solved captcha, a fresh client token, files)', async () => {
    const reports = formCases({
      type: ['bugreport', 'playerreport', 'banappeal', 'all', 'other'],
      platform: [...new Set(GAME_ACCOUNTS_SEED.map((account) => account.platform)), 'gameboy'],
      accountid: [...GAME_ACCOUNTS_SEED.map((account) => account.accountId), '76561198099999999', '1234'],
      environment: ['live', 'LIVE!'],
      reportedPlayer: ['GriefLord', '', 'x'.repeat(65)],
      description: [DESCRIPTION, 'short'],
      evidenceLink: ['https://video.example/watch/abc', '', 'javascript:alert(1)'],
    });
    await pastTheGate(
      'POST /api/support/reports',
      reportFieldsSchema,
      reports,
      (generated) => postForm('/api/support/reports', generated),
      { keyGate: SUPPORT_KEY_GATE },
    );
  }, 120_000);

  it(`POST /api/auth/password (the account's current password, a fresh or repeated Idempotency-Key; ${String(PASSWORD_CHANGE_RUNS)} requests, scrypt each)`, async () => {
    // Another account than the demo player's, whose password changes as the run goes.
    const veteran = userIdOf(client, VETERAN_USER.email);
    const veteranCookie = await signedInCookie(client, veteran);
    /** Stand for the account's password now, a new one (the last one again under a repeated key) and the new one copied. */
    const [CURRENT, NEXT, COPY] = ['current', 'next', 'copy'];
    let current: string = VETERAN_USER.password;
    let next = '';
    let n = 0;
    const changes = fc.record({
      body: bodies({
        currentPassword: [CURRENT, 'Ember#Wrong2026', ''],
        password: [NEXT, CURRENT, 'weakpassword'],
        passwordConfirm: [COPY, 'Ember#Mismatch2027'],
      }),
      fresh: freshKey,
    });
    await pastTheGate(
      'POST /api/auth/password',
      passwordChangeSchema,
      changes,
      async ({ body, fresh }) => {
        // A repeat asks for the password its key was first sent with: a success is answered again.
        if (fresh) next = `Ember#Next${String((n += 1))}`;
        let sent = body;
        if (isRecord(body)) {
          const filled: Record<string, unknown> = { ...body };
          for (const field of ['currentPassword', 'password']) {
            if (filled[field] === CURRENT) filled[field] = current;
            else if (filled[field] === NEXT) filled[field] = next;
          }
          if (filled['passwordConfirm'] === COPY) filled['passwordConfirm'] = filled['password'];
          sent = filled;
        }
        const response = await postJson('/api/auth/password', sent, {
          cookie: veteranCookie,
          'idempotency-key': key(fresh),
        });
        if (response.statusCode === 200 && isRecord(sent)) current = String(sent['password']);
        return { response, sent: overTheWire(sent) };
      },
      // A key used for another change is a 422; the header check's 400 must never stop a valid body.
      { keyGate: PURCHASE_KEY_GATE, runs: PASSWORD_CHANGE_RUNS },
    );
    // Refusals changed nothing, and the caller's own session outlived every change.
    const stored = client.db.prepare<[number], string>('SELECT password_hash FROM users WHERE id = ?').pluck();
    expect(await verifyPassword(current, stored.get(veteran) ?? '')).toBe(true);
    const check = await postJson('/api/auth/login/check', {}, { cookie: veteranCookie });
    expect(check.json()).toMatchObject({ result: 0 });
  }, 120_000);

  it(`POST /api/auth/register (a verified email code; ${String(REGISTER_RUNS)} requests, each valid one costs a scrypt hash)`, async () => {
    let n = 0;
    const registrations = bodies({
      username: [FRESH, 'Ωmega-7', 'demo_hero', 'ab'],
      password: ['Ember#New2026', 'short', 'nodigitshere'],
      passwordConfirm: ['Ember#New2026', 'Ember#New2027'],
      birthDate: ['1990-01-01', '2020-02-29', '1990-13-01'],
      agreeTerms: [true, false],
      agreePrivacy: [true],
    });
    await pastTheGate(
      'POST /api/auth/register',
      registerSchema,
      registrations,
      async (generated) => {
        // The gate, passed the way a browser does: a code mailed after a captcha, then verified.
        const email = `register-${String((n += 1))}@example.test`;
        await postJson('/api/auth/register/code', { email, captcha: await solvedCaptcha(client) });
        const code = await mailedCode(client, email);
        await postJson('/api/auth/register/verify', { email, code });
        const body = isRecord(generated) ? { ...generated, email, code } : generated;
        if (isRecord(body) && body['username'] === FRESH) body['username'] = `player_${String(n)}`;
        // Each registration signs its browser in: keep the demo player's cookie for the others.
        return { response: await postJson('/api/auth/register', body, { cookie: '' }), sent: overTheWire(body) };
      },
      { runs: REGISTER_RUNS },
    );
  }, 120_000);
});

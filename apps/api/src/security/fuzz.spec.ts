import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { stringifyJson } from '@dungeon/api-client/codec';
import {
  currencyHistoryQuerySchema,
  faqArticleQuerySchema,
  faqSearchQuerySchema,
  giftApplyRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  loginRequestSchema,
  migrationKeyCheckCharacter,
  migrationRequestSchema,
  newsArticleIdSchema,
  newsArticleQuerySchema,
  newsListQuerySchema,
  newsRecentQuerySchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  productParamsSchema,
  purchaseRequestSchema,
  registerCodeSchema,
  registerSchema,
  registerVerifySchema,
  reportFieldsSchema,
  sessionIdSchema,
  supportIdSchema,
  ticketFieldsSchema,
  withdrawalRequestSchema,
} from '@dungeon/contract';
import { EMBERDEEP_APPID, PRODUCT_IDS } from '../db/seed-shop';
import { ApiError, parseWith } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency';
import { scratchDir, signedInCookie, unlimitedClient, type TestClient } from '../test/test-app';
import {
  anyString,
  bodies,
  CATALOGUE_KEY,
  fieldValue,
  formBody,
  headerText,
  overTheWire,
  pathSegment,
  printTally,
  queryString,
  queryValue,
  SERVER_RUNS,
  textValue,
  VALIDATOR_RUNS,
} from './fuzz-inputs';

/**
 * Issue 10, Security, bad input (ASVS 5.1.3, 5.1.4, 13.1.x): property-based tests with fast-check
 * of every contract schema a route validates with.
 *
 * 1. The validator as the server runs it (JSON through the big-number codec, then `parseWith`),
 *    VALIDATOR_RUNS generated inputs each: it either accepts a value that independently checked
 *    invariants hold for, or refuses with a 400 and catalogue keys; it never throws anything else
 *    (which the error handler would turn into a 500), and no key outside the contract gets through.
 * 2. Each route that takes input, through Fastify `inject`, SERVER_RUNS generated requests each:
 *    never a 5xx, and never a success for input its schema refuses.
 * Inputs (`fuzz-inputs.ts`): arbitrary JSON, wrong types, huge strings, naughty and XSS strings,
 * prototype-pollution keys, and near-valid bodies that reach the deeper refinements. Valid sign-in,
 * withdrawal and password-change bodies are kept off the server pass (scrypt), and tested by their
 * own route specs (the password change also in `fuzz-past-gates.spec.ts`).
 * Hand-written validators (captcha, cookies, headers, other path and query values) are fuzzed in
 * `fuzz-hand-written.spec.ts`; requests past the captcha and idempotency gates in
 * `fuzz-past-gates.spec.ts`.
 */

const EMAIL = ['demo@emberdeep.example', 'new.player+tag@example.test', 'ÜBER@example.de'];
const PASSWORD = ['Ember#Demo2026', 'Ember#New2026', 'aB3$aB3$'];
const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault. Happens since the last patch.';
const MIGRATION_BODY = 'ABCDE-FGHJK-LMNPQ-RSTU';
const MIGRATION_KEY = `${MIGRATION_BODY}${migrationKeyCheckCharacter(MIGRATION_BODY)}`;

type Check = (accepted: Record<string, unknown>) => void;

interface Validator {
  name: string;
  schema: ZodType;
  /**
   * How values reach it: a JSON body, a query string, a multipart form (text fields), a path
   * segment or a header value (the last two: one value, its samples under a single key).
   */
  kind: 'json' | 'query' | 'form' | 'path' | 'header';
  samples: Record<string, unknown[]>;
  /** The server's own function around the schema, when it has one (else `parseWith`). */
  parse?: (input: unknown) => unknown;
  /** Independently written invariants of an accepted value. */
  check: Check;
}

const chars = (text: unknown) => Array.from(String(text)).length;
const isEmail = (value: unknown) =>
  typeof value === 'string' && value.length <= 254 && value === value.trim() && /^[^@\s]+@[^@\s]+$/.test(value);
const isNewPassword = (value: unknown) =>
  typeof value === 'string' && chars(value) >= 8 && chars(value) <= 128 && /\d/.test(value);

const VALIDATORS: Validator[] = [
  {
    name: 'loginRequestSchema',
    schema: loginRequestSchema,
    kind: 'json',
    samples: { email: EMAIL, password: PASSWORD, keepMeLoggedIn: [true, false] },
    check: (v) => {
      expect(isEmail(v['email'])).toBe(true);
      expect(typeof v['password'] === 'string' && v['password'].length >= 1 && v['password'].length <= 256).toBe(true);
      expect(typeof v['keepMeLoggedIn']).toBe('boolean');
    },
  },
  {
    name: 'registerCodeSchema (and passwordResetRequestSchema)',
    schema: registerCodeSchema,
    kind: 'json',
    samples: { email: EMAIL, captcha: ['eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=', 'x'] },
    check: (v) => {
      expect(isEmail(v['email'])).toBe(true);
      expect(typeof v['captcha'] === 'string' && v['captcha'].length >= 1 && v['captcha'].length <= 4096).toBe(true);
    },
  },
  {
    name: 'registerVerifySchema',
    schema: registerVerifySchema,
    kind: 'json',
    samples: { email: EMAIL, code: ['123456', ' 000000 ', '12345', '1234567'] },
    check: (v) => {
      expect(isEmail(v['email'])).toBe(true);
      expect(String(v['code'])).toMatch(/^\d{6}$/);
    },
  },
  {
    name: 'registerSchema',
    schema: registerSchema,
    kind: 'json',
    samples: {
      email: EMAIL,
      code: ['123456'],
      username: ['new_hero', 'Ωmega-7', 'ab', 'a'.repeat(21)],
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      birthDate: ['1990-01-01', '2020-02-29', '1990-13-01'],
      agreeTerms: [true, false],
      agreePrivacy: [true, false],
    },
    check: (v) => {
      expect(isEmail(v['email'])).toBe(true);
      expect(String(v['username'])).toMatch(/^[\p{L}\p{N}_-]{3,20}$/u);
      expect(isNewPassword(v['password'])).toBe(true);
      expect(v['passwordConfirm']).toBe(v['password']);
      expect(String(v['birthDate'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([v['agreeTerms'], v['agreePrivacy']]).toEqual([true, true]);
    },
  },
  {
    name: 'passwordResetConfirmSchema',
    schema: passwordResetConfirmSchema,
    kind: 'json',
    samples: {
      token: ['A'.repeat(43), 'A'.repeat(42), `${'A'.repeat(42)}=`],
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    },
    check: (v) => {
      expect(String(v['token'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isNewPassword(v['password'])).toBe(true);
      expect(v['passwordConfirm']).toBe(v['password']);
    },
  },
  {
    name: 'passwordChangeSchema',
    schema: passwordChangeSchema,
    kind: 'json',
    samples: { currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD },
    check: (v) => {
      const current = v['currentPassword'];
      expect(typeof current === 'string' && current.length >= 1 && current.length <= 256).toBe(true);
      expect(isNewPassword(v['password'])).toBe(true);
      expect(v['passwordConfirm']).toBe(v['password']);
    },
  },
  {
    name: 'withdrawalRequestSchema',
    schema: withdrawalRequestSchema,
    kind: 'json',
    samples: { password: PASSWORD, confirm: [true, false, 'true'] },
    check: (v) => {
      expect(typeof v['password'] === 'string' && v['password'].length >= 1).toBe(true);
      expect(v['confirm']).toBe(true);
    },
  },
  {
    name: 'migrationRequestSchema',
    schema: migrationRequestSchema,
    kind: 'json',
    samples: {
      migrationKey: [MIGRATION_KEY, MIGRATION_KEY.toLowerCase().replaceAll('-', ' '), `${MIGRATION_BODY}A`],
      oldAccountId: ['76561198012345679', '7656119801234567912', '1234', '07656119801234567'],
    },
    check: (v) => {
      expect(String(v['migrationKey'])).toMatch(/^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/);
      expect(String(v['oldAccountId'])).toMatch(/^[1-9]\d{16,18}$/);
    },
  },
  {
    name: 'purchaseRequestSchema',
    schema: purchaseRequestSchema,
    kind: 'json',
    samples: {
      appid: [1, '1', 0, -1, 2 ** 31 + 1, 1.5],
      productid: ['1', 2, '12345678901234567890', '0', '01'],
      agreeTerms: [true, false],
      confirmAge: [true, 'yes'],
      paymentMethod: ['sandbox-card', 'currency', 'cash'],
    },
    check: (v) => {
      const appid = v['appid'];
      expect(Number.isInteger(appid) && (appid as number) > 0 && (appid as number) <= 2 ** 31).toBe(true);
      expect(String(v['productid'])).toMatch(/^[1-9]\d{0,24}$/);
      expect([v['agreeTerms'], v['confirmAge']]).toEqual([true, true]);
      expect(['sandbox-card', 'currency']).toContain(v['paymentMethod']);
    },
  },
  {
    name: 'giftApplyRequestSchema',
    schema: giftApplyRequestSchema,
    kind: 'json',
    samples: { code: ['ABCD-EFGH-IJKL-MNOP', 'abcd efgh ijkl mnop', 'ABCD'], captcha: ['x'] },
    check: (v) => {
      expect(String(v['code'])).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
      expect(typeof v['captcha']).toBe('string');
    },
  },
  {
    name: 'productParamsSchema',
    schema: productParamsSchema,
    kind: 'query',
    samples: { appid: ['1', '0', '2147483649', '1e3'], productid: ['2', '0', '9'.repeat(26)] },
    check: (v) => {
      expect(Number.isInteger(v['appid']) && (v['appid'] as number) > 0).toBe(true);
      expect(String(v['productid'])).toMatch(/^[1-9]\d{0,24}$/);
    },
  },
  {
    name: 'currencyHistoryQuerySchema',
    schema: currencyHistoryQuerySchema,
    kind: 'query',
    samples: { cursor: ['5', '0', '99999999999999999'], limit: ['10', '0', '51', '2.5'] },
    check: (v) => {
      if (v['cursor'] !== undefined) expect(v['cursor']).toMatch(/^[1-9]\d{0,15}$/);
      expect(Number.isInteger(v['limit']) && (v['limit'] as number) >= 1 && (v['limit'] as number) <= 50).toBe(true);
    },
  },
  {
    name: 'newsRecentQuerySchema',
    schema: newsRecentQuerySchema,
    kind: 'query',
    samples: { lang: ['en', 'zh-Hant', 'xx'], limit: ['3', '7', '0'] },
    check: (v) => {
      expect(Number.isInteger(v['limit']) && (v['limit'] as number) >= 1 && (v['limit'] as number) <= 6).toBe(true);
    },
  },
  {
    name: 'newsListQuerySchema',
    schema: newsListQuerySchema,
    kind: 'query',
    samples: { lang: ['en', 'ko'], limit: ['10', '999'], cursor: ['MjAyNi0xMS0wMVQwMDowMDowMFp8Mw', 'not base64!'] },
    check: (v) => {
      expect(Number.isInteger(v['limit'])).toBe(true);
      if (v['cursor'] !== undefined) expect(v['cursor']).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    },
  },
  {
    name: 'newsArticleQuerySchema',
    schema: newsArticleQuerySchema,
    kind: 'query',
    samples: { lang: ['en', 'pt', 'EN'] },
    check: (v) => {
      if (v['lang'] !== undefined)
        expect(['en', 'ko', 'zh-Hans', 'zh-Hant', 'de', 'es', 'fr', 'ja', 'pt', 'ru']).toContain(v['lang']);
    },
  },
  {
    name: 'faqSearchQuerySchema',
    schema: faqSearchQuerySchema,
    kind: 'query',
    samples: { q: ['password', 'パスワード', ''], category: ['account', 'nope'], lang: ['en', 'ja'] },
    check: (v) => {
      if (v['q'] !== undefined) expect(typeof v['q']).toBe('string');
    },
  },
  {
    name: 'faqArticleQuerySchema',
    schema: faqArticleQuerySchema,
    kind: 'query',
    samples: { lang: ['en', 'de', 'klingon'] },
    check: () => undefined,
  },
  {
    name: 'ticketFieldsSchema',
    schema: ticketFieldsSchema,
    kind: 'form',
    samples: {
      requestType: ['launcher', 'purchase', 'bogus'],
      subject: ['Launcher closes at start', 'ab', 'x'.repeat(121)],
      platform: ['steam', 'launcher', 'gameboy'],
      account: ['Cinderfox', 'ab', 'bad name!'],
      orderId: ['', 'A-1', 'x'.repeat(200)],
      description: [DESCRIPTION, 'too short'],
      clientToken: ['abcdefghijklmnop', 'short'],
      captcha: ['x'],
    },
    check: (v) => {
      expect(chars(v['subject'])).toBeGreaterThanOrEqual(3);
      expect(chars(v['subject'])).toBeLessThanOrEqual(120);
      expect(chars(v['description'])).toBeGreaterThanOrEqual(50);
      expect(chars(v['description'])).toBeLessThanOrEqual(5000);
      expect(String(v['account'])).toMatch(/^[\p{L}\p{N}_.-]{3,32}$/u);
      expect(chars(v['orderId'])).toBeLessThan(200);
      if (v['requestType'] === 'purchase') expect(v['orderId']).not.toBe('');
    },
  },
  {
    name: 'reportFieldsSchema',
    schema: reportFieldsSchema,
    kind: 'form',
    samples: {
      type: ['playerreport', 'bugreport', 'other'],
      platform: ['steam', 'xbox'],
      accountid: ['76561198012345679', '1234'],
      environment: ['live', 'LIVE!'],
      reportedPlayer: ['Bob', '', 'x'.repeat(65)],
      description: [DESCRIPTION, 'short'],
      evidenceLink: ['https://video.example/v', 'javascript:alert(1)', 'ftp://x.example/'],
      clientToken: ['abcdefghijklmnop'],
      captcha: ['x'],
    },
    check: (v) => {
      expect(String(v['accountid'])).toMatch(/^\d{17,19}$/);
      expect(chars(v['description'])).toBeGreaterThanOrEqual(50);
      const link = String(v['evidenceLink']);
      if (link !== '') expect(new URL(link).protocol).toMatch(/^https?:$/);
      if (v['type'] === 'playerreport') expect(v['reportedPlayer']).not.toBe('');
    },
  },
  {
    name: 'newsArticleIdSchema',
    schema: newsArticleIdSchema,
    kind: 'path',
    samples: { id: ['1', '0', '01', '1234567890', '-1'] },
    check: (v) => expect(Number.isInteger(v['value']) && (v['value'] as number) >= 1).toBe(true),
  },
  {
    name: 'supportIdSchema',
    schema: supportIdSchema,
    kind: 'path',
    samples: { id: ['1', '0', '999999999', '1e3'] },
    check: (v) => expect(Number.isInteger(v['value']) && (v['value'] as number) >= 1).toBe(true),
  },
  {
    name: 'sessionIdSchema',
    schema: sessionIdSchema,
    kind: 'path',
    samples: {
      id: ['AbCdEfGhIjKlMnOpQrSt_-', 'AbCdEfGhIjKlMnOpQrStU', 'AbCdEfGhIjKlMnOpQrStUvW', 'AbCdEfGhIjKlMnOpQrSt+/'],
    },
    check: (v) => expect(String(v['value'])).toMatch(/^[A-Za-z0-9_-]{22}$/),
  },
  {
    name: 'idempotencyKeySchema (the Idempotency-Key header, idempotencyKeyOf)',
    schema: idempotencyKeySchema,
    kind: 'header',
    samples: {
      value: [
        '0b6a4c1e-2f4d-4e7a-9c3b-5d8e1f2a3b4c',
        'short-key',
        'k'.repeat(65),
        'k'.repeat(16),
        'key with spaces 0000',
      ],
    },
    parse: (value) =>
      idempotencyKeyOf({ headers: { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: value } } as unknown as FastifyRequest),
    check: (v) => expect(String(v['value'])).toMatch(/^[A-Za-z0-9_-]{16,64}$/),
  },
];

/** The input arbitrary of a validator, as the server would receive it after parsing. */
function inputs(validator: Validator): fc.Arbitrary<unknown> {
  if (validator.kind === 'path') return fieldValue(validator.samples['id'] ?? [''], anyString);
  if (validator.kind === 'header') {
    // Absent, or what Node's parser hands over (several of one header arrive joined by ", ").
    const absentOrText = fc.oneof(
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 9, arbitrary: headerText },
    );
    return fieldValue(validator.samples['value'] ?? [''], absentOrText);
  }
  if (validator.kind === 'json') return bodies(validator.samples);
  // Form fields and query values are text only: records of strings.
  const samples = Object.fromEntries(
    Object.entries(validator.samples).map(([key, values]) => [key, values.map((value) => String(value))]),
  );
  const text = bodies(samples, validator.kind === 'query' ? queryValue : textValue);
  return text.filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}

const tally = printTally<{ accepted: number; refused: number }>(
  'fast-check cases per validator and route',
  ({ accepted, refused }) => `${String(accepted + refused)} (${String(accepted)} accepted, ${String(refused)} refused)`,
);
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

describe(`contract validators as the server runs them (${String(VALIDATOR_RUNS)} cases each)`, () => {
  it.each(VALIDATORS)(
    '$name refuses with catalogue keys or accepts only what its invariants allow',
    (validator) => {
      const counts = { accepted: 0, refused: 0 };
      const allowedKeys = new Set(Object.keys(validator.samples));
      fc.assert(
        fc.property(inputs(validator), (generated) => {
          const input = validator.kind === 'json' ? overTheWire(generated) : generated;
          let accepted: unknown;
          try {
            accepted = validator.parse ? validator.parse(input) : parseWith(validator.schema, input);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            const refusal = error as ApiError;
            expect(refusal.status).toBe(400);
            expect(refusal.key).toMatch(CATALOGUE_KEY);
            for (const key of Object.values(refusal.fields ?? {})) expect(key).toMatch(CATALOGUE_KEY);
            counts.refused += 1;
            return;
          }
          counts.accepted += 1;
          if (validator.kind === 'path' || validator.kind === 'header') {
            validator.check({ value: accepted });
            return;
          }
          const value = accepted as Record<string, unknown>;
          // Nothing outside the contract survives validation, prototype keys included.
          for (const key of Object.getOwnPropertyNames(value)) expect(allowedKeys.has(key)).toBe(true);
          expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
          validator.check(value);
        }),
        { numRuns: VALIDATOR_RUNS },
      );
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      tally.set(validator.name, counts);
    },
    120_000,
  );
});

// --- the same through the server ----------------------------------------------------------------

interface RouteInput {
  name: string;
  method: 'GET' | 'POST';
  /** A URL for a generated input (query and path inputs are placed in it). */
  url: (input: unknown) => string;
  validator: Validator;
  signedIn?: boolean;
  /** A valid body would cost a scrypt hash: only refused ones are sent (and counted). */
  expensiveWhenValid?: boolean;
  /** The JSON body sent with every request, for a validator of something else (a header). */
  body?: unknown;
}

const byName = (name: string): Validator => {
  const found = VALIDATORS.find((validator) => validator.name.startsWith(name));
  if (!found) throw new Error(`no validator ${name}`);
  return found;
};

const ROUTE_INPUTS: RouteInput[] = [
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    validator: byName('loginRequestSchema'),
    expensiveWhenValid: true,
  },
  {
    name: 'POST /api/auth/register/code',
    method: 'POST',
    url: () => '/api/auth/register/code',
    validator: byName('registerCodeSchema'),
  },
  {
    name: 'POST /api/auth/register/verify',
    method: 'POST',
    url: () => '/api/auth/register/verify',
    validator: byName('registerVerifySchema'),
  },
  {
    name: 'POST /api/auth/register',
    method: 'POST',
    url: () => '/api/auth/register',
    validator: byName('registerSchema'),
  },
  {
    name: 'POST /api/auth/password-reset',
    method: 'POST',
    url: () => '/api/auth/password-reset',
    validator: { ...byName('registerCodeSchema'), schema: passwordResetRequestSchema },
  },
  {
    name: 'POST /api/auth/password-reset/confirm',
    method: 'POST',
    url: () => '/api/auth/password-reset/confirm',
    validator: byName('passwordResetConfirmSchema'),
  },
  {
    name: 'POST /api/auth/password',
    method: 'POST',
    url: () => '/api/auth/password',
    validator: byName('passwordChangeSchema'),
    signedIn: true,
    // A valid body reaches scrypt (and the key check after it); past-gates sends valid ones.
    expensiveWhenValid: true,
  },
  {
    name: 'POST /api/account/withdrawal',
    method: 'POST',
    url: () => '/api/account/withdrawal',
    validator: byName('withdrawalRequestSchema'),
    signedIn: true,
    expensiveWhenValid: true,
  },
  {
    name: 'POST /api/account/migration',
    method: 'POST',
    url: () => '/api/account/migration',
    validator: byName('migrationRequestSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/shop/purchases',
    method: 'POST',
    url: () => '/api/shop/purchases',
    validator: byName('purchaseRequestSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/gifts/apply',
    method: 'POST',
    url: () => '/api/gifts/apply',
    validator: byName('giftApplyRequestSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/support/tickets',
    method: 'POST',
    url: () => '/api/support/tickets',
    validator: byName('ticketFieldsSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/support/reports',
    method: 'POST',
    url: () => '/api/support/reports',
    validator: byName('reportFieldsSchema'),
  },
  {
    name: 'GET /api/shop/products/:appid/:productid',
    method: 'GET',
    url: (input) => {
      const { appid = '', productid = '' } = input as Record<string, string | string[]>;
      return `/api/shop/products/${pathSegment(appid)}/${pathSegment(productid)}`;
    },
    validator: byName('productParamsSchema'),
  },
  {
    name: 'GET /api/currency/history',
    method: 'GET',
    url: (input) => `/api/currency/history${queryString(input)}`,
    validator: byName('currencyHistoryQuerySchema'),
    signedIn: true,
  },
  {
    name: 'GET /api/news/recent',
    method: 'GET',
    url: (input) => `/api/news/recent${queryString(input)}`,
    validator: byName('newsRecentQuerySchema'),
  },
  {
    name: 'GET /api/news',
    method: 'GET',
    url: (input) => `/api/news${queryString(input)}`,
    validator: byName('newsListQuerySchema'),
  },
  {
    name: 'GET /api/news/1?…',
    method: 'GET',
    url: (input) => `/api/news/1${queryString(input)}`,
    validator: byName('newsArticleQuerySchema'),
  },
  {
    name: 'GET /api/news/:id',
    method: 'GET',
    url: (input) => `/api/news/${pathSegment(input)}`,
    validator: byName('newsArticleIdSchema'),
  },
  {
    name: 'GET /api/support/faq',
    method: 'GET',
    url: (input) => `/api/support/faq${queryString(input)}`,
    validator: byName('faqSearchQuerySchema'),
  },
  {
    name: 'GET /api/support/faq/1?…',
    method: 'GET',
    url: (input) => `/api/support/faq/1${queryString(input)}`,
    validator: byName('faqArticleQuerySchema'),
  },
  {
    name: 'GET /api/support/faq/:id',
    method: 'GET',
    url: (input) => `/api/support/faq/${pathSegment(input)}`,
    validator: byName('supportIdSchema'),
  },
  {
    name: 'GET /api/support/tickets/:id',
    method: 'GET',
    url: (input) => `/api/support/tickets/${pathSegment(input)}`,
    validator: byName('supportIdSchema'),
    signedIn: true,
  },
  {
    name: 'GET /api/support/attachments/:id',
    method: 'GET',
    url: (input) => `/api/support/attachments/${pathSegment(input)}`,
    validator: byName('supportIdSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/auth/sessions/:id/revoke',
    method: 'POST',
    url: (input) => `/api/auth/sessions/${pathSegment(input)}/revoke`,
    validator: byName('sessionIdSchema'),
    signedIn: true,
  },
  {
    name: 'POST /api/shop/purchases Idempotency-Key',
    method: 'POST',
    url: () => '/api/shop/purchases',
    validator: byName('idempotencyKeySchema'),
    signedIn: true,
    // Paid in Red Stones (no sandbox card latency): bought, refused past the DLC's limit, or replayed.
    body: {
      appid: EMBERDEEP_APPID,
      productid: PRODUCT_IDS.dlc_seasonal_pack,
      agreeTerms: true,
      confirmAge: true,
      paymentMethod: 'currency',
    },
  },
];

describe(`routes that take input, through the server (${String(SERVER_RUNS)} requests each)`, () => {
  let client: TestClient;
  let cookie = '';
  beforeAll(async () => {
    // The limiter would answer 429 before the validator after a few calls.
    client = await unlimitedClient({ dataDir: scratchDir('security-fuzz') });
    // The demo player, signed in through the app's own session store.
    cookie = await signedInCookie(client, 1);
    // The Idempotency-Key pass buys a DLC in Red Stones: the edition it needs, bought as a player
    // would, and stones enough that only the key, the DLC's limit or a replay decide the answer.
    const edition = await client.app.inject({
      method: 'POST',
      url: '/api/shop/purchases',
      payload: {
        appid: EMBERDEEP_APPID,
        productid: PRODUCT_IDS.standard,
        agreeTerms: true,
        confirmAge: true,
        paymentMethod: 'sandbox-card',
      },
      headers: { 'x-csrf-protection': '1', 'idempotency-key': 'fuzz-edition-0000', cookie },
    });
    expect(edition.statusCode).toBe(201);
    client.db.prepare("UPDATE users SET currency_balance = '1000000000' WHERE id = 1").run();
  }, 60_000);

  it.each(ROUTE_INPUTS)(
    '$name never answers 5xx, nor succeeds on input its schema refuses',
    async (route) => {
      const counts = { accepted: 0, refused: 0 };
      const { validator } = route;
      await fc.assert(
        fc.asyncProperty(inputs(validator), async (generated) => {
          const parsed = validator.kind === 'json' ? overTheWire(generated) : generated;
          const valid = validator.schema.safeParse(parsed).success;
          fc.pre(!(valid && route.expensiveWhenValid));
          const headers: Record<string, string> = { 'x-csrf-protection': '1', ...(route.signedIn ? { cookie } : {}) };
          let payload: string | Buffer | undefined;
          if (route.body !== undefined) {
            payload = stringifyJson(route.body);
            headers['content-type'] = 'application/json';
          }
          if (validator.kind === 'header' && typeof generated === 'string') {
            headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] = generated;
          } else if (validator.kind === 'json') {
            payload = stringifyJson(generated);
            headers['content-type'] = 'application/json';
          } else if (validator.kind === 'form') {
            const body = await formBody(generated as Record<string, unknown>);
            payload = body.payload;
            headers['content-type'] = body.contentType;
          }
          const response = await client.app.inject({
            method: route.method,
            url: route.url(generated),
            headers,
            payload,
          });
          expect(response.statusCode, `${route.name} ${response.body.slice(0, 200)}`).toBeLessThan(500);
          if (!valid) expect(response.statusCode, `${route.name} accepted invalid input`).toBeGreaterThanOrEqual(400);
          if (valid) counts.accepted += 1;
          else counts.refused += 1;
        }),
        { numRuns: SERVER_RUNS },
      );
      tally.set(`server ${route.name}`, counts);
    },
    120_000,
  );

  it('answers malformed, oversized and hostile payloads with a 4xx', async () => {
    const hostile: { payload: string; type?: string }[] = [
      { payload: '{' },
      { payload: '{"email":' },
      { payload: '[]' },
      { payload: 'null' },
      { payload: '"x"' },
      { payload: '{"__proto__":{"polluted":true},"email":"a@b.c"}' },
      { payload: '{"constructor":{"prototype":{"polluted":true}}}' },
      { payload: `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}` },
      { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
      { payload: '{"email":"\\ud800"}' },
      { payload: 'email=a&password=b', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'application/xml' },
      { payload: '{"a":1}', type: 'text/plain' },
      { payload: '{"a":1}', type: 'application/json; charset=utf-16' },
    ];
    const posts = ROUTE_INPUTS.filter((route) => route.method === 'POST');
    for (const route of posts) {
      for (const { payload, type = 'application/json' } of hostile) {
        const response = await client.app.inject({
          method: 'POST',
          url: route.url(null),
          payload,
          headers: { 'content-type': type, 'x-csrf-protection': '1', cookie },
        });
        expect(response.statusCode, `${route.name} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route.name} ${payload.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  });

  it('answers broken percent-encoding, huge queries and path tricks without a 5xx, and serves no file outside', async () => {
    for (const url of [
      '/api/news?lang=%',
      '/api/news?lang=%E0%A4%A',
      '/api/news/%',
      '/api/news/%C0%AE%C0%AE',
      '/api/support/faq?q=%FF%FE',
      '/api/shop/products/%00/%00',
      `/api/news?cursor=${'A'.repeat(10_000)}`,
      `/api/support/faq?q=${'x'.repeat(10_000)}`,
      '/api/news/images/..%2f..%2fetc%2fpasswd',
      '/api/news/images/%2e%2e',
      '/api/shop/purchases/%00',
    ]) {
      const response = await client.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400) {
        // The router's own refusals too answer in the contract's shape, never echoing the path.
        for (const key of Object.keys(response.json<object>())) expect(['error', 'fields'], url).toContain(key);
        expect(response.json<{ error: string }>().error, url).toMatch(CATALOGUE_KEY);
      }
      if (url.includes('/images/') || url.includes('/purchases/')) expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('root:');
    }
  });
});

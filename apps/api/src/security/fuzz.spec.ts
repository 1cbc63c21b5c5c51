import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { parseJson, stringifyJson } from '@dungeon/api-client/codec';
import {
  currencyHistoryQuerySchema,
  faqArticleQuerySchema,
  faqSearchQuerySchema,
  giftApplyRequestSchema,
  loginRequestSchema,
  migrationKeyCheckCharacter,
  migrationRequestSchema,
  newsArticleIdSchema,
  newsArticleQuerySchema,
  newsListQuerySchema,
  newsRecentQuerySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  productParamsSchema,
  purchaseRequestSchema,
  registerCodeSchema,
  registerSchema,
  registerVerifySchema,
  reportFieldsSchema,
  supportIdSchema,
  ticketFieldsSchema,
  withdrawalRequestSchema,
} from '@dungeon/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { seed } from '../db/seeds';
import { ApiError, parseWith } from '../http/errors';

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
 * Inputs: arbitrary JSON, wrong types, huge strings, naughty and XSS strings, prototype-pollution
 * keys, and near-valid bodies that reach the deeper refinements. Valid sign-in and withdrawal
 * bodies are kept off the server pass (scrypt), and tested by their own route specs.
 */

const VALIDATOR_RUNS = 10_000;
/** Per route through the whole server; raise it for a deeper run (it costs a few ms a request on a busy machine). */
const SERVER_RUNS = Number(process.env['API_FUZZ_SERVER_RUNS'] ?? 250);
const CATALOGUE_KEY = /^[A-Za-z]+(_\d+)?$/;
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'valueOf', 'hasOwnProperty'];

const NAUGHTY = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '\u0000abc',
  '\uFEFF',
  '\u200B',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '%',
  '%zz',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '-1',
  '0',
  '00',
  '1e309',
  '0x1F',
  '1.5',
  '9'.repeat(16),
  '9'.repeat(40),
  '-' + '9'.repeat(20),
  '１２３４５６',
  '٣٤٥',
  '𝕯𝖊𝖒𝖔',
  'Ω≈ç√∫',
  'ﷺ',
  '👨‍👩‍👧‍👦',
  'İstanbul',
  'ß',
  'ǅ',
  'demo@emberdeep.example',
  ' demo@emberdeep.example ',
  'a@b',
  '@',
  'a'.repeat(255) + '@example.test',
  'x'.repeat(5001),
  'x'.repeat(70_000),
  'AAAA-BBBB-CCCC-DDDD',
  '1990-02-30',
  '0000-00-00',
  'https://evil.example/',
  '//evil.example',
  'data:text/html,<script>alert(1)</script>',
];

const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A few huge strings, built once: past every length limit of the contract (5,000 characters at
 * most), cheap to reuse. Bodies past the 1 MB limit are sent on their own below.
 */
const HUGE = ['x'.repeat(6000), 'é'.repeat(5001), '9'.repeat(5000), '<a>'.repeat(2000), '𝕏'.repeat(4097)];

const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NAUGHTY) },
  { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, 1, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map((n) => String(n)) },
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS), anyScalar, { maxKeys: 3 }) },
);

/** One field's value: its valid sample (the first) most of the time, another sample or anything else sometimes. */
function fieldValue(values: readonly unknown[], other: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(values[0]) },
    { weight: 2, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: other },
  );
}

/** Near-valid objects (every field, or some), with extra and prototype-pollution keys, or anything at all. */
function bodies(samples: Record<string, readonly unknown[]>, other: fc.Arbitrary<unknown> = anyValue): fc.Arbitrary<unknown> {
  const keys = Object.keys(samples);
  const fields = Object.fromEntries(keys.map((key) => [key, fieldValue(samples[key] ?? [null], other)]));
  const complete = fc.record(fields);
  const partial = fc.record(fields, { requiredKeys: [] });
  const extraKeys = fc.dictionary(
    fc.oneof(fc.constantFrom(...POLLUTION_KEYS, ...keys), fc.string({ maxLength: 12 })),
    other,
    { maxKeys: 5 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: complete },
    { weight: 2, arbitrary: partial },
    { weight: 2, arbitrary: fc.tuple(complete, extraKeys).map(([known, extra]) => ({ ...extra, ...known })) },
    { weight: 1, arbitrary: extraKeys },
    { weight: 1, arbitrary: other },
  );
}

const textValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyString.map(wellFormed) },
  { weight: 1, arbitrary: fc.array(anyString.map(wellFormed), { minLength: 2, maxLength: 3 }).map((list) => list.join(',')) },
);

const EMAIL = ['demo@emberdeep.example', 'new.player+tag@example.test', 'ÜBER@example.de'];
const PASSWORD = ['Ember#Demo2026', 'Ember#New2026', 'aB3$aB3$'];
const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault. Happens since the last patch.';
const MIGRATION_BODY = 'ABCDE-FGHJK-LMNPQ-RSTU';
const MIGRATION_KEY = `${MIGRATION_BODY}${migrationKeyCheckCharacter(MIGRATION_BODY)}`;

type Check = (accepted: Record<string, unknown>) => void;

interface Validator {
  name: string;
  schema: ZodType;
  /** How values reach it: a JSON body, a query string, a multipart form (text fields) or a path segment. */
  kind: 'json' | 'query' | 'form' | 'path';
  samples: Record<string, unknown[]>;
  /** Independently written invariants of an accepted value. */
  check: Check;
}

const chars = (text: unknown) => Array.from(String(text)).length;
const isEmail = (value: unknown) =>
  typeof value === 'string' && value.length <= 254 && value === value.trim() && /^[^@\s]+@[^@\s]+$/.test(value);
const isNewPassword = (value: unknown) =>
  typeof value === 'string' && value.length >= 8 && value.length <= 128 && /\d/.test(value);

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
    samples: { token: ['A'.repeat(43), 'A'.repeat(42), `${'A'.repeat(42)}=`], password: PASSWORD, passwordConfirm: PASSWORD },
    check: (v) => {
      expect(String(v['token'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
      if (v['lang'] !== undefined) expect(['en', 'ko', 'zh-Hans', 'zh-Hant', 'de', 'es', 'fr', 'ja', 'pt', 'ru']).toContain(v['lang']);
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
];

/** Query values as the server's parser gives them: a string, or an array of strings for a repeated key. */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString.map(wellFormed) },
  { weight: 1, arbitrary: fc.array(anyString.map(wellFormed), { minLength: 2, maxLength: 3 }) },
);

/** The input arbitrary of a validator, as the server would receive it after parsing. */
function inputs(validator: Validator): fc.Arbitrary<unknown> {
  if (validator.kind === 'path') return fieldValue(validator.samples['id'] ?? [''], anyString);
  if (validator.kind === 'json') return bodies(validator.samples);
  // Form fields and query values are text only: records of strings.
  const samples = Object.fromEntries(
    Object.entries(validator.samples).map(([key, values]) => [key, values.map((value) => String(value))]),
  );
  const text = bodies(samples, validator.kind === 'query' ? queryValue : textValue);
  return text.filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** The JSON body exactly as the server parses it: through the wire and the big-number codec. */
const overTheWire = (value: unknown): unknown => parseJson(stringifyJson(value));

const tally = new Map<string, { accepted: number; refused: number }>();
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

afterAll(() => {
  const rows = [...tally].map(([name, counts]) => ({ validator: name, ...counts, total: counts.accepted + counts.refused }));
  // Issue 10: each gate prints its figures.
  console.info(`fast-check cases per validator and route:\n${rows.map((row) => `  ${row.validator}: ${String(row.total)} (${String(row.accepted)} accepted, ${String(row.refused)} refused)`).join('\n')}`);
});

describe(`contract validators as the server runs them (${String(VALIDATOR_RUNS)} cases each)`, () => {
  it.each(VALIDATORS)('$name refuses with catalogue keys or accepts only what its invariants allow', (validator) => {
    const counts = { accepted: 0, refused: 0 };
    const allowedKeys = new Set(Object.keys(validator.samples));
    fc.assert(
      fc.property(inputs(validator), (generated) => {
        const input = validator.kind === 'json' ? overTheWire(generated) : generated;
        let accepted: unknown;
        try {
          accepted = parseWith(validator.schema, input);
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
        if (validator.kind === 'path') {
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
  }, 120_000);
});

// --- the same through the server ----------------------------------------------------------------

interface RouteInput {
  name: string;
  method: 'GET' | 'POST';
  /** A URL for a generated input (query and path inputs are placed in it). */
  url: (input: unknown) => string;
  validator: Validator;
  signedIn?: boolean;
  /** A valid body would cost a scrypt hash: only refused ones are sent. */
  expensiveWhenValid?: boolean;
}

const byName = (name: string): Validator => {
  const found = VALIDATORS.find((validator) => validator.name.startsWith(name));
  if (!found) throw new Error(`no validator ${name}`);
  return found;
};

function queryString(input: unknown): string {
  const entries = Object.entries(input as Record<string, string | string[]>).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`),
  );
  return entries.length ? `?${entries.join('&')}` : '';
}

const pathSegment = (input: unknown) => encodeURIComponent(wellFormed(String(input))) || '%20';

const ROUTE_INPUTS: RouteInput[] = [
  { name: 'POST /api/auth/login', method: 'POST', url: () => '/api/auth/login', validator: byName('loginRequestSchema'), expensiveWhenValid: true },
  { name: 'POST /api/auth/register/code', method: 'POST', url: () => '/api/auth/register/code', validator: byName('registerCodeSchema') },
  { name: 'POST /api/auth/register/verify', method: 'POST', url: () => '/api/auth/register/verify', validator: byName('registerVerifySchema') },
  { name: 'POST /api/auth/register', method: 'POST', url: () => '/api/auth/register', validator: byName('registerSchema') },
  { name: 'POST /api/auth/password-reset', method: 'POST', url: () => '/api/auth/password-reset', validator: { ...byName('registerCodeSchema'), schema: passwordResetRequestSchema } },
  { name: 'POST /api/auth/password-reset/confirm', method: 'POST', url: () => '/api/auth/password-reset/confirm', validator: byName('passwordResetConfirmSchema') },
  { name: 'POST /api/account/withdrawal', method: 'POST', url: () => '/api/account/withdrawal', validator: byName('withdrawalRequestSchema'), signedIn: true, expensiveWhenValid: true },
  { name: 'POST /api/account/migration', method: 'POST', url: () => '/api/account/migration', validator: byName('migrationRequestSchema'), signedIn: true },
  { name: 'POST /api/shop/purchases', method: 'POST', url: () => '/api/shop/purchases', validator: byName('purchaseRequestSchema'), signedIn: true },
  { name: 'POST /api/gifts/apply', method: 'POST', url: () => '/api/gifts/apply', validator: byName('giftApplyRequestSchema'), signedIn: true },
  { name: 'POST /api/support/tickets', method: 'POST', url: () => '/api/support/tickets', validator: byName('ticketFieldsSchema'), signedIn: true },
  { name: 'POST /api/support/reports', method: 'POST', url: () => '/api/support/reports', validator: byName('reportFieldsSchema') },
  {
    name: 'GET /api/shop/products/:appid/:productid',
    method: 'GET',
    url: (input) => {
      const { appid = '', productid = '' } = input as Record<string, string | string[]>;
      return `/api/shop/products/${pathSegment(appid)}/${pathSegment(productid)}`;
    },
    validator: byName('productParamsSchema'),
  },
  { name: 'GET /api/currency/history', method: 'GET', url: (input) => `/api/currency/history${queryString(input)}`, validator: byName('currencyHistoryQuerySchema'), signedIn: true },
  { name: 'GET /api/news/recent', method: 'GET', url: (input) => `/api/news/recent${queryString(input)}`, validator: byName('newsRecentQuerySchema') },
  { name: 'GET /api/news', method: 'GET', url: (input) => `/api/news${queryString(input)}`, validator: byName('newsListQuerySchema') },
  { name: 'GET /api/news/1?…', method: 'GET', url: (input) => `/api/news/1${queryString(input)}`, validator: byName('newsArticleQuerySchema') },
  { name: 'GET /api/news/:id', method: 'GET', url: (input) => `/api/news/${pathSegment(input)}`, validator: byName('newsArticleIdSchema') },
  { name: 'GET /api/support/faq', method: 'GET', url: (input) => `/api/support/faq${queryString(input)}`, validator: byName('faqSearchQuerySchema') },
  { name: 'GET /api/support/faq/1?…', method: 'GET', url: (input) => `/api/support/faq/1${queryString(input)}`, validator: byName('faqArticleQuerySchema') },
  { name: 'GET /api/support/faq/:id', method: 'GET', url: (input) => `/api/support/faq/${pathSegment(input)}`, validator: byName('supportIdSchema') },
  { name: 'GET /api/support/tickets/:id', method: 'GET', url: (input) => `/api/support/tickets/${pathSegment(input)}`, validator: byName('supportIdSchema'), signedIn: true },
  { name: 'GET /api/support/attachments/:id', method: 'GET', url: (input) => `/api/support/attachments/${pathSegment(input)}`, validator: byName('supportIdSchema'), signedIn: true },
];

/** A multipart body of text fields, as a browser's FormData sends it. */
async function formBody(fields: Record<string, unknown>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, wellFormed(String(value)));
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

describe(`routes that take input, through the server (${String(SERVER_RUNS)} requests each)`, () => {
  let app: FastifyInstance;
  let cookie = '';
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await seed(db);
    app = await buildApp({
      db,
      config: {
        ...loadConfig({}),
        dataDir: mkdtempSync(join(tmpdir(), 'security-fuzz-')),
        // The limiter would answer 429 before the validator after a few calls.
        loginAttemptsPerMinute: 1_000_000_000,
        captchaMaxNumber: 1000,
      },
    });
    // Test-only shortcut: the demo player signed in through the app's own session store.
    app.post('/test/fuzz-sign-in', async (request, reply) => {
      app.ctx.sessions.start(request, reply, 1, false);
      return {};
    });
    const started = await app.inject({ method: 'POST', url: '/test/fuzz-sign-in', headers: { 'x-csrf-protection': '1' } });
    cookie = started.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }, 60_000);

  it.each(ROUTE_INPUTS)('$name never answers 5xx, nor succeeds on input its schema refuses', async (route) => {
    const counts = { accepted: 0, refused: 0 };
    const { validator } = route;
    await fc.assert(
      fc.asyncProperty(inputs(validator), async (generated) => {
        const parsed = validator.kind === 'json' ? overTheWire(generated) : generated;
        const valid = validator.schema.safeParse(parsed).success;
        if (valid && route.expensiveWhenValid) return;
        const headers: Record<string, string> = { 'x-csrf-protection': '1', ...(route.signedIn ? { cookie } : {}) };
        let payload: string | Buffer | undefined;
        if (validator.kind === 'json') {
          payload = stringifyJson(generated);
          headers['content-type'] = 'application/json';
        } else if (validator.kind === 'form') {
          const body = await formBody(generated as Record<string, unknown>);
          payload = body.payload;
          headers['content-type'] = body.contentType;
        }
        const response = await app.inject({ method: route.method, url: route.url(generated), headers, payload });
        expect(response.statusCode, `${route.name} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (!valid) expect(response.statusCode, `${route.name} accepted invalid input`).toBeGreaterThanOrEqual(400);
        if (valid) counts.accepted += 1;
        else counts.refused += 1;
      }),
      { numRuns: SERVER_RUNS },
    );
    tally.set(`server ${route.name}`, counts);
  }, 120_000);

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
        const response = await app.inject({
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
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBeLessThan(500);
      if (url.includes('/images/') || url.includes('/purchases/')) expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('root:');
    }
  });
});

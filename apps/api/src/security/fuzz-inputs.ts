import fc from 'fast-check';
import { afterAll } from 'vitest';
import { parseJson, stringifyJson } from '@dungeon/api-client/codec';
import { multipartBody, type FilePart } from '../test/test-app';

/**
 * Inputs of the fast-check suites in this folder (`fuzz*.spec.ts`): hostile strings and values,
 * near-valid bodies built from valid samples, and the ways a value reaches the server (JSON through
 * the big-number codec, query strings, path segments, multipart text fields, header values); and
 * what the suites share: their case counts and the tally each prints.
 */

/** Generated cases for each validator, schema or function, called directly: issue 10's bar. */
export const VALIDATOR_RUNS = 10_000;

/**
 * Generated requests for each route through the whole server (`inject`), in front of validators
 * fuzzed VALIDATOR_RUNS times each: about 10 s for the route pass of `fuzz.spec.ts` on two cores
 * (40 s at 10,000, which CI's 20 minutes could not spare; apps/api README, "Security tests").
 * `API_FUZZ_SERVER_RUNS` sets another count.
 */
export const SERVER_RUNS = Number(process.env['API_FUZZ_SERVER_RUNS'] ?? 2_000);

/**
 * A tally of cases per validator or route, printed after the file's tests (issue 10: each gate
 * prints its figures): `heading`, then one line per entry, its value shown by `show`.
 */
export function printTally<T>(heading: string, show: (value: T) => string): Map<string, T> {
  const tally = new Map<string, T>();
  afterAll(() => {
    console.info(`${heading}:\n${[...tally].map(([name, value]) => `  ${name}: ${show(value)}`).join('\n')}`);
  });
  return tally;
}

export const CATALOGUE_KEY = /^[A-Za-z]+(_\d+)?$/;
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

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

export const anyString: fc.Arbitrary<string> = fc.oneof(
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

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS), anyScalar, { maxKeys: 3 }) },
);

/**
 * A value a route checks by hand (a session id, a receipt number, a picture's name): one of the
 * `valid` ones, a near miss of one (`near`: its variants a check could confuse with it), one of the
 * `extra` fixed cases, or any string at all; `weights` shifts the mix.
 */
export function nearMisses(
  valid: readonly string[],
  near: (value: string) => string[],
  extra: readonly string[] = [],
  weights: { valid?: number; near?: number; extra?: number; any?: number } = {},
): fc.Arbitrary<string> {
  const { valid: validWeight = 3, near: nearWeight = 3, extra: extraWeight = 1, any: anyWeight = 4 } = weights;
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: validWeight, arbitrary: fc.constantFrom(...valid) },
    { weight: nearWeight, arbitrary: fc.constantFrom(...valid).chain((value) => fc.constantFrom(...near(value))) },
    { weight: anyWeight, arbitrary: anyString },
  ];
  if (extra.length) options.push({ weight: extraWeight, arbitrary: fc.constantFrom(...extra) });
  return fc.oneof(...options);
}

/** One field's value: its valid sample (the first) most of the time, another sample or anything else sometimes. */
export function fieldValue<T>(values: readonly T[], other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(values[0] as T) },
    { weight: 2, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: other },
  );
}

/** Near-valid objects (every field, or some), with extra and prototype-pollution keys, or anything at all. */
export function bodies(
  samples: Record<string, readonly unknown[]>,
  other: fc.Arbitrary<unknown> = anyValue,
): fc.Arbitrary<unknown> {
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

export const textValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyString.map(wellFormed) },
  {
    weight: 1,
    arbitrary: fc.array(anyString.map(wellFormed), { minLength: 2, maxLength: 3 }).map((list) => list.join(',')),
  },
);

/** Query values as the server's parser gives them: a string, or an array of strings for a repeated key. */
export const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString.map(wellFormed) },
  { weight: 1, arbitrary: fc.array(anyString.map(wellFormed), { minLength: 2, maxLength: 3 }) },
);

/** The JSON body exactly as the server parses it: through the wire and the big-number codec. */
export const overTheWire = (value: unknown): unknown => parseJson(stringifyJson(value));

/** A query string of parsed query values (a repeated key for an array). */
export function queryString(input: unknown): string {
  const entries = Object.entries(input as Record<string, string | string[]>).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`),
  );
  return entries.length ? `?${entries.join('&')}` : '';
}

/** One path segment, percent-encoded as a browser would; never empty. */
export const pathSegment = (input: unknown) => encodeURIComponent(wellFormed(String(input))) || '%20';

/** A multipart body of text fields (and `attachments` files), as a browser's FormData sends it. */
export function formBody(
  fields: Record<string, unknown>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, wellFormed(String(value))]));
  return multipartBody(text, files);
}

// eslint-disable-next-line no-control-regex -- exactly the characters a header value cannot carry
const NOT_IN_A_HEADER = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/**
 * A header value as Node's HTTP parser hands it over: the sender's UTF-8 bytes read as Latin-1, no
 * control character but tab (the parser refuses those), surrounding white space trimmed.
 */
const asHeaderText = (text: string): string =>
  Buffer.from(wellFormed(text), 'utf8').toString('latin1').replace(NOT_IN_A_HEADER, '').trim();

export const headerText: fc.Arbitrary<string> = anyString.map(asHeaderText);

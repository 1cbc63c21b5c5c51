import fc from 'fast-check';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NEWS_LANGUAGES,
  negotiateNewsLanguage,
  PRICE_CURRENCIES,
  prerenderLanguageFor,
  type PrerenderManifest,
  type ShopPricesAnswer,
} from '@dungeon/contract';
import { VETERAN_USER } from '../db/seed-account';
import { DEMO_USERS } from '../db/seed-users';
import { spendCaptcha } from '../http/captcha';
import { ApiError, parseWith } from '../http/errors';
import { requestLocale } from '../http/mailer';
import { CHECK_RESULT } from '../http/sessions';
import { mailboxQuery } from '../routes/dev';
import { quoteCurrency } from '../routes/shop';
import {
  builtSite,
  sessionIdOf,
  signedInCookie,
  solvedCaptcha,
  testClient,
  unlimitedClient,
  userIdOf,
  type TestClient,
} from '../test/test-app';
import {
  anyString,
  anyValue,
  fieldValue,
  headerText,
  nearMisses,
  pathSegment,
  POLLUTION_KEYS,
  printTally,
  queryString,
  queryValue,
  SERVER_RUNS,
  VALIDATOR_RUNS,
} from './fuzz-inputs';

/**
 * Issue 10, Security, bad input: fast-check of the validators written by hand rather than as a
 * contract schema (`fuzz.spec.ts` has those): the captcha payload, the session and language
 * cookies, Accept-Language, and the path and query values some routes check themselves (a receipt
 * number, a news picture's name, the quote currency, the dev mailbox's address). Each function
 * takes VALIDATOR_RUNS generated inputs, and so does a route that is its own validator (the receipt
 * number, the picture's name). Through `inject`, a route in front of such a function takes
 * ROUTE_RUNS when it adds nothing but the parsing of a header to it (the captcha on the reset form,
 * the Cookie header, the served site's language cookie), else SERVER_RUNS as in `fuzz.spec.ts`.
 * The answer is always the documented one: a clean 4xx (or the route's fallback), never a 5xx,
 * and never an acceptance the oracle does not expect.
 */

/** Through a route that only parses a header for a function fuzzed VALIDATOR_RUNS times (apps/api README). */
const ROUTE_RUNS = 1_000;
const CAPTCHA_KEYS = ['captcha_1', 'captcha_2', 'captcha_3', 'captcha_4'];
const LOCALE_TAGS: readonly string[] = NEWS_LANGUAGES;

const tally = printTally<number>('fast-check cases per hand-written validator', String);

/** fc.assert with a count of the cases it ran, for the printed tally. */
async function property<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  check: (value: T) => Promise<void> | void,
) {
  let count = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      count += 1;
      await check(value);
    }),
    { numRuns: runs },
  );
  tally.set(name, count);
}

// --- captcha ------------------------------------------------------------------------------------

type Payload = Record<string, unknown>;
const ESSENTIAL = ['algorithm', 'challenge', 'number', 'salt', 'signature'] as const;

interface CaptchaCase {
  /** What the form's `captcha` field carries. */
  payload: string | undefined;
  /** The JSON the server decodes from it, when the case was built from one. */
  decoded?: unknown;
}

/** JSON text of a value (`null` for undefined, which JSON.stringify would turn into no text at all). */
const jsonOf = (value: unknown): string => JSON.stringify(value === undefined ? null : value);
const encodeJson = (value: unknown): string => Buffer.from(jsonOf(value)).toString('base64');
const viaJson = (value: unknown): unknown => JSON.parse(jsonOf(value)) as unknown;
const hexDigit = fc.integer({ min: 0, max: 15 }).map((digit) => digit.toString(16));
const hex = (length: number) => fc.string({ unit: hexDigit, minLength: length, maxLength: length });

/**
 * Captcha fields as a tamperer would send them: genuine solutions replayed, genuine ones with some
 * fields changed (the number, the salt's expiry, the algorithm, the signature), arbitrary JSON in
 * base64, and arbitrary text.
 */
function captchaCases(genuine: readonly Payload[]): fc.Arbitrary<CaptchaCase> {
  const salts = genuine.map((payload) => String(payload['salt']));
  const changes = fc.record(
    {
      algorithm: fc.oneof(fc.constantFrom('SHA-1', 'SHA-256', 'SHA-512', 'sha-256', 'SHA-384', 'MD5', ''), anyValue),
      challenge: fc.oneof(hex(64), hex(40), anyValue),
      number: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.double(), fc.constantFrom(1e21, 2 ** 53, -0), anyValue),
      salt: fc.oneof(
        fc
          .tuple(
            fc.constantFrom(...salts),
            fc.constantFrom('?expires=1', '?expires=99999999999', '?expires=abc', '?', '?expires=1e30', '&expires=9'),
          )
          .map(([salt, params]) => `${salt.split('?')[0] ?? ''}${params}`),
        anyValue,
      ),
      signature: fc.oneof(hex(64), anyValue),
    },
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom(...POLLUTION_KEYS, 'maxnumber', 'took'), fc.string({ maxLength: 8 })),
    anyValue,
    {
      maxKeys: 3,
    },
  );
  const tampered = fc
    .tuple(fc.constantFrom(...genuine), changes, extra)
    .map(([base, changed, more]) => viaJson({ ...more, ...base, ...changed }));
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...genuine)
        .map((payload) => ({ payload: encodeJson(payload), decoded: viaJson(payload) })),
    },
    { weight: 6, arbitrary: tampered.map((decoded) => ({ payload: encodeJson(decoded), decoded })) },
    { weight: 2, arbitrary: anyValue.map((value) => ({ payload: encodeJson(value), decoded: viaJson(value) })) },
    { weight: 2, arbitrary: anyString.map((text) => ({ payload: text })) },
    { weight: 1, arbitrary: fc.constant({ payload: undefined }) },
  );
}

/**
 * The oracle: a payload is good when its essential fields are exactly those of a genuine solution
 * not spent yet. Everything else must be refused, and a good one must not be.
 */
function genuineMatch(genuine: readonly Payload[], decoded: unknown): Payload | undefined {
  if (typeof decoded !== 'object' || decoded === null) return undefined;
  const candidate = decoded as Payload;
  return genuine.find((payload) =>
    ESSENTIAL.every((field) => Object.hasOwn(candidate, field) && candidate[field] === payload[field]),
  );
}

async function genuineSolutions(client: TestClient, count: number): Promise<Payload[]> {
  const solved: Payload[] = [];
  for (let n = 0; n < count; n += 1) {
    solved.push(JSON.parse(Buffer.from(await solvedCaptcha(client), 'base64').toString('utf8')) as Payload);
  }
  return solved;
}

describe(`captcha payload (${String(VALIDATOR_RUNS)} cases; POST /api/auth/password-reset ${String(ROUTE_RUNS)})`, () => {
  it('spendCaptcha accepts exactly the unspent genuine solutions and refuses the rest with a captcha_* 400', async () => {
    const client = await unlimitedClient();
    const genuine = await genuineSolutions(client, 30);
    const spent = new Set<unknown>();
    await property('spendCaptcha', captchaCases(genuine), VALIDATOR_RUNS, async ({ payload, decoded }) => {
      const match = genuineMatch(genuine, decoded);
      const good = match !== undefined && !spent.has(match['signature']);
      let accepted = true;
      try {
        await spendCaptcha(client.app.ctx, payload);
      } catch (error) {
        accepted = false;
        expect(error).toBeInstanceOf(ApiError);
        const refusal = error as ApiError;
        expect(refusal.status).toBe(400);
        expect(CAPTCHA_KEYS).toContain(refusal.key);
        expect(refusal.fields).toEqual({ captcha: refusal.key });
      }
      expect(accepted, jsonOf(decoded ?? payload).slice(0, 300)).toBe(good);
      if (match) spent.add(match['signature']);
    });
    expect(spent.size).toBeGreaterThan(0);
  }, 120_000);

  it('POST /api/auth/password-reset answers 200 only for an unspent genuine solution, else a captcha_* 400', async () => {
    const client = await unlimitedClient();
    const genuine = await genuineSolutions(client, 20);
    const spent = new Set<unknown>();
    await property(
      'POST /api/auth/password-reset captcha',
      captchaCases(genuine),
      ROUTE_RUNS,
      async ({ payload, decoded }) => {
        const match = genuineMatch(genuine, decoded);
        const good = match !== undefined && !spent.has(match['signature']);
        const response = await client.call('POST', '/api/auth/password-reset', {
          email: DEMO_USERS.player.email,
          captcha: payload,
        });
        if (good) expect(response.body).toEqual({ sent: true });
        else {
          expect(response.status).toBe(400);
          expect(CAPTCHA_KEYS).toContain((response.body as { error: string }).error);
        }
        if (match) spent.add(match['signature']);
      },
    );
  }, 120_000);
});

// --- cookies ------------------------------------------------------------------------------------

/** A session id as a cookie value: the real one, near misses of it, or anything. */
const sessionIds = (real: string) =>
  nearMisses(
    [real],
    (id) => [
      id.slice(1),
      `${id}A`,
      id.toUpperCase(),
      ` ${id}`,
      id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      encodeURIComponent(id),
    ],
    [],
    { valid: 2, any: 5 },
  );

describe(`cookies (${String(VALIDATOR_RUNS)} cases each; the Cookie header and the served site's language cookie ${String(ROUTE_RUNS)})`, () => {
  let client: TestClient;
  let real = '';
  beforeAll(async () => {
    client = await unlimitedClient();
    real = sessionIdOf(await signedInCookie(client, userIdOf(client, DEMO_USERS.player.email)));
  });

  it('Sessions.lookup signs in only the exact live session id, and classifies anything else as no or unknown session', async () => {
    await property('Sessions.lookup (sid)', sessionIds(real), VALIDATOR_RUNS, (value) => {
      const { result, user } = client.app.ctx.sessions.lookup({ cookies: { sid: value } } as unknown as FastifyRequest);
      if (value === real) expect(user?.email).toBe(DEMO_USERS.player.email);
      else {
        expect(user).toBeNull();
        expect(result).toBe(value === '' ? CHECK_RESULT.noSession : CHECK_RESULT.unknownSession);
      }
    });
  });

  it('POST /api/auth/login/check parses any Cookie header and answers 0 only for the real session', async () => {
    const cookieHeaders = fc.oneof(
      { weight: 4, arbitrary: sessionIds(real).map((value) => `sid=${value}`) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.string({ maxLength: 8 }), headerText, sessionIds(real))
          .map(([name, value, id]) => `${name}=${value}; sid=${id}; language=${value}`),
      },
      { weight: 3, arbitrary: headerText },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'sid',
          'sid=',
          '=; ;=',
          `sid=${real}; sid=x`,
          `sid=x; sid=${real}`,
          `sid="${real}"`,
          `sid=%${real}`,
        ),
      },
    );
    await property('POST /api/auth/login/check (Cookie)', cookieHeaders, ROUTE_RUNS, async (header) => {
      const response = await client.app.inject({
        method: 'POST',
        url: '/api/auth/login/check',
        headers: { cookie: header, 'x-csrf-protection': '1' },
      });
      expect(response.statusCode, header).toBe(200);
      const { result } = response.json<{ result: number }>();
      expect([CHECK_RESULT.loggedIn, CHECK_RESULT.noSession, CHECK_RESULT.unknownSession]).toContain(result);
      if (result === CHECK_RESULT.loggedIn) expect(header).toContain(real);
      if (header === `sid=${real}`) expect(result).toBe(CHECK_RESULT.loggedIn);
    });
  });

  const manifest: PrerenderManifest = {
    languageCookie: 'language',
    languages: { EN: 'en', DE: 'de', KO: 'ko' },
    defaultLanguage: 'en',
    routes: [{ pattern: '/home', mode: 'page', file: 'home.html' }],
  };
  /**
   * The expected folder, written out (SPEC §1: the cookie holds a locale code, EN by default): the
   * manifest's exact codes choose their folder; anything else, a tag or a prototype key included, en.
   */
  const FOLDER_OF_CODE = new Map([
    ['EN', 'en'],
    ['DE', 'de'],
    ['KO', 'ko'],
  ]);
  const expectedFolder = (value: string | undefined) =>
    value === undefined ? 'en' : (FOLDER_OF_CODE.get(value) ?? 'en');
  const languageValues = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...Object.keys(manifest.languages), 'de', 'Korean', '') },
    { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 5, arbitrary: anyString },
  );

  it.each([
    ['EN', 'en'],
    ['DE', 'de'],
    ['KO', 'ko'],
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'en'],
    ['ko', 'en'],
    ['Korean', 'en'],
    [' DE', 'en'],
    ['DE ', 'en'],
    ['__proto__', 'en'],
    ['constructor', 'en'],
    ['toString', 'en'],
    ['hasOwnProperty', 'en'],
  ])('prerenderLanguageFor: a cookie of %j picks the %s folder', (value, folder) => {
    expect(prerenderLanguageFor(manifest, value)).toBe(folder);
  });

  it('prerenderLanguageFor picks a folder of the manifest for any cookie value, prototype keys included', async () => {
    const folders = new Set(Object.values(manifest.languages));
    await property(
      'prerenderLanguageFor (language)',
      fc.option(languageValues, { nil: undefined }),
      VALIDATOR_RUNS,
      (value) => {
        const folder = prerenderLanguageFor(manifest, value);
        expect(folders.has(folder)).toBe(true);
        expect(folder).toBe(expectedFolder(value));
      },
    );
  });

  it('the served site answers a page in a prerendered language whatever the Cookie header says', async () => {
    const webDist = builtSite({ indexHtml: '<!doctype html><title>Emberdeep</title>', manifest });
    const { app: site } = await testClient({ seed: false, config: { webDist } });
    const headers = fc.oneof(
      { weight: 3, arbitrary: languageValues.map((value) => `language=${value}`) },
      {
        weight: 1,
        arbitrary: fc.tuple(headerText, languageValues).map(([other, value]) => `${other}; language=${value}`),
      },
      { weight: 1, arbitrary: headerText },
    );
    await property('GET /home (language cookie)', headers, ROUTE_RUNS, async (header) => {
      const response = await site.inject({ method: 'GET', url: '/home', headers: { cookie: header } });
      expect(response.statusCode, header).toBe(200);
      const language = String(response.headers['content-language']);
      expect(Object.values(manifest.languages)).toContain(language);
      expect(response.body).toBe(`<!doctype html><html lang="${language}"><title>/home ${language}</title>`);
      const value = header.slice('language='.length);
      if (header.startsWith('language=') && FOLDER_OF_CODE.has(value)) expect(language).toBe(FOLDER_OF_CODE.get(value));
    });
  }, 60_000);
});

// --- Accept-Language ----------------------------------------------------------------------------

/** Accept-Language headers: well-formed lists of real and made-up tags with weights, or anything. */
const acceptLanguages: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...LOCALE_TAGS, 'zh-TW', 'zh-CN', 'pt-BR', 'en-US', 'de-CH', '*', 'EN', 'x-klingon'),
            fc.string({ maxLength: 6 }),
          ),
          fc.option(
            fc.oneof(
              fc.constantFrom('q=0', 'q=1', 'q=0.5', 'q=1.001', 'q=-1', 'q=abc', 'q='),
              fc.string({ maxLength: 6 }),
            ),
            { nil: undefined },
          ),
        ),
        { maxLength: 30 },
      )
      .map((parts) => parts.map(([tag, q]) => (q === undefined ? tag : `${tag};${q}`)).join(', ')),
  },
  { weight: 4, arbitrary: headerText },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

describe(`Accept-Language (${String(VALIDATOR_RUNS)} cases each)`, () => {
  // The mail's language (http/mailer.ts): the site sends its own tag, one of the ten, so only the
  // first entry counts, exactly as written; weights are not read.
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['zh-Hant', 'zh-Hant'],
    ['de;q=0.5, ja', 'de'],
    [' ja , de', 'ja'],
    ['nl, de', 'en'],
    ['zh-TW', 'en'],
    ['de-DE', 'en'],
    ['DE', 'en'],
    ['*', 'en'],
    ['__proto__', 'en'],
  ])('requestLocale(%j) is %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });

  it('requestLocale answers one of the ten tags: a tag of the ten written first wins, whatever follows', async () => {
    await property(
      'requestLocale (Accept-Language)',
      fc.tuple(acceptLanguages, fc.constantFrom(...LOCALE_TAGS), fc.constantFrom('', ';q=0.5', ' ', ';q=1')),
      VALIDATOR_RUNS,
      ([header, tag, weight]) => {
        expect(LOCALE_TAGS).toContain(requestLocale(header));
        const rest = header ?? '';
        expect(requestLocale(`${tag}${weight},${rest}`)).toBe(tag);
        expect(requestLocale(`nl${weight},${rest}`)).toBe('en');
      },
    );
  });

  it('negotiateNewsLanguage answers one of the ten tags for any header, and the asked lang when given', async () => {
    await property(
      'negotiateNewsLanguage (Accept-Language)',
      fc.tuple(fc.option(fc.constantFrom(...NEWS_LANGUAGES), { nil: undefined }), acceptLanguages),
      VALIDATOR_RUNS,
      ([lang, header]) => {
        const chosen = negotiateNewsLanguage(lang, header);
        expect(LOCALE_TAGS).toContain(chosen);
        if (lang) expect(chosen).toBe(lang);
      },
    );
  });
});

// --- the quote currency and the dev mailbox's address, as functions -----------------------------

/** `?currency=` values: a price currency, near ones, anything, or a repeated key. */
const currencyQueries = fc.record(
  { currency: fieldValue([...PRICE_CURRENCIES, 'usd', 'GBP', ''], queryValue), other: queryValue },
  { requiredKeys: [] },
);

const mailboxQueries = fc.record(
  {
    to: fieldValue(
      [DEMO_USERS.player.email, 'nobody@example.test', 'not-an-address', ' demo@emberdeep.example'],
      queryValue,
    ),
    other: queryValue,
  },
  { requiredKeys: [] },
);

/** What an accepted mailbox address must be: one string, one @, no white space. */
const expectAddress = (to: unknown) => {
  expect(typeof to).toBe('string');
  expect(String(to)).toMatch(/^[^@\s]+@[^@\s]+$/);
};

describe(`the quote currency and the dev mailbox's address (${String(VALIDATOR_RUNS)} cases each)`, () => {
  const asRequest = (query: unknown, language: string | undefined) =>
    ({ query, headers: language === undefined ? {} : { 'accept-language': language } }) as unknown as FastifyRequest;

  it('quoteCurrency honours a price currency asked for, and otherwise ignores the query', async () => {
    await property(
      'quoteCurrency (currency, Accept-Language)',
      fc.tuple(currencyQueries, acceptLanguages),
      VALIDATOR_RUNS,
      ([query, language]) => {
        const currency = quoteCurrency(asRequest(query, language));
        expect(PRICE_CURRENCIES).toContain(currency);
        const asked = query.currency;
        if (typeof asked === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(asked))
          expect(currency).toBe(asked);
        else expect(currency).toBe(quoteCurrency(asRequest({}, language)));
      },
    );
  });

  it('without a price currency asked for, quotes in the currency of the Accept-Language (its first tag, as the site sends one)', () => {
    expect(
      [
        [{}, 'de, en;q=0.5'],
        [{ currency: 'GBP' }, 'fr'],
        [{ currency: ['EUR'] }, 'en-US'],
        [{}, 'ja'],
        [{}, undefined],
      ].map(([query, language]) => quoteCurrency(asRequest(query, language as string | undefined))),
    ).toEqual(['EUR', 'EUR', 'USD', 'USD', 'USD']);
  });

  it('the mailbox query takes one address and refuses anything else with email_10', async () => {
    await property('mailboxQuery (to)', mailboxQueries, VALIDATOR_RUNS, (query) => {
      let accepted: { to: string };
      try {
        accepted = parseWith(mailboxQuery, query);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).key).toBe('email_10');
        return;
      }
      expectAddress(query.to);
      expect(accepted).toEqual({ to: query.to });
    });
  });
});

// --- path and query values checked by the route itself ------------------------------------------

// A path value the route checks itself has no function of its own to fuzz directly, so it takes
// the validators' count; the two query values are fuzzed as functions above, so SERVER_RUNS.
describe(`path and query values checked by the route, through the server (paths ${String(VALIDATOR_RUNS)} requests each, queries ${String(SERVER_RUNS)})`, () => {
  let client: TestClient;
  let veteran = '';
  let own: string[] = [];
  let others: string[] = [];
  beforeAll(async () => {
    client = await unlimitedClient();
    const veteranId = userIdOf(client, VETERAN_USER.email);
    veteran = await signedInCookie(client, veteranId);
    const receipts = client.db
      .prepare<[], { receipt_number: string; user_id: number }>('SELECT receipt_number, user_id FROM purchases')
      .all();
    own = receipts.filter((row) => row.user_id === veteranId).map((row) => row.receipt_number);
    others = receipts.filter((row) => row.user_id !== veteranId).map((row) => row.receipt_number);
  });

  const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    client.app.inject({ method: 'GET', url, headers });
  const errorOf = (response: LightMyRequestResponse) => response.json<{ error?: string }>().error;
  /** The route's own not-found answer; the router's 414 first for a segment past its 100 characters. */
  const expectNotFound = (response: LightMyRequestResponse, key: string, segment: string) => {
    const tooLong = decodeURIComponent(pathSegment(segment)).length > 100;
    expect(response.statusCode, segment.slice(0, 100)).toBe(tooLong ? 414 : 404);
    expect(errorOf(response)).toBe(tooLong ? 'defaultError_12' : key);
  };

  it("GET /api/shop/purchases/:receiptNumber shows the caller's own receipt and answers shop_13 for anything else", async () => {
    expect(own.length).toBeGreaterThan(0);
    const receipts = nearMisses(
      own,
      (receipt) => [
        receipt.toLowerCase(),
        `${receipt} `,
        `${receipt}/`,
        `${receipt}%`,
        receipt.slice(0, -1),
        `${receipt}${'x'.repeat(40)}`,
        `${receipt}'--`,
      ],
      [...others, 'EMB-20260101-0000000000'],
    );
    await property('GET /api/shop/purchases/:receiptNumber', receipts, VALIDATOR_RUNS, async (receipt) => {
      const response = await get(`/api/shop/purchases/${pathSegment(receipt)}`, { cookie: veteran });
      if (own.includes(receipt)) {
        expect(response.statusCode).toBe(200);
        expect(response.json<{ receiptNumber: string }>().receiptNumber).toBe(receipt);
      } else expectNotFound(response, 'shop_13', receipt);
    });
  }, 120_000);

  it('GET /api/news/images/:name serves only a stored picture, sandboxed, and answers news_1 for anything else', async () => {
    const names = client.db
      .prepare<[], { name: string }>('SELECT name FROM news_images')
      .all()
      .map((row) => row.name);
    const pictures = nearMisses(
      names,
      (name) => [
        name.toUpperCase(),
        `../${name}`,
        `${name}.svg`,
        name.replace('.svg', '.png'),
        `${name}\u0000`,
        `./${name}`,
        name.slice(1),
      ],
      ['..', '.', '%2e%2e', '../../../../etc/passwd', 'a.svg', `${'a'.repeat(81)}.svg`],
    );
    await property('GET /api/news/images/:name', pictures, VALIDATOR_RUNS, async (name) => {
      const response = await get(`/api/news/images/${pathSegment(name)}`);
      if (names.includes(name)) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(String(response.headers['content-security-policy'])).toContain('sandbox');
      } else expectNotFound(response, 'news_1', name);
    });
  }, 120_000);

  it('GET /api/shop/prices quotes in the asked currency when it is one, else by Accept-Language, never failing', async () => {
    await property(
      'GET /api/shop/prices (currency, Accept-Language)',
      fc.tuple(currencyQueries, acceptLanguages),
      SERVER_RUNS,
      async ([query, language]) => {
        const response = await get(
          `/api/shop/prices${queryString(query)}`,
          language === undefined ? {} : { 'accept-language': language },
        );
        expect(response.statusCode).toBe(200);
        const { standard } = response.json<ShopPricesAnswer>();
        expect(PRICE_CURRENCIES).toContain(standard.currency);
        const asked = query.currency;
        if (typeof asked === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(asked))
          expect(standard.currency).toBe(asked);
      },
    );
  }, 120_000);

  it('GET /api/dev/mailbox lists mail for an address and answers email_10 for anything else', async () => {
    await property('GET /api/dev/mailbox (to)', mailboxQueries, SERVER_RUNS, async (query) => {
      const response = await get(`/api/dev/mailbox${queryString(query)}`);
      if (response.statusCode === 200) {
        expectAddress(query.to);
        expect(Array.isArray(response.json<{ messages: unknown }>().messages)).toBe(true);
      } else {
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(errorOf(response)).toBe('email_10');
      }
    });
  }, 120_000);
});

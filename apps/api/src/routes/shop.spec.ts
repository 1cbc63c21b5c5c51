import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { describe, expect, it, vi } from 'vitest';
import type {
  CaptchaChallenge,
  CurrencyHistoryAnswer,
  OwnedAnswer,
  PurchaseReceipt,
  ShopPricesAnswer,
  ShopProduct,
} from '@dungeon/contract';
import { CLASSIC_APPID, EMBERDEEP_APPID, GIFT_CODES, PRODUCT_IDS } from '../db/seed-shop';
import { testClient, type TestClient } from '../test/test-app';

const PLAYER_ID = 1;
const WITHDRAWN_ID = 2;

async function signedIn(userId = PLAYER_ID): Promise<TestClient> {
  const client = await testClient();
  await client.call('POST', '/test/sign-in', { userId });
  return client;
}

function buy(
  client: TestClient,
  productid: string,
  {
    key = randomUUID(),
    paymentMethod = 'sandbox-card',
    agreeTerms = true,
    confirmAge = true,
    appid = EMBERDEEP_APPID,
    headers = {},
  }: {
    key?: string;
    paymentMethod?: string;
    agreeTerms?: boolean;
    confirmAge?: boolean;
    appid?: number;
    headers?: Record<string, string>;
  } = {},
) {
  return client.call(
    'POST',
    '/api/shop/purchases',
    { appid, productid, agreeTerms, confirmAge, paymentMethod },
    { 'idempotency-key': key, ...headers },
  );
}

/** The state of the purchase made with `key`, or undefined when there is none. */
const purchaseStatus = (client: TestClient, key: string) =>
  client.db.prepare<[string], { status: string }>('SELECT status FROM purchases WHERE idempotency_key = ?').get(key)
    ?.status;

/**
 * Starts a card purchase whose payment never answers (a provider that hangs, or a server that
 * stops while charging): its row is reserved as `processing` and nothing settles it. The sandbox
 * charge waits on a timer of a fake clock, which is then thrown away.
 */
async function stalledPurchase(client: TestClient, productid: string, key: string): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    void buy(client, productid, { key });
    for (let turn = 0; turn < 100 && purchaseStatus(client, key) === undefined; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    vi.useRealTimers();
  }
  expect(purchaseStatus(client, key)).toBe('processing');
}

const balanceOf = async (client: TestClient) =>
  ((await client.call('GET', '/api/currency')).body as { balance: string }).balance;

/** The ledger invariant of the issue: the balance equals the sum of the history, and the last entry. */
function ledgerAgrees(client: TestClient, userId = PLAYER_ID): boolean {
  const { balance } = client.db
    .prepare<[number], { balance: string }>('SELECT currency_balance AS balance FROM users WHERE id = ?')
    .get(userId) ?? { balance: '?' };
  const deltas = client.db
    .prepare<[number], { delta: string; balance_after: string }>(
      'SELECT delta, balance_after FROM currency_ledger WHERE user_id = ? ORDER BY id',
    )
    .all(userId);
  const sum = deltas.reduce((total, row) => total + BigInt(row.delta), 0n).toString();
  return sum === balance && (deltas.at(-1)?.balance_after ?? '0') === balance;
}

async function solvedCaptcha(client: TestClient): Promise<string> {
  const challenge = (await client.call('GET', '/api/captcha/challenge')).body as CaptchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('unsolvable challenge');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

/** A refusal of the gift code itself: said at the code field, as the format's are. */
const codeRefused = (key: string) => ({ error: key, fields: { code: key } });

async function redeem(client: TestClient, code: string) {
  return client.call('POST', '/api/gifts/apply', { code, captcha: await solvedCaptcha(client) });
}

describe('GET /api/shop/prices', () => {
  it('answers the SPEC §3 pricing state in USD for English and EUR for German, big pack ids exact', async () => {
    const client = await testClient();
    const en = (await client.call('GET', '/api/shop/prices')).body as ShopPricesAnswer;
    expect(en.standard).toMatchObject({ price: '29.99', currency: 'USD', productid: PRODUCT_IDS.standard });
    expect(en.dlc_legendary_status).toMatchObject({ price: '14.99', stonePrice: '1500' });
    expect(en.redStonePricing.map((pack) => [pack.amount, pack.productid])).toEqual([
      ['500', '2710000000000000500'],
      ['1100', '2710000000000001100'],
      ['2400', '2710000000000002400'],
      ['5000', '2710000000000005000'],
    ]);
    const de = await client.call('GET', '/api/shop/prices', undefined, { 'accept-language': 'de' });
    expect((de.body as ShopPricesAnswer).founder).toMatchObject({ price: '49.99', currency: 'EUR' });
    // On the wire a 19-digit id is a number literal with every digit (SPEC §7).
    expect(de.raw.body).toContain('"productid":2710000000000005000');
  });
});

describe('GET /api/shop/products/:appid/:productid', () => {
  it('describes a product, its payment methods and whether it is in service', async () => {
    const client = await testClient();
    const dlc = (await client.call('GET', `/api/shop/products/2710/${PRODUCT_IDS.dlc_legendary_status}`))
      .body as ShopProduct;
    expect(dlc).toMatchObject({ kind: 'dlc', paymentMethods: ['sandbox-card', 'currency'], requires: 'edition' });
    const pack = (await client.call('GET', `/api/shop/products/2710/${PRODUCT_IDS.stones1100}`)).body as ShopProduct;
    expect(pack).toMatchObject({ productid: PRODUCT_IDS.stones1100, stoneAmount: '1100', repeatable: true });
    const classic = (await client.call('GET', `/api/shop/products/${String(CLASSIC_APPID)}/${PRODUCT_IDS.classic}`))
      .body as ShopProduct;
    expect(classic.inService).toBe(false);
  });

  it('answers shop_9 for an unknown app and shop_12 for an unknown product', async () => {
    const client = await testClient();
    expect((await client.call('GET', '/api/shop/products/9999/271001')).body).toEqual({ error: 'shop_9' });
    expect((await client.call('GET', '/api/shop/products/2710/999')).body).toEqual({ error: 'shop_12' });
    expect((await client.call('GET', `/api/shop/products/2710/${PRODUCT_IDS.classic}`)).status).toBe(404);
  });
});

describe('POST /api/shop/purchases', () => {
  it('buys an edition with the sandbox card: receipt, ownership and a localized confirmation mail', async () => {
    const client = await signedIn();
    const response = await buy(client, PRODUCT_IDS.standard, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(201);
    const receipt = response.body as PurchaseReceipt;
    expect(receipt).toMatchObject({
      product: { key: 'standard', kind: 'edition' },
      amount: '29.99',
      currency: 'EUR',
      status: 'complete',
      balanceAfter: null,
    });
    expect(receipt.receiptNumber).toMatch(/^EMB-20261122-[0-9A-F]{10}$/);
    const owned = (await client.call('GET', '/api/shop/owned')).body as OwnedAnswer;
    expect(owned.items).toEqual([
      { appid: 2710, productid: PRODUCT_IDS.standard, kind: 'edition', status: 'complete', count: 1 },
    ]);
    const mail = client.db
      .prepare<[], { subject: string; body: string; locale: string }>('SELECT subject, body, locale FROM mail_outbox')
      .get();
    expect(mail?.locale).toBe('de');
    expect(mail?.subject).toBe(`Dein Emberdeep-Beleg ${receipt.receiptNumber}`);
    // The product and the amount as the German shop page shows them.
    expect(mail?.body.split('\n')).toEqual(
      expect.arrayContaining(['Produkt: Standard-Edition', 'Betrag: 29,99\u00a0€']),
    );
    const again = await client.call('GET', `/api/shop/purchases/${receipt.receiptNumber}`);
    expect(again.body).toEqual(receipt);
  });

  it('credits a Red Stone pack and books it in the ledger', async () => {
    const client = await signedIn();
    const response = await buy(client, PRODUCT_IDS.stones1100);
    expect(response.body).toMatchObject({
      productid: PRODUCT_IDS.stones1100,
      stonesCredited: '1100',
      balanceAfter: '2350',
    });
    expect(await balanceOf(client)).toBe('2350');
    // A pack is mailed by its amount in the player's words.
    const mail = client.db.prepare<[], { body: string }>('SELECT body FROM mail_outbox').get();
    expect(mail?.body).toContain('Product: 1,100 Red Stones');
    const history = (await client.call('GET', '/api/currency/history')).body as CurrencyHistoryAnswer;
    expect(history.items[0]).toMatchObject({ delta: '1100', balanceAfter: '2350', reason: 'purchase' });
    expect(ledgerAgrees(client)).toBe(true);
  });

  it('pays a DLC with Red Stones once an edition is owned, and refuses when the balance is short (shop_5)', async () => {
    const client = await signedIn();
    expect((await buy(client, PRODUCT_IDS.dlc_legendary_status, { paymentMethod: 'currency' })).body).toEqual({
      error: 'shop_3',
    });
    await buy(client, PRODUCT_IDS.founder);
    const short = await buy(client, PRODUCT_IDS.dlc_legendary_status, { paymentMethod: 'currency' });
    expect(short.status).toBe(402);
    expect(short.body).toEqual({ error: 'shop_5' });
    expect(await balanceOf(client)).toBe('1250');
    const paid = await buy(client, PRODUCT_IDS.dlc_seasonal_pack, { paymentMethod: 'currency' });
    expect(paid.body).toMatchObject({ amount: '1000', currency: 'RST', balanceAfter: '250' });
    const history = (await client.call('GET', '/api/currency/history')).body as CurrencyHistoryAnswer;
    expect(history.items[0]).toMatchObject({ delta: '-1000', reason: 'spend' });
    expect(ledgerAgrees(client)).toBe(true);
  });

  it('answers shop_17 unless the terms and the age are both confirmed, and charges nothing', async () => {
    const client = await signedIn();
    expect((await buy(client, PRODUCT_IDS.standard, { agreeTerms: false })).body).toMatchObject({ error: 'shop_17' });
    expect((await buy(client, PRODUCT_IDS.standard, { confirmAge: false })).body).toMatchObject({ error: 'shop_17' });
    expect(((await client.call('GET', '/api/shop/owned')).body as OwnedAnswer).items).toEqual([]);
  });

  it('answers shop_7 for a second edition of the same kind and shop_6 while one is pending', async () => {
    const client = await signedIn();
    await buy(client, PRODUCT_IDS.standard);
    expect((await buy(client, PRODUCT_IDS.standard)).body).toEqual({ error: 'shop_7' });
    const pending = await buy(client, PRODUCT_IDS.founder, { headers: { 'x-sandbox-outcome': 'pending' } });
    expect(pending.body).toMatchObject({ status: 'pending' });
    expect((await buy(client, PRODUCT_IDS.founder)).body).toEqual({ error: 'shop_6' });
  });

  it('answers shop_8, shop_11, shop_12 and shop_13 where they apply', async () => {
    const client = await signedIn();
    expect((await buy(client, PRODUCT_IDS.classic, { appid: CLASSIC_APPID })).body).toEqual({ error: 'shop_8' });
    // A product taken out of sale while its game stays in service.
    client.db.prepare('UPDATE shop_products SET in_service = 0 WHERE productid = ?').run(PRODUCT_IDS.stones1100);
    expect((await buy(client, PRODUCT_IDS.stones1100)).body).toEqual({ error: 'shop_8' });
    expect((await buy(client, PRODUCT_IDS.standard, { paymentMethod: 'currency' })).body).toEqual({ error: 'shop_11' });
    expect((await buy(client, PRODUCT_IDS.stones500, { paymentMethod: 'currency' })).body).toEqual({
      error: 'shop_11',
    });
    expect((await buy(client, '123456')).body).toEqual({ error: 'shop_12' });
    expect((await buy(client, PRODUCT_IDS.standard, { appid: 4242 })).body).toEqual({ error: 'shop_13' });
  });

  it('answers shop_14 for a declined sandbox card and lets the same key try again', async () => {
    const client = await signedIn();
    const key = randomUUID();
    const declined = await buy(client, PRODUCT_IDS.standard, { key, headers: { 'x-sandbox-outcome': 'decline' } });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ error: 'shop_14' });
    expect((await buy(client, PRODUCT_IDS.standard, { key })).status).toBe(201);
  });

  it('refuses a withdrawn account and one with a withdrawal in progress (shop_4), and a visitor', async () => {
    const gone = await signedIn(WITHDRAWN_ID);
    expect((await buy(gone, PRODUCT_IDS.standard)).body).toEqual({ error: 'shop_4' });
    const leaving = await signedIn();
    leaving.db.prepare("UPDATE users SET withdrawal_date = '2026-12-22' WHERE id = ?").run(PLAYER_ID);
    expect((await buy(leaving, PRODUCT_IDS.standard)).body).toEqual({ error: 'shop_4' });
    expect((await leaving.call('GET', '/api/shop/owned')).status).toBe(403);
    // Its own records stay readable until the closure happens.
    expect((await leaving.call('GET', '/api/shop/purchases')).status).toBe(200);
    expect((await gone.call('GET', '/api/shop/purchases')).body).toEqual({ error: 'withdrawn_2' });
    const visitor = await testClient();
    expect((await buy(visitor, PRODUCT_IDS.standard)).status).toBe(401);
  });

  it('needs an Idempotency-Key, and refuses a key reused for another product', async () => {
    const client = await signedIn();
    expect((await buy(client, PRODUCT_IDS.standard, { key: '' })).body).toEqual({ error: 'defaultError_12' });
    const key = randomUUID();
    await buy(client, PRODUCT_IDS.stones500, { key });
    const other = await buy(client, PRODUCT_IDS.stones1100, { key });
    expect(other.status).toBe(422);
    expect(await balanceOf(client)).toBe('1750');
  });

  it('answers a repeat of the same key with the first receipt and charges once', async () => {
    const client = await signedIn();
    const key = randomUUID();
    const first = await buy(client, PRODUCT_IDS.stones500, { key });
    const repeat = await buy(client, PRODUCT_IDS.stones500, { key });
    expect(repeat.status).toBe(200);
    expect(repeat.raw.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await balanceOf(client)).toBe('1750');
  });

  it('answers a repeat of a once-only purchase (an edition) with its receipt, not with "already owned"', async () => {
    const client = await signedIn();
    const key = randomUUID();
    const first = await buy(client, PRODUCT_IDS.standard, { key });
    expect(first.status).toBe(201);
    const repeat = await buy(client, PRODUCT_IDS.standard, { key });
    expect(repeat.status).toBe(200);
    expect(repeat.raw.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    const rows = client.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM purchases WHERE user_id = 1 AND productid = ?')
      .get(PRODUCT_IDS.standard);
    expect(rows?.n).toBe(1);
  });

  it('charges once when the same purchase is submitted twice at the same moment', async () => {
    const client = await signedIn();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      buy(client, PRODUCT_IDS.stones2400, { key }),
      buy(client, PRODUCT_IDS.stones2400, { key }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((a.body as PurchaseReceipt).receiptNumber).toBe((b.body as PurchaseReceipt).receiptNumber);
    expect(await balanceOf(client)).toBe('3650');
    const count = client.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM purchases WHERE user_id = 1').get();
    expect(count?.n).toBe(1);
    expect(ledgerAgrees(client)).toBe(true);
  });

  it('answers shop_14 to both of two same-key submits of a declined card, and stores nothing', async () => {
    const client = await signedIn();
    const declined = { key: randomUUID(), headers: { 'x-sandbox-outcome': 'decline' } };
    const answers = await Promise.all([
      buy(client, PRODUCT_IDS.standard, declined),
      buy(client, PRODUCT_IDS.standard, declined),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [402, { error: 'shop_14' }],
      [402, { error: 'shop_14' }],
    ]);
    expect(purchaseStatus(client, declined.key)).toBeUndefined();
  });

  it('waits 10 s for a first payment that does not answer, then answers a repeat defaultError_13', async () => {
    const client = await signedIn();
    const key = randomUUID();
    await stalledPurchase(client, PRODUCT_IDS.standard, key);
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const sent = Date.now();
      let answeredAt = Number.POSITIVE_INFINITY;
      const repeat = buy(client, PRODUCT_IDS.standard, { key }).finally(() => {
        answeredAt = Date.now();
      });
      // The fake clock moves in small steps, each after the request had its turn to go on.
      while (answeredAt === Number.POSITIVE_INFINITY && Date.now() - sent < 15_000) {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(25);
      }
      const answer = await repeat;
      expect([answer.status, answer.body]).toEqual([409, { error: 'defaultError_13' }]);
      expect(answeredAt - sent).toBeGreaterThanOrEqual(10_000);
      expect(answeredAt - sent).toBeLessThan(10_500);
    } finally {
      vi.useRealTimers();
    }
    // Nothing was charged twice: the first attempt is still the only one, still being paid.
    expect(purchaseStatus(client, key)).toBe('processing');
  });

  it('frees a purchase cut off by a restart: its key buys afresh and the edition is not held', async () => {
    const client = await signedIn();
    const key = randomUUID();
    await stalledPurchase(client, PRODUCT_IDS.standard, key);
    // The server stops there and starts again on the same database.
    const restarted = await testClient({ database: client.db });
    await restarted.call('POST', '/test/sign-in', { userId: PLAYER_ID });
    const retry = await buy(restarted, PRODUCT_IDS.standard, { key });
    expect(retry.status).toBe(201);
    expect(retry.raw.headers['idempotent-replayed']).toBeUndefined();
    expect(purchaseStatus(restarted, key)).toBe('complete');
    const owned = (await restarted.call('GET', '/api/shop/owned')).body as OwnedAnswer;
    expect(owned.items.filter((item) => item.productid === PRODUCT_IDS.standard)).toEqual([
      { appid: EMBERDEEP_APPID, productid: PRODUCT_IDS.standard, kind: 'edition', status: 'complete', count: 1 },
    ]);
  });

  it('sells a non-repeatable product once even to two different keys at the same moment', async () => {
    const client = await signedIn();
    const answers = await Promise.all([buy(client, PRODUCT_IDS.founder), buy(client, PRODUCT_IDS.founder)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.map((answer) => answer.body)).toContainEqual({ error: 'shop_6' });
  });
});

describe('currency', () => {
  it('pages the history newest first with a cursor', async () => {
    const client = await signedIn();
    for (let i = 0; i < 3; i += 1) await buy(client, PRODUCT_IDS.stones500);
    const first = (await client.call('GET', '/api/currency/history?limit=2')).body as CurrencyHistoryAnswer;
    expect(first.items.map((item) => item.balanceAfter)).toEqual(['2750', '2250']);
    const second = (await client.call('GET', `/api/currency/history?limit=2&cursor=${String(first.nextCursor)}`))
      .body as CurrencyHistoryAnswer;
    expect(second.items.map((item) => [item.balanceAfter, item.reason])).toEqual([
      ['1750', 'purchase'],
      ['1250', 'gift'],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('needs a session', async () => {
    const client = await testClient();
    expect((await client.call('GET', '/api/currency')).status).toBe(401);
  });
});

describe('gift codes', () => {
  it('redeems a code once: Red Stones credited, receipt readable, the same code then giftcode_4', async () => {
    const client = await signedIn();
    const response = await redeem(client, 'embr gift 0001 stns');
    expect(response.body).toEqual({ name: '300 Red Stones', code: GIFT_CODES.stones });
    expect(await balanceOf(client)).toBe('1550');
    expect((await client.call('GET', '/api/gifts/last')).body).toEqual({
      name: '300 Red Stones',
      code: GIFT_CODES.stones,
    });
    expect((await redeem(client, GIFT_CODES.stones)).body).toEqual(codeRefused('giftcode_4'));
    expect(ledgerAgrees(client)).toBe(true);
  });

  it('names the gift in the language of each request, and by its own name where it has none there', async () => {
    const client = await signedIn();
    const french = await client.call(
      'POST',
      '/api/gifts/apply',
      { code: GIFT_CODES.campaign, captcha: await solvedCaptcha(client) },
      { 'accept-language': 'fr' },
    );
    expect(french.body).toEqual({
      name: 'Cadeau de la Lanterne d’hiver\u00a0: 100 Pierres rouges',
      code: GIFT_CODES.campaign,
    });
    const lastIn = async (language: string) =>
      (await client.call('GET', '/api/gifts/last', undefined, { 'accept-language': language })).body;
    expect(await lastIn('ja')).toEqual({ name: '冬のランタンギフト：レッドストーン 100個', code: GIFT_CODES.campaign });
    expect(await lastIn('ru')).toEqual({
      name: 'Подарок «Зимний фонарь»: 100 красных камней',
      code: GIFT_CODES.campaign,
    });
    client.db.prepare("DELETE FROM gift_code_names WHERE code = ? AND lang = 'ja'").run(GIFT_CODES.campaign);
    expect(await lastIn('ja')).toEqual({ name: 'Winter Lantern Gift: 100 Red Stones', code: GIFT_CODES.campaign });
  });

  it('answers the none-found defaults before any redemption', async () => {
    const client = await signedIn();
    expect((await client.call('GET', '/api/gifts/last')).body).toEqual({ name: null, code: null });
  });

  it('answers giftcode_9, giftcode_2, giftcode_4 (used, expired, unknown) and captcha_1, each at its field', async () => {
    const client = await signedIn();
    const captcha = 'unused';
    expect((await client.call('POST', '/api/gifts/apply', { code: '', captcha })).body).toMatchObject(
      codeRefused('giftcode_9'),
    );
    expect((await client.call('POST', '/api/gifts/apply', { code: 'EMBR', captcha })).body).toMatchObject(
      codeRefused('giftcode_2'),
    );
    expect((await client.call('POST', '/api/gifts/apply', { code: GIFT_CODES.stones })).body).toMatchObject({
      error: 'captcha_1',
    });
    expect((await redeem(client, GIFT_CODES.used)).body).toEqual(codeRefused('giftcode_4'));
    expect((await redeem(client, GIFT_CODES.expired)).body).toEqual(codeRefused('giftcode_4'));
    expect((await redeem(client, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).body).toEqual(codeRefused('giftcode_4'));
  });

  it('answers giftcode_5 without the prerequisite, then grants the product, then giftcode_8', async () => {
    const client = await signedIn();
    expect((await redeem(client, GIFT_CODES.legendary)).body).toEqual(codeRefused('giftcode_5'));
    await buy(client, PRODUCT_IDS.standard);
    expect((await redeem(client, GIFT_CODES.legendary)).body).toEqual({
      name: 'Legendary Status',
      code: GIFT_CODES.legendary,
    });
    const owned = (await client.call('GET', '/api/shop/owned')).body as OwnedAnswer;
    expect(owned.items.map((item) => item.productid)).toContain(PRODUCT_IDS.dlc_legendary_status);
    expect((await redeem(client, GIFT_CODES.standard)).body).toEqual(codeRefused('giftcode_8'));
    expect((await buy(client, PRODUCT_IDS.dlc_legendary_status)).body).toEqual({ error: 'shop_7' });
  });

  it('answers giftcode_7 while the gifted product is bought and pending approval', async () => {
    const client = await signedIn();
    await buy(client, PRODUCT_IDS.standard, { headers: { 'x-sandbox-outcome': 'pending' } });
    expect((await redeem(client, GIFT_CODES.standard)).body).toEqual(codeRefused('giftcode_7'));
  });

  it('answers giftcode_6 once the per-account maximum of a product is owned', async () => {
    const client = await signedIn();
    await buy(client, PRODUCT_IDS.standard);
    for (let i = 0; i < 4; i += 1) expect((await buy(client, PRODUCT_IDS.dlc_seasonal_pack)).status).toBe(201);
    client.db
      .prepare(
        "INSERT INTO gift_codes (code, name, grant_productid, max_redemptions) VALUES ('EMBR-SEAS-0001-PACK', 'Seasonal Pack', ?, 10)",
      )
      .run(PRODUCT_IDS.dlc_seasonal_pack);
    expect((await redeem(client, 'EMBR-SEAS-0001-PACK')).body).toEqual(codeRefused('giftcode_6'));
  });

  it('has exactly one effect when one code is redeemed twice at the same moment', async () => {
    const client = await signedIn();
    const [first, second] = [await solvedCaptcha(client), await solvedCaptcha(client)];
    const answers = await Promise.all([
      client.call('POST', '/api/gifts/apply', { code: GIFT_CODES.campaign, captcha: first }),
      client.call('POST', '/api/gifts/apply', { code: GIFT_CODES.campaign, captcha: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(client)).toBe('1350');
    expect(ledgerAgrees(client)).toBe(true);
  });

  it('answers giftcode to a visitor and withdrawn_2 to a withdrawn account', async () => {
    const visitor = await testClient();
    const refused = await visitor.call('POST', '/api/gifts/apply', { code: GIFT_CODES.stones, captcha: 'x' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'giftcode' });
    const gone = await signedIn(WITHDRAWN_ID);
    expect((await gone.call('POST', '/api/gifts/apply', { code: GIFT_CODES.stones, captcha: 'x' })).body).toEqual({
      error: 'withdrawn_2',
    });
  });
});

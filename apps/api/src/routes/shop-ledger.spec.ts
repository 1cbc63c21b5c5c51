import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseReceipt } from '@dungeon/contract';
import { EMBERDEEP_APPID, GIFT_CODES, PRODUCT_IDS } from '../db/seed-shop';
import { solvedCaptcha, testClient, type TestClient } from '../test/test-app';

/**
 * Issue 7's invariant, "the currency ledger always equals the sum of its history", under random
 * sequences of purchases (card and Red Stones, every sandbox outcome), gift redemptions, concurrent
 * duplicate submits, retries with the same Idempotency-Key and failures injected into the database
 * mid-request. After every step: balance == sum(history) == last balance_after, never below zero,
 * no receipt or gift booked twice, and the balance is what the answers the player got add up to.
 */

const PACKS = [
  { productid: PRODUCT_IDS.stones500, stones: 500n },
  { productid: PRODUCT_IDS.stones2400, stones: 2400n },
] as const;
const STONE_PRICED = [
  { productid: PRODUCT_IDS.dlc_seasonal_pack, stones: 1000n },
  { productid: PRODUCT_IDS.dlc_legendary_status, stones: 1500n },
] as const;

/** Where a failure is injected (a temp trigger that aborts the statement while armed). */
type Fault = 'none' | 'ledger' | 'settle' | 'mail';

type Step =
  | { kind: 'edition' }
  | {
      kind: 'pack';
      pack: (typeof PACKS)[number];
      outcome: 'approve' | 'decline' | 'pending';
      copies: number;
      fault: Fault;
    }
  | { kind: 'spend'; item: (typeof STONE_PRICED)[number]; copies: number; fault: Fault }
  | { kind: 'gift'; code: 'campaign' | 'own'; copies: number; fault: Fault }
  | { kind: 'retry' };

const copies = fc.integer({ min: 1, max: 3 });
const fault = fc.constantFrom<Fault>('none', 'none', 'ledger', 'settle', 'mail');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'edition' }),
  fc.record({
    kind: fc.constant('pack' as const),
    pack: fc.constantFrom(...PACKS),
    outcome: fc.constantFrom('approve' as const, 'approve' as const, 'decline' as const, 'pending' as const),
    copies,
    fault,
  }),
  fc.record({ kind: fc.constant('spend' as const), item: fc.constantFrom(...STONE_PRICED), copies, fault }),
  fc.record({
    kind: fc.constant('gift' as const),
    code: fc.constantFrom('campaign' as const, 'own' as const),
    copies: fc.integer({ min: 1, max: 2 }),
    fault: fc.constantFrom<Fault>('none', 'ledger'),
  }),
  fc.constant<Step>({ kind: 'retry' }),
);

interface Ledger {
  balance: bigint;
  sum: bigint;
  lastAfter: bigint | null;
  entries: number;
  doubleBooked: string[];
}

function ledgerOf(client: TestClient, userId: number): Ledger {
  const balance = client.db
    .prepare<[number], { b: string }>('SELECT currency_balance AS b FROM users WHERE id = ?')
    .get(userId)?.b;
  const rows = client.db
    .prepare<[number], { delta: string; balance_after: string }>(
      'SELECT delta, balance_after FROM currency_ledger WHERE user_id = ? ORDER BY id',
    )
    .all(userId);
  const doubleBooked = client.db
    .prepare<[number], { reference: string }>(
      `SELECT reference FROM currency_ledger WHERE user_id = ? GROUP BY reason, reference HAVING COUNT(*) > 1`,
    )
    .all(userId)
    .map((row) => row.reference);
  return {
    balance: BigInt(balance ?? '-1'),
    sum: rows.reduce((total, row) => total + BigInt(row.delta), 0n),
    lastAfter: rows.length ? BigInt(rows[rows.length - 1]?.balance_after ?? '0') : null,
    entries: rows.length,
    doubleBooked,
  };
}

describe('the Red Stone ledger under random purchases, gifts, duplicates and failures', () => {
  let client: TestClient;
  let players = 0;

  beforeAll(async () => {
    client = await testClient();
    // 0 = disarmed; 1 = the next ledger write fails; 2 = the settlement of a card payment fails;
    // 3 = the receipt mail cannot be written.
    client.db.exec(`
      CREATE TEMP TABLE fault (armed INTEGER NOT NULL);
      INSERT INTO fault VALUES (0);
      CREATE TEMP TRIGGER fault_ledger BEFORE INSERT ON currency_ledger
        WHEN (SELECT armed FROM fault) = 1 BEGIN SELECT RAISE(ABORT, 'injected ledger fault'); END;
      CREATE TEMP TRIGGER fault_settle BEFORE UPDATE OF status ON purchases
        WHEN (SELECT armed FROM fault) = 2 BEGIN SELECT RAISE(ABORT, 'injected settlement fault'); END;
      CREATE TEMP TRIGGER fault_mail BEFORE INSERT ON mail_outbox
        WHEN (SELECT armed FROM fault) = 3 BEGIN SELECT RAISE(ABORT, 'injected mail fault'); END;
    `);
  }, 60_000); // seeding hashes the demo passwords with scrypt: slow on a busy machine

  const arm = (where: Fault) => {
    client.db.prepare('UPDATE fault SET armed = ?').run({ none: 0, ledger: 1, settle: 2, mail: 3 }[where]);
  };

  /** A fresh player with no stones (no scrypt: the test signs in through the test route). */
  async function freshPlayer(): Promise<{ userId: number; ownCode: string }> {
    players += 1;
    const tag = String(players).padStart(4, '0');
    const userId = Number(
      client.db
        .prepare(
          `INSERT INTO users (email, username, password_hash, birth_date, created_at)
           VALUES (?, ?, 'x', '1990-01-01', '2026-01-01T00:00:00.000Z')`,
        )
        .run(`ledger-${tag}@example.test`, `ledger_${tag}`).lastInsertRowid,
    );
    const ownCode = `LDGR-${tag}-0000-STNS`;
    client.db
      .prepare(`INSERT INTO gift_codes (code, name, grant_stones, max_redemptions) VALUES (?, 'Ledger gift', '250', 1)`)
      .run(ownCode);
    await client.call('POST', '/test/sign-in', { userId });
    return { userId, ownCode };
  }

  const purchase = (productid: string, key: string, paymentMethod: string, outcome = 'approve') =>
    client.call(
      'POST',
      '/api/shop/purchases',
      { appid: EMBERDEEP_APPID, productid, agreeTerms: true, confirmAge: true, paymentMethod },
      { 'idempotency-key': key, 'x-sandbox-outcome': outcome },
    );

  it('frees a card purchase whose booking fails, so the retry with the same key buys once', async () => {
    const { userId } = await freshPlayer();
    const key = randomUUID();
    arm('settle');
    const failed = await purchase(PRODUCT_IDS.stones500, key, 'sandbox-card');
    arm('none');
    expect(failed.status).toBe(500);
    expect(ledgerOf(client, userId)).toMatchObject({ balance: 0n, entries: 0 });
    const retried = await purchase(PRODUCT_IDS.stones500, key, 'sandbox-card');
    expect(retried.status).toBe(201);
    expect(ledgerOf(client, userId)).toMatchObject({ balance: 500n, sum: 500n, entries: 1 });
  });

  it('books no purchase whose receipt mail cannot be written, so the retry with the same key buys and mails once', async () => {
    const { userId } = await freshPlayer();
    const receipts = () =>
      client.db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = ?')
        .get(`ledger-${String(players).padStart(4, '0')}@example.test`)?.n;
    // The seasonal pack needs the game first.
    expect((await purchase(PRODUCT_IDS.standard, randomUUID(), 'sandbox-card')).status).toBe(201);
    for (const method of ['sandbox-card', 'currency'] as const) {
      const productid = method === 'currency' ? PRODUCT_IDS.dlc_seasonal_pack : PRODUCT_IDS.stones2400;
      const key = randomUUID();
      const before = { ledger: ledgerOf(client, userId), mails: receipts() };
      arm('mail');
      const failed = await purchase(productid, key, method);
      arm('none');
      expect(failed.status).toBe(500);
      expect({ ledger: ledgerOf(client, userId), mails: receipts() }).toEqual(before);
      expect((await purchase(productid, key, method)).status).toBe(201);
      expect(receipts()).toBe((before.mails ?? 0) + 1);
    }
    // 2400 bought by card, then 1000 spent on the seasonal pack: each booked once.
    expect(ledgerOf(client, userId)).toMatchObject({ balance: 1400n, sum: 1400n, entries: 2 });
  });

  it('credits a Red Stone pack only once its card payment is approved: pending or declined adds nothing', async () => {
    const { userId } = await freshPlayer();
    const pending = await purchase(PRODUCT_IDS.stones500, randomUUID(), 'sandbox-card', 'pending');
    expect(pending.body).toMatchObject({ status: 'pending' });
    expect((await purchase(PRODUCT_IDS.stones1100, randomUUID(), 'sandbox-card', 'decline')).status).toBe(402);
    expect(ledgerOf(client, userId)).toMatchObject({ balance: 0n, entries: 0 });
  });

  it('keeps balance == sum(history) after every step, and every effect happens once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const { userId, ownCode } = await freshPlayer();
        let expected = 0n;
        let last: { productid: string; key: string; method: string; outcome: string } | null = null;
        /** Receipts already counted in `expected`, so a replayed receipt is not counted twice. */
        const counted = new Set<string>();
        const count = (answers: { status: number; body: unknown }[], delta: (receipt: PurchaseReceipt) => bigint) => {
          for (const answer of answers) {
            const receipt = answer.body as PurchaseReceipt;
            if (answer.status >= 300 || counted.has(receipt.receiptNumber)) continue;
            counted.add(receipt.receiptNumber);
            expected += delta(receipt);
          }
        };

        for (const current of steps) {
          if (current.kind === 'edition') {
            count([await purchase(PRODUCT_IDS.standard, randomUUID(), 'sandbox-card')], () => 0n);
          } else if (current.kind === 'pack') {
            last = {
              productid: current.pack.productid,
              key: randomUUID(),
              method: 'sandbox-card',
              outcome: current.outcome,
            };
            arm(current.fault);
            const { productid, key, method, outcome } = last;
            const answers = await Promise.all(
              Array.from({ length: current.copies }, () => purchase(productid, key, method, outcome)),
            );
            arm('none');
            if (current.fault === 'mail')
              console.log(
                answers.map((a) => a.status),
                ledgerOf(client, userId).balance,
                expected,
              );
            count(answers, (receipt) => (receipt.stonesCredited ? BigInt(receipt.stonesCredited) : 0n));
            expect(
              new Set(answers.filter((a) => a.status < 300).map((a) => (a.body as PurchaseReceipt).receiptNumber)).size,
            ).toBeLessThanOrEqual(1);
          } else if (current.kind === 'spend') {
            last = { productid: current.item.productid, key: randomUUID(), method: 'currency', outcome: 'approve' };
            arm(current.fault);
            const { productid, key, method } = last;
            const answers = await Promise.all(
              Array.from({ length: current.copies }, () => purchase(productid, key, method)),
            );
            arm('none');
            count(answers, () => -current.item.stones);
          } else if (current.kind === 'gift') {
            const code = current.code === 'own' ? ownCode : GIFT_CODES.campaign;
            const captchas = await Promise.all(Array.from({ length: current.copies }, () => solvedCaptcha(client)));
            arm(current.fault);
            const answers = await Promise.all(
              captchas.map((captcha) => client.call('POST', '/api/gifts/apply', { code, captcha })),
            );
            arm('none');
            const granted = answers.filter((answer) => answer.status === 200).length;
            expect(granted).toBeLessThanOrEqual(1);
            expected += BigInt(granted) * (code === ownCode ? 250n : 100n);
          } else if (last) {
            // The player retries the last purchase with the same key: at most one effect in all.
            const answer = await purchase(last.productid, last.key, last.method, last.outcome);
            expect(answer.status).not.toBe(500);
            const spend = STONE_PRICED.find((item) => item.productid === last?.productid);
            count([answer], (receipt) =>
              spend ? -spend.stones : receipt.stonesCredited ? BigInt(receipt.stonesCredited) : 0n,
            );
          }

          const ledger = ledgerOf(client, userId);
          expect(ledger.balance).toBe(ledger.sum);
          expect(ledger.lastAfter ?? 0n).toBe(ledger.balance);
          expect(ledger.balance >= 0n).toBe(true);
          expect(ledger.doubleBooked).toEqual([]);
          expect(ledger.balance).toBe(expected);
          // Nothing is left half done: no purchase stays reserved once its request has answered.
          const stuck = client.db
            .prepare<[number], { n: number }>(
              "SELECT COUNT(*) AS n FROM purchases WHERE user_id = ? AND status = 'processing'",
            )
            .get(userId);
          expect(stuck?.n).toBe(0);
          // Every booked purchase mailed its receipt once: none lost to a fault, none sent twice.
          const receipts = client.db
            .prepare<[number, number], { booked: number; mailed: number }>(
              `SELECT (SELECT COUNT(*) FROM purchases WHERE user_id = ?) AS booked,
                      (SELECT COUNT(*) FROM mail_outbox WHERE to_email = (SELECT email FROM users WHERE id = ?)) AS mailed`,
            )
            .get(userId, userId);
          expect(receipts?.mailed).toBe(receipts?.booked);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

import { migrationKeyCheckCharacter, normalizeMigrationKey } from '@dungeon/contract';
import { hashPassword } from '../http/passwords';
import { migrationKeyHash } from '../routes/account';
import type { Db } from './database';
import { CLASSIC_APPID, EMBERDEEP_APPID, PRODUCT_IDS, seedGiftNames, seedShop, type GiftNames } from './seed-shop';
import { DEMO_USERS } from './seed-users';

/** A key from its first 19 characters and their check character (contract: account.ts). */
function keyFrom(body: string): string {
  return normalizeMigrationKey(body + migrationKeyCheckCharacter(body));
}

/**
 * Old-game accounts (libs/account README). Ids are 17-19 digits, all past 2^53; `big` is 2^63-1,
 * which a JS number would round to ...808, so it proves the id stays exact end to end.
 */
export const LEGACY_ACCOUNTS = {
  /** Free to migrate. */
  free: { id: '76561198000000042', key: keyFrom('ASHENWALKERCHAFMGR2'), name: 'AshenWalker' },
  /** Free to migrate; id 2^63-1. */
  big: { id: '9223372036854775807', key: keyFrom('LANTERNBEARERBGNUM9'), name: 'Lanternbearer' },
  /** A second free one, so a journey can run twice on one database. */
  spare: { id: '76561198000000099', key: keyFrom('EMBERSCRXBESPAREKY3'), name: 'EmberScribe' },
  /** Already migrated (into the withdrawn demo account): migration_3. */
  migrated: { id: '76561198000000077', key: keyFrom('QLDFLAMEMXGRATEDKEY'), name: 'OldFlame' },
} as const;

/** A third demo account with a full dashboard: games, DLC, a gift, paid purchases and a long Red Stone history. */
export const VETERAN_USER = {
  email: 'veteran@emberdeep.example',
  username: 'ash_veteran',
  password: 'Ember#Veteran2026',
} as const;

/** The veteran's closed-beta gift: Emberdeep Classic, an out-of-service app. */
export const BETA_GIFT_CODE = 'EMBR-BETA-2025-THNX';

const BETA_GIFT_NAMES: GiftNames = {
  en: 'Closed Beta Thank-You: Emberdeep Classic',
  ko: '클로즈 베타 감사 선물: Emberdeep 클래식',
  'zh-Hans': '封闭测试感谢礼：Emberdeep 经典版',
  'zh-Hant': '封閉測試感謝禮：Emberdeep 經典版',
  de: 'Dankeschön für die geschlossene Beta: Emberdeep Klassik',
  es: 'Agradecimiento de la beta cerrada: Emberdeep Clásico',
  fr: 'Remerciement de la bêta fermée\u00a0: Emberdeep Classique',
  ja: 'クローズドベータ感謝ギフト：Emberdeep クラシック',
  pt: 'Agradecimento do beta fechado: Emberdeep Clássico',
  ru: 'Благодарность за закрытый бета-тест: Emberdeep Классик',
};

const SEEDED_AT = '2026-01-15T09:00:00.000Z';

interface SeedPurchase {
  receipt: string;
  productid: string;
  appid: number;
  method: 'sandbox-card' | 'currency' | 'gift';
  amount: string;
  currency: string;
  exclusive: 0 | 1;
  stonesCredited?: string;
  balanceAfter?: string;
  createdAt: string;
}

const VETERAN_PURCHASES: SeedPurchase[] = [
  {
    receipt: 'EMB-20251102-SEED000001',
    productid: PRODUCT_IDS.classic,
    appid: CLASSIC_APPID,
    method: 'gift',
    amount: '0',
    currency: 'USD',
    exclusive: 1,
    createdAt: '2025-11-02T10:00:00.000Z',
  },
  {
    receipt: 'EMB-20260115-SEED000002',
    productid: PRODUCT_IDS.founder,
    appid: EMBERDEEP_APPID,
    method: 'sandbox-card',
    amount: '49.99',
    currency: 'USD',
    exclusive: 1,
    createdAt: '2026-01-15T10:00:00.000Z',
  },
  {
    receipt: 'EMB-20260120-SEED000003',
    productid: PRODUCT_IDS.stones2400,
    appid: EMBERDEEP_APPID,
    method: 'sandbox-card',
    amount: '19.99',
    currency: 'USD',
    exclusive: 0,
    stonesCredited: '2400',
    balanceAfter: '2400',
    createdAt: '2026-01-20T10:00:00.000Z',
  },
  {
    receipt: 'EMB-20260121-SEED000004',
    productid: PRODUCT_IDS.dlc_legendary_status,
    appid: EMBERDEEP_APPID,
    method: 'currency',
    amount: '1500',
    currency: 'RST',
    exclusive: 1,
    balanceAfter: '900',
    createdAt: '2026-01-21T10:00:00.000Z',
  },
  {
    receipt: 'EMB-20260301-SEED000005',
    productid: PRODUCT_IDS.dlc_seasonal_pack,
    appid: EMBERDEEP_APPID,
    method: 'sandbox-card',
    amount: '9.99',
    currency: 'USD',
    exclusive: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    receipt: 'EMB-20260601-SEED000006',
    productid: PRODUCT_IDS.dlc_seasonal_pack,
    appid: EMBERDEEP_APPID,
    method: 'sandbox-card',
    amount: '9.99',
    currency: 'USD',
    exclusive: 0,
    createdAt: '2026-06-01T10:00:00.000Z',
  },
];

type LedgerSeed = { delta: string; reason: 'purchase' | 'spend' | 'gift'; reference: string; createdAt: string };

/** The veteran's Red Stone ledger, oldest first: the pack, the DLC, then ten months of rewards and spends (22 entries). */
function veteranLedger(): LedgerSeed[] {
  const opening: LedgerSeed[] = [
    { delta: '2400', reason: 'purchase', reference: 'EMB-20260120-SEED000003', createdAt: '2026-01-20T10:00:00.000Z' },
    { delta: '-1500', reason: 'spend', reference: 'EMB-20260121-SEED000004', createdAt: '2026-01-21T10:00:00.000Z' },
  ];
  // February to November 2026 (tests run at 22 Nov 2026): a reward on the 3rd, a spend on the 17th.
  const monthly = Array.from({ length: 10 }, (_, index) => index + 1).flatMap((month): LedgerSeed[] => {
    const amount = String(50 * ((month % 4) + 1));
    const day = (date: number) => new Date(Date.UTC(2026, month, date, 18)).toISOString();
    return [
      { delta: amount, reason: 'gift', reference: `event-reward-${String(month)}`, createdAt: day(3) },
      {
        delta: `-${String(Number(amount) / 2)}`,
        reason: 'spend',
        reference: `event-shop-${String(month)}`,
        createdAt: day(17),
      },
    ];
  });
  return [...opening, ...monthly];
}

let veteranHash: Promise<string> | undefined;

/**
 * Old accounts, and the veteran demo account with its purchases, gift and history. Idempotent.
 * The demo player is left as the shop's specs expect it (nothing owned, one ledger entry).
 */
export async function seedAccount(db: Db): Promise<void> {
  // The veteran's items reference the shop's catalogue (its seeder is idempotent).
  seedShop(db);
  // One hash per process: tests build many in-memory databases.
  veteranHash ??= hashPassword(VETERAN_USER.password);
  const passwordHash = await veteranHash;
  db.transaction(() => {
    const userId = (email: string) =>
      db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email)?.id ?? null;
    const withdrawn = userId(DEMO_USERS.withdrawn.email);

    const legacy = db.prepare(
      `INSERT OR IGNORE INTO legacy_accounts (id, key_hash, legacy_name, migrated_to_user_id, migrated_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    for (const [kind, account] of Object.entries(LEGACY_ACCOUNTS)) {
      const done = kind === 'migrated' && withdrawn !== null;
      legacy.run(
        account.id,
        migrationKeyHash(account.key),
        account.name,
        done ? withdrawn : null,
        done ? SEEDED_AT : null,
      );
    }

    // A used, expired gift code that gave the veteran the Classic edition (its names also reach a
    // database seeded before they existed).
    db.prepare(
      `INSERT OR IGNORE INTO gift_codes (code, name, grant_productid, max_redemptions, redemptions, expires_at)
       VALUES (?, ?, ?, 1, 1, '2025-12-31T23:59:59.000Z')`,
    ).run(BETA_GIFT_CODE, BETA_GIFT_NAMES.en, PRODUCT_IDS.classic);
    seedGiftNames(db, BETA_GIFT_CODE, BETA_GIFT_NAMES);

    if (userId(VETERAN_USER.email) !== null) return;
    const ledger = veteranLedger();
    const balance = ledger.reduce((sum, entry) => sum + BigInt(entry.delta), 0n).toString();
    const veteran = Number(
      db
        .prepare(
          `INSERT INTO users (email, username, password_hash, birth_date, currency_balance, created_at)
           VALUES (?, ?, ?, '1990-02-14', ?, '2025-10-01T08:00:00.000Z')`,
        )
        .run(VETERAN_USER.email, VETERAN_USER.username, passwordHash, balance).lastInsertRowid,
    );

    db.prepare('INSERT INTO gift_redemptions (code, user_id, created_at) VALUES (?, ?, ?)').run(
      BETA_GIFT_CODE,
      veteran,
      '2025-11-02T10:00:00.000Z',
    );
    const purchase = db.prepare(
      `INSERT INTO purchases (receipt_number, user_id, idempotency_key, request_fingerprint, appid, productid,
         payment_method, amount, currency, status, exclusive, stones_credited, balance_after, created_at)
       VALUES (?, ?, ?, 'seed', ?, ?, ?, ?, ?, 'complete', ?, ?, ?, ?)`,
    );
    for (const item of VETERAN_PURCHASES) {
      purchase.run(
        item.receipt,
        veteran,
        `seed-${item.receipt}`,
        item.appid,
        item.productid,
        item.method,
        item.amount,
        item.currency,
        item.exclusive,
        item.stonesCredited ?? null,
        item.balanceAfter ?? null,
        item.createdAt,
      );
    }
    const entry = db.prepare(
      'INSERT INTO currency_ledger (user_id, delta, balance_after, reason, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    let running = 0n;
    for (const item of ledger) {
      running += BigInt(item.delta);
      entry.run(veteran, item.delta, running.toString(), item.reason, item.reference, item.createdAt);
    }
  })();
}

import type { LanguageTag } from '@dungeon/contract';
import type { Db } from './database';
import { DEMO_USERS } from './seed-users';

/** The game's app id, and an older app kept in the catalogue but out of service (shop_8). */
export const EMBERDEEP_APPID = 2710;
export const CLASSIC_APPID = 2700;

/**
 * Product ids of the seeded catalogue. Editions and DLCs have short ids; the Red Stone packs have
 * 19-digit ids (past 2^53), so the big-number path of SPEC §7 runs end to end.
 */
export const PRODUCT_IDS = {
  standard: '271001',
  founder: '271002',
  dlc_legendary_status: '271011',
  dlc_seasonal_pack: '271012',
  stones500: '2710000000000000500',
  stones1100: '2710000000000001100',
  stones2400: '2710000000000002400',
  stones5000: '2710000000000005000',
  classic: '270001',
} as const;

interface SeedProduct {
  productid: string;
  appid: number;
  key: string;
  kind: 'edition' | 'dlc' | 'currency';
  name: string;
  stoneAmount?: string;
  stonePrice?: string;
  maxPerUser: number | null;
  requires?: 'edition';
  inService?: boolean;
  /** Price by currency, exact decimal strings. */
  prices: { USD: string; EUR: string };
}

const PRODUCTS: SeedProduct[] = [
  {
    productid: PRODUCT_IDS.standard,
    appid: EMBERDEEP_APPID,
    key: 'standard',
    kind: 'edition',
    name: 'Emberdeep Standard Edition',
    maxPerUser: 1,
    prices: { USD: '29.99', EUR: '29.99' },
  },
  {
    productid: PRODUCT_IDS.founder,
    appid: EMBERDEEP_APPID,
    key: 'founder',
    kind: 'edition',
    name: 'Emberdeep Founder Edition',
    maxPerUser: 1,
    prices: { USD: '49.99', EUR: '49.99' },
  },
  {
    productid: PRODUCT_IDS.dlc_legendary_status,
    appid: EMBERDEEP_APPID,
    key: 'dlc_legendary_status',
    kind: 'dlc',
    name: 'Legendary Status',
    stonePrice: '1500',
    maxPerUser: 1,
    requires: 'edition',
    prices: { USD: '14.99', EUR: '14.99' },
  },
  // One per season, four seasons a year: repeatable up to a maximum (shop_7 / giftcode_6 beyond it).
  {
    productid: PRODUCT_IDS.dlc_seasonal_pack,
    appid: EMBERDEEP_APPID,
    key: 'dlc_seasonal_pack',
    kind: 'dlc',
    name: 'Seasonal Pack',
    stonePrice: '1000',
    maxPerUser: 4,
    requires: 'edition',
    prices: { USD: '9.99', EUR: '9.99' },
  },
  {
    productid: PRODUCT_IDS.stones500,
    appid: EMBERDEEP_APPID,
    key: 'red_stones',
    kind: 'currency',
    name: '500 Red Stones',
    stoneAmount: '500',
    maxPerUser: null,
    prices: { USD: '4.99', EUR: '4.99' },
  },
  {
    productid: PRODUCT_IDS.stones1100,
    appid: EMBERDEEP_APPID,
    key: 'red_stones',
    kind: 'currency',
    name: '1,100 Red Stones',
    stoneAmount: '1100',
    maxPerUser: null,
    prices: { USD: '9.99', EUR: '9.99' },
  },
  {
    productid: PRODUCT_IDS.stones2400,
    appid: EMBERDEEP_APPID,
    key: 'red_stones',
    kind: 'currency',
    name: '2,400 Red Stones',
    stoneAmount: '2400',
    maxPerUser: null,
    prices: { USD: '19.99', EUR: '19.99' },
  },
  {
    productid: PRODUCT_IDS.stones5000,
    appid: EMBERDEEP_APPID,
    key: 'red_stones',
    kind: 'currency',
    name: '5,000 Red Stones',
    stoneAmount: '5000',
    maxPerUser: null,
    prices: { USD: '39.99', EUR: '39.99' },
  },
  {
    productid: PRODUCT_IDS.classic,
    appid: CLASSIC_APPID,
    key: 'classic',
    kind: 'edition',
    name: 'Emberdeep Classic',
    maxPerUser: 1,
    prices: { USD: '9.99', EUR: '9.99' },
  },
];

/**
 * Product names in the ten languages, by product key: the names the shop's pages show (libs/shop
 * locales), kept by the server for what it writes itself, the purchase mail. Red Stone packs have
 * none: a mail words their amount.
 */
const PRODUCT_NAMES = {
  standard: {
    en: 'Standard Edition',
    ko: '스탠다드 에디션',
    'zh-Hans': '标准版',
    'zh-Hant': '標準版',
    de: 'Standard-Edition',
    es: 'Edición Estándar',
    fr: 'Édition Standard',
    ja: 'スタンダードエディション',
    pt: 'Edição Padrão',
    ru: 'Стандартное издание',
  },
  founder: {
    en: 'Founder Edition',
    ko: '파운더 에디션',
    'zh-Hans': '创始人版',
    'zh-Hant': '創始人版',
    de: 'Gründer-Edition',
    es: 'Edición Fundador',
    fr: 'Édition Fondateur',
    ja: 'ファウンダーエディション',
    pt: 'Edição Fundador',
    ru: 'Издание основателя',
  },
  dlc_legendary_status: {
    en: 'Legendary Status',
    ko: '전설 등급',
    'zh-Hans': '传奇身份',
    'zh-Hant': '傳奇身分',
    de: 'Legendärer Status',
    es: 'Estatus Legendario',
    fr: 'Statut légendaire',
    ja: 'レジェンダリーステータス',
    pt: 'Status Lendário',
    ru: 'Легендарный статус',
  },
  dlc_seasonal_pack: {
    en: 'Seasonal Pack',
    ko: '시즌 팩',
    'zh-Hans': '赛季礼包',
    'zh-Hant': '賽季禮包',
    de: 'Saisonpaket',
    es: 'Paquete de Temporada',
    fr: 'Pack saisonnier',
    ja: 'シーズンパック',
    pt: 'Pacote Sazonal',
    ru: 'Сезонный набор',
  },
  classic: {
    en: 'Emberdeep Classic',
    ko: 'Emberdeep 클래식',
    'zh-Hans': 'Emberdeep 经典版',
    'zh-Hant': 'Emberdeep 經典版',
    de: 'Emberdeep Klassik',
    es: 'Emberdeep Clásico',
    fr: 'Emberdeep Classique',
    ja: 'Emberdeep クラシック',
    pt: 'Emberdeep Clássico',
    ru: 'Emberdeep Классик',
  },
} satisfies Record<string, Record<LanguageTag, string>>;

/** Seeded gift codes, one per outcome the redemption screen must show (README of libs/shop). */
export const GIFT_CODES = {
  /** 300 Red Stones, one redemption in total. */
  stones: 'EMBR-GIFT-0001-STNS',
  /** A campaign code many accounts may redeem once each: 100 Red Stones. */
  campaign: 'EMBR-WNTR-2026-GIFT',
  /** Already redeemed (by the withdrawn demo account): giftcode_4. */
  used: 'EMBR-USED-0000-0000',
  /** Expired: giftcode_4. */
  expired: 'EMBR-OLD0-2025-GIFT',
  /** Legendary Status, needs an edition: giftcode_5 without one, giftcode_8 when already owned. */
  legendary: 'EMBR-LGND-0001-DLC1',
  /** The Standard Edition: giftcode_8 for an owner, giftcode_7 while a purchase is pending. */
  standard: 'EMBR-STND-0001-EDTN',
} as const;

/**
 * A gift code's name in every site language: the English one is the code's own (`gift_codes.name`,
 * the answer for a language without a name), the others go to `gift_code_names`. Currency and
 * product words are the shop's in each language.
 */
export type GiftNames = Record<LanguageTag, string>;

/** Stores a gift code's names but its English one (the code's own name). Idempotent. */
export function seedGiftNames(db: Db, code: string, names: GiftNames): void {
  const insert = db.prepare('INSERT OR IGNORE INTO gift_code_names (code, lang, name) VALUES (?, ?, ?)');
  for (const [lang, name] of Object.entries(names)) if (lang !== 'en') insert.run(code, lang, name);
}

const GIFTS: {
  code: string;
  names: GiftNames;
  productid?: string;
  stones?: string;
  requires?: 'edition';
  max: number;
  expiresAt?: string;
}[] = [
  { code: GIFT_CODES.stones, names: stonesGiftNames('300'), stones: '300', max: 1 },
  {
    code: GIFT_CODES.campaign,
    names: {
      en: 'Winter Lantern Gift: 100 Red Stones',
      ko: '겨울 랜턴 선물: 레드 스톤 100개',
      'zh-Hans': '冬日提灯礼包：100 红石',
      'zh-Hant': '冬日提燈禮包：100 紅石',
      de: 'Winterlaternen-Geschenk: 100 Rote Steine',
      es: 'Regalo del Farol de Invierno: 100 Piedras Rojas',
      fr: 'Cadeau de la Lanterne d’hiver\u00a0: 100 Pierres rouges',
      ja: '冬のランタンギフト：レッドストーン 100個',
      pt: 'Presente da Lanterna de Inverno: 100 Pedras Vermelhas',
      ru: 'Подарок «Зимний фонарь»: 100 красных камней',
    },
    stones: '100',
    max: 100_000,
  },
  { code: GIFT_CODES.used, names: stonesGiftNames('200'), stones: '200', max: 1 },
  {
    code: GIFT_CODES.expired,
    names: {
      en: 'Launch Gift: 50 Red Stones',
      ko: '출시 기념 선물: 레드 스톤 50개',
      'zh-Hans': '上线礼包：50 红石',
      'zh-Hant': '上線禮包：50 紅石',
      de: 'Startgeschenk: 50 Rote Steine',
      es: 'Regalo de lanzamiento: 50 Piedras Rojas',
      fr: 'Cadeau de lancement\u00a0: 50 Pierres rouges',
      ja: 'ローンチ記念ギフト：レッドストーン 50個',
      pt: 'Presente de lançamento: 50 Pedras Vermelhas',
      ru: 'Стартовый подарок: 50 красных камней',
    },
    stones: '50',
    max: 1,
    expiresAt: '2025-12-31T23:59:59.000Z',
  },
  {
    code: GIFT_CODES.legendary,
    names: PRODUCT_NAMES.dlc_legendary_status,
    productid: PRODUCT_IDS.dlc_legendary_status,
    requires: 'edition',
    max: 1000,
  },
  {
    code: GIFT_CODES.standard,
    names: {
      en: 'Emberdeep Standard Edition',
      ko: 'Emberdeep 스탠다드 에디션',
      'zh-Hans': 'Emberdeep 标准版',
      'zh-Hant': 'Emberdeep 標準版',
      de: 'Emberdeep Standard-Edition',
      es: 'Edición Estándar de Emberdeep',
      fr: 'Édition Standard d’Emberdeep',
      ja: 'Emberdeep スタンダードエディション',
      pt: 'Edição Padrão de Emberdeep',
      ru: 'Стандартное издание Emberdeep',
    },
    productid: PRODUCT_IDS.standard,
    max: 1000,
  },
];

/**
 * A Red Stone gift's name in each language. The Russian genitive plural fits amounts ending in 0,
 * as every seeded one does.
 */
function stonesGiftNames(amount: string): GiftNames {
  return {
    en: `${amount} Red Stones`,
    ko: `레드 스톤 ${amount}개`,
    'zh-Hans': `${amount} 红石`,
    'zh-Hant': `${amount} 紅石`,
    de: `${amount} Rote Steine`,
    es: `${amount} Piedras Rojas`,
    fr: `${amount} Pierres rouges`,
    ja: `レッドストーン ${amount}個`,
    pt: `${amount} Pedras Vermelhas`,
    ru: `${amount} красных камней`,
  };
}

const SEEDED_AT = '2026-01-15T09:00:00.000Z';

/** Catalogue, prices, gift codes, and an opening ledger entry for demo balances. Idempotent. */
export function seedShop(db: Db): void {
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO shop_apps (appid, name, in_service) VALUES (?, ?, ?), (?, ?, ?)').run(
      EMBERDEEP_APPID,
      'Emberdeep',
      1,
      CLASSIC_APPID,
      'Emberdeep Classic',
      0,
    );
    const product = db.prepare(
      `INSERT OR IGNORE INTO shop_products
       (productid, appid, product_key, kind, name, stone_amount, stone_price, max_per_user, requires, in_service, sort_order)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const price = db.prepare('INSERT OR IGNORE INTO shop_prices (productid, currency, amount) VALUES (?, ?, ?)');
    const productName = db.prepare('INSERT OR IGNORE INTO shop_product_names (productid, lang, name) VALUES (?, ?, ?)');
    PRODUCTS.forEach((item, index) => {
      product.run(
        item.productid,
        item.appid,
        item.key,
        item.kind,
        item.name,
        item.stoneAmount ?? null,
        item.stonePrice ?? null,
        item.maxPerUser,
        item.requires ?? null,
        item.inService === false ? 0 : 1,
        index,
      );
      for (const [currency, amount] of Object.entries(item.prices)) price.run(item.productid, currency, amount);
      const names = Object.hasOwn(PRODUCT_NAMES, item.key) ? PRODUCT_NAMES[item.key as keyof typeof PRODUCT_NAMES] : {};
      for (const [lang, name] of Object.entries(names)) productName.run(item.productid, lang, name);
    });
    const gift = db.prepare(
      `INSERT OR IGNORE INTO gift_codes (code, name, grant_productid, grant_stones, requires, max_redemptions, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const item of GIFTS) {
      gift.run(
        item.code,
        item.names.en,
        item.productid ?? null,
        item.stones ?? null,
        item.requires ?? null,
        item.max,
        item.expiresAt ?? null,
      );
      seedGiftNames(db, item.code, item.names);
    }
    const gone = db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
      .get(DEMO_USERS.withdrawn.email);
    if (gone) {
      const redeemed = db
        .prepare('INSERT OR IGNORE INTO gift_redemptions (code, user_id, created_at) VALUES (?, ?, ?)')
        .run(GIFT_CODES.used, gone.id, SEEDED_AT);
      if (redeemed.changes)
        db.prepare('UPDATE gift_codes SET redemptions = redemptions + 1 WHERE code = ?').run(GIFT_CODES.used);
    }
    // Demo balances were seeded without history: one opening entry keeps ledger and balance equal.
    const unbooked = db
      .prepare<[], { id: number; currency_balance: string }>(
        `SELECT id, currency_balance FROM users u
         WHERE currency_balance <> '0' AND NOT EXISTS (SELECT 1 FROM currency_ledger l WHERE l.user_id = u.id)`,
      )
      .all();
    const entry = db.prepare(
      `INSERT INTO currency_ledger (user_id, delta, balance_after, reason, reference, created_at)
       VALUES (?, ?, ?, 'gift', 'welcome', ?)`,
    );
    for (const user of unbooked) entry.run(user.id, user.currency_balance, user.currency_balance, SEEDED_AT);
  })();
}

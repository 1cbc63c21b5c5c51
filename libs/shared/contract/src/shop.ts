import { z } from 'zod';
import { captchaField } from './captcha';
import type { PriceCurrency } from './shop-basics';

/**
 * Shop, virtual currency ("Red Stones") and gift codes. Money amounts and Red Stone counts are
 * exact decimal strings ("29.99", "1250"); product ids are digit strings, and some are longer than
 * 15 digits, so they travel as JSON number literals through the big-number codec (SPEC §7).
 *
 *   GET  /api/shop/prices                        -> ShopPricesAnswer (public; SPEC §3 pricing state)
 *   GET  /api/shop/products/:appid/:productid    -> ShopProduct | shop_9 (no app) | shop_12 (no product)
 *   GET  /api/shop/owned                  (auth) -> OwnedAnswer
 *   POST /api/shop/purchases              (auth) PurchaseRequest + Idempotency-Key -> PurchaseReceipt
 *   GET  /api/shop/purchases              (auth) -> PurchaseListAnswer (newest first)
 *   GET  /api/shop/purchases/:receiptNumber (auth) -> PurchaseReceipt | 404 shop_13
 *   (The purchase reads and the currency history stay open while a closure is pending; a withdrawn
 *   account gets 403 withdrawn_2.)
 *   GET  /api/currency                    (auth) -> CurrencyBalance
 *   GET  /api/currency/history?cursor=&limit= (auth) -> CurrencyHistoryAnswer (newest first)
 *   POST /api/gifts/apply                 (auth) GiftApplyRequest -> GiftAnswer
 *   GET  /api/gifts/last                  (auth) -> GiftAnswer (nulls when none: SPEC §3 defaults)
 *
 * Prices are quoted in one currency per request language: EUR for de, es, fr and pt, USD for every
 * other language (`priceCurrencyFor`). A request may ask for another with `?currency=USD|EUR`.
 *
 * Purchase refusals (SPEC §8): 401 defaultError_14 signed out; 403 shop_4 withdrawn or withdrawal
 * in progress; 400 shop_17 terms or 18+ not confirmed; 404 shop_13 unknown app; 404 shop_12 unknown
 * product; 409 shop_8 app or product not in service; 400 shop_11 payment method the product does
 * not take; 409 shop_3 prerequisite (an edition) not owned; 409 shop_6 already bought, pending
 * approval; 409 shop_7 already bought (non-repeatable, or the per-account maximum reached);
 * 402 shop_5 not enough Red Stones; 402 shop_14 the sandbox card was declined; 400
 * defaultError_12 no or malformed Idempotency-Key, or the key was used for another request.
 * shop_1 and shop_2 are the site's own (prices failed to load); shop_10 (promotions) is unused.
 *
 * Gift refusals: 401 giftcode signed out; 403 withdrawn_2 withdrawn or withdrawal in progress;
 * 400 giftcode_9 empty; 400 giftcode_2 not of the code format; 400 giftcode_3 malformed request;
 * captcha_1..4; 409 giftcode_4 unknown, expired or used (also: already redeemed by this account);
 * 409 giftcode_5 prerequisite not owned; 409 giftcode_6 maximum of the product already owned;
 * 409 giftcode_7 product bought and pending approval; 409 giftcode_8 non-duplicable product owned.
 * The refusals of the code (giftcode_2, _4 to _9) come with `fields: { code }`, said at the field.
 */

/** Sandbox only (never honoured in production): `decline` or `pending` simulates that outcome. */
export const SANDBOX_OUTCOME_HEADER = 'X-Sandbox-Outcome';
export const SANDBOX_OUTCOMES = ['approve', 'decline', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A UUID (what `crypto.randomUUID()` gives) or another opaque token of 16-64 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const idempotencyKeySchema = z
  .string({ error: 'defaultError_12' })
  .regex(IDEMPOTENCY_KEY_PATTERN, 'defaultError_12');

export const PAYMENT_METHODS = ['sandbox-card', 'currency'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §3 edition and DLC keys of the pricing state. */
export const PRICED_PRODUCT_KEYS = ['standard', 'founder', 'dlc_legendary_status', 'dlc_seasonal_pack'] as const;
export type PricedProductKey = (typeof PRICED_PRODUCT_KEYS)[number];

export type ProductKind = 'edition' | 'dlc' | 'currency';

/** An app id (small integer) and a product id (digit string, possibly past 2^53). */
const appIdField = (key: string) =>
  z.coerce
    .number({ error: key })
    .int(key)
    .positive(key)
    .max(2 ** 31, key);
const productIdField = z
  .union([z.number().int().positive(), z.string()], { error: 'shop_12' })
  .transform(String)
  .pipe(z.string().regex(/^[1-9]\d{0,24}$/, 'shop_12'));

export const productParamsSchema = z.object({ appid: appIdField('shop_9'), productid: productIdField });
export type ProductParams = z.infer<typeof productParamsSchema>;

/** SPEC §5: a purchase requires agreeing to the terms and confirming 18 or older (shop_17). */
export const purchaseRequestSchema = z.object(
  {
    appid: appIdField('shop_13'),
    productid: productIdField,
    agreeTerms: z.literal(true, { error: 'shop_17' }),
    confirmAge: z.literal(true, { error: 'shop_17' }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'shop_11' }),
  },
  { error: 'defaultError_12' },
);
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;

export interface Money {
  /** Exact decimal string in the currency's unit ("29.99"). */
  price: string;
  /** ISO 4217 code: the one the request asked for (`priceCurrencyFor`). */
  currency: PriceCurrency;
}

export interface PricedProduct extends Money {
  appid: number;
  productid: string;
  /** Price in Red Stones when it may be paid with currency, else null. */
  stonePrice: string | null;
  /** Whether it may be bought more than once (up to a per-account maximum). */
  repeatable: boolean;
}

export interface RedStonePack extends Money {
  appid: number;
  productid: string;
  /** Red Stones the pack credits (exact integer string). */
  amount: string;
}

/** GET /api/shop/prices: the SPEC §3 game pricing state as the server gives it. */
export type ShopPricesAnswer = Record<PricedProductKey, PricedProduct> & {
  redStonePricing: RedStonePack[];
};

export interface ShopProduct extends PricedProduct {
  /** `standard`, `founder`, `dlc_legendary_status`, `dlc_seasonal_pack`, `red_stones` or `classic`. */
  key: string;
  kind: ProductKind;
  /** Brand name of the product (not translated: a proper name). */
  name: string;
  /** Red Stones a currency pack credits; null for other products. */
  stoneAmount: string | null;
  paymentMethods: PaymentMethod[];
  /** False when the app or the product is out of service (purchase answers shop_8). */
  inService: boolean;
  /** `edition` when any edition of the app must be owned first (shop_3). */
  requires: 'edition' | null;
}

export type OwnershipStatus = 'pending' | 'complete';

export interface OwnedItem {
  appid: number;
  productid: string;
  /** What the product is: an owned, complete `edition` is what a DLC needs first (shop_3). */
  kind: ProductKind;
  status: OwnershipStatus;
  count: number;
}

export interface OwnedAnswer {
  items: OwnedItem[];
}

export interface PurchaseReceipt {
  receiptNumber: string;
  appid: number;
  productid: string;
  product: { key: string; kind: ProductKind; name: string };
  paymentMethod: PaymentMethod | 'gift';
  /** Amount charged: money for a card, Red Stones ("RST") for currency. */
  amount: string;
  currency: string;
  status: OwnershipStatus;
  /** Red Stones credited (currency packs). */
  stonesCredited: string | null;
  /** The Red Stone balance after the purchase, when it changed it. */
  balanceAfter: string | null;
  createdAt: string;
}

export interface PurchaseListAnswer {
  items: PurchaseReceipt[];
}

/** The pseudo currency code of Red Stone amounts in receipts. */
export const RED_STONE_CODE = 'RST';

export interface CurrencyBalance {
  /** Red Stones, exact integer string. */
  balance: string;
}

export const LEDGER_REASONS = ['purchase', 'spend', 'gift', 'refund'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface LedgerEntry {
  id: number;
  /** Signed exact integer string ("+500" is written "500", a spend "-1500"). */
  delta: string;
  balanceAfter: string;
  reason: LedgerReason;
  /** Receipt number or gift code. */
  reference: string | null;
  createdAt: string;
}

export interface CurrencyHistoryAnswer {
  items: LedgerEntry[];
  /** `cursor` of the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const CURRENCY_HISTORY_PAGE_SIZE = 10;
export const CURRENCY_HISTORY_MAX_PAGE_SIZE = 50;

export const currencyHistoryQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'defaultError_12')
    .optional(),
  limit: z.coerce
    .number({ error: 'defaultError_12' })
    .int('defaultError_12')
    .min(1, 'defaultError_12')
    .max(CURRENCY_HISTORY_MAX_PAGE_SIZE, 'defaultError_12')
    .default(CURRENCY_HISTORY_PAGE_SIZE),
});

/** Gift codes: four groups of four letters or digits, dashes optional, any case (`EMBR-GIFT-0001-STNS`). */
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** Upper-cases, drops spaces and inserts the dashes, so a pasted code matches however typed. */
export function normalizeGiftCode(input: string): string {
  const bare = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{16}$/.test(bare) ? (bare.match(/.{4}/g) ?? []).join('-') : input.trim().toUpperCase();
}

/** The SPEC §5 rule: a gift code must be entered (giftcode_9) and valid (giftcode_2). */
export const giftCodeField = z
  .string({ error: 'giftcode_3' })
  .max(64, 'giftcode_2')
  .transform(normalizeGiftCode)
  .pipe(z.string().min(1, 'giftcode_9').regex(GIFT_CODE_PATTERN, 'giftcode_2'));

export const giftApplyRequestSchema = z.object({ code: giftCodeField, captcha: captchaField }, { error: 'giftcode_3' });
export type GiftApplyRequest = z.input<typeof giftApplyRequestSchema>;

/** A redeemed gift; both null when none was found (SPEC §3 defaults). */
export interface GiftAnswer {
  /** The campaign's name in the request's language (Accept-Language), else its own (English) name. */
  name: string | null;
  code: string | null;
}

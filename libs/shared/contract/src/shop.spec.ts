import { describe, expect, it } from 'vitest';
import {
  currencyHistoryQuerySchema,
  giftApplyRequestSchema,
  idempotencyKeySchema,
  normalizeGiftCode,
  productParamsSchema,
  purchaseRequestSchema,
} from './shop';
import { priceCurrencyFor } from './shop-basics';

function firstKey(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const purchase = {
  appid: 2710,
  productid: '271001',
  agreeTerms: true,
  confirmAge: true,
  paymentMethod: 'sandbox-card',
};

describe('purchase request (SPEC §5)', () => {
  it('accepts a confirmed purchase and keeps a big product id exact', () => {
    const parsed = purchaseRequestSchema.parse({ ...purchase, productid: '2710000000000001100' });
    expect(parsed.productid).toBe('2710000000000001100');
    expect(purchaseRequestSchema.parse({ ...purchase, productid: 271001 }).productid).toBe('271001');
  });

  it('answers shop_17 unless both the terms and the age are confirmed', () => {
    expect(firstKey(purchaseRequestSchema, { ...purchase, agreeTerms: false })).toBe('shop_17');
    expect(firstKey(purchaseRequestSchema, { ...purchase, confirmAge: undefined })).toBe('shop_17');
  });

  it('answers shop_11 for an unknown payment method and shop_12 for a malformed product id', () => {
    expect(firstKey(purchaseRequestSchema, { ...purchase, paymentMethod: 'paypal' })).toBe('shop_11');
    expect(firstKey(purchaseRequestSchema, { ...purchase, productid: '12ab' })).toBe('shop_12');
    expect(firstKey(productParamsSchema, { appid: 'x', productid: '1' })).toBe('shop_9');
  });
});

describe('gift codes (SPEC §5)', () => {
  it('normalizes case, spaces and missing dashes', () => {
    expect(normalizeGiftCode(' embr gift 0001 stns ')).toBe('EMBR-GIFT-0001-STNS');
    expect(normalizeGiftCode('embrgift0001stns')).toBe('EMBR-GIFT-0001-STNS');
  });

  it('answers giftcode_9 for an empty code, giftcode_2 for a malformed one, giftcode_3 for a non-string', () => {
    expect(firstKey(giftApplyRequestSchema, { code: '   ', captcha: 'x' })).toBe('giftcode_9');
    expect(firstKey(giftApplyRequestSchema, { code: 'EMBR-1', captcha: 'x' })).toBe('giftcode_2');
    // Near misses: a group short or long, a fifth group, a character outside A-Z and 0-9.
    for (const code of [
      'EMBR-GIFT-0001-STN',
      'EMBR-GIFT-0001-STNSX',
      'EMBR-GIFT-0001-STNS-0002',
      'EMBR-GIFT-0001-ST_S',
    ])
      expect(firstKey(giftApplyRequestSchema, { code, captcha: 'x' }), code).toBe('giftcode_2');
    expect(firstKey(giftApplyRequestSchema, { code: 42, captcha: 'x' })).toBe('giftcode_3');
    expect(giftApplyRequestSchema.parse({ code: 'embr-gift-0001-stns', captcha: 'x' }).code).toBe(
      'EMBR-GIFT-0001-STNS',
    );
  });
});

describe('other inputs', () => {
  it('takes a UUID as idempotency key and refuses a short one', () => {
    expect(idempotencyKeySchema.safeParse('0b6f4c2e-3f7e-4a77-9d43-7d2c1e0a5b11').success).toBe(true);
    expect(firstKey(idempotencyKeySchema, 'abc')).toBe('defaultError_12');
  });

  it('quotes prices in EUR for de, es, fr, pt and USD otherwise', () => {
    expect(priceCurrencyFor('de')).toBe('EUR');
    expect(priceCurrencyFor('pt')).toBe('EUR');
    expect(priceCurrencyFor('ja')).toBe('USD');
  });

  it('pages the currency history with a bounded limit', () => {
    expect(currencyHistoryQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(firstKey(currencyHistoryQuerySchema, { limit: '500' })).toBe('defaultError_12');
  });
});

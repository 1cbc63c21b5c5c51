import { describe, expect, it } from 'vitest';
import { giftCodeError } from './gift-rules';
import { productParams, purchaseFormError } from './purchase-rules';

describe('purchase form rules (SPEC §5)', () => {
  it('needs both the terms and the age confirmed', () => {
    expect(purchaseFormError(true, true)).toBeNull();
    expect(purchaseFormError(true, false)).toBe('shop_17');
    expect(purchaseFormError(false, true)).toBe('shop_17');
  });

  it('reads route ids, keeping a product id past 2^53 exact', () => {
    expect(productParams('2710', '2710000000000001100')).toEqual({ appid: 2710, productid: '2710000000000001100' });
    expect(productParams('2710', 'abc')).toBeNull();
    expect(productParams('0', '1')).toBeNull();
  });
});

describe('gift code rules (SPEC §5)', () => {
  it('answers giftcode_9 when empty and giftcode_2 when malformed', () => {
    expect(giftCodeError('  ')).toBe('giftcode_9');
    expect(giftCodeError('EMBR-12')).toBe('giftcode_2');
    expect(giftCodeError('embr gift 0001 stns')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pluralOperand } from './locales';

describe('pluralOperand', () => {
  it('is the amount while it is exact as a number', () => {
    expect(pluralOperand('21')).toBe(21);
    expect(pluralOperand('9007199254740991')).toBe(9007199254740991);
  });

  it('keeps the plural category of an amount past 2^53 in every language', () => {
    expect(pluralOperand('12345678901234567891')).toBe(1_567_891);
    expect(pluralOperand('12345678901234000000')).toBe(1_000_000);
    for (const tag of ['ru', 'fr', 'pt', 'en']) {
      const rules = new Intl.PluralRules(tag);
      for (const [big, small] of [
        ['2710000000000000021', 21],
        ['2710000000000000012', 12],
        ['2710000000000000103', 103],
        ['2710000000000000000', 1_000_000],
      ] as const) {
        // The same last six digits in another million: Russian reads the last two, French whole millions.
        expect(rules.select(pluralOperand(big)), `${tag} ${big}`).toBe(rules.select(7_000_000 + small));
      }
    }
  });
});

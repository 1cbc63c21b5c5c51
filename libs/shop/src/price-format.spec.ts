import { describe, expect, it } from 'vitest';
import { createFormatters } from '@dungeon/i18n-locales';
import { formatPrice, formatStones } from './price-format';

/** ICU puts no-break spaces in some formats; compare them as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('price formatting', () => {
  it('writes a price the way English and German do', () => {
    expect(formatPrice(createFormatters('en'), { price: '29.99', currency: 'USD' })).toBe('$29.99');
    expect(plain(formatPrice(createFormatters('de'), { price: '29.99', currency: 'EUR' }))).toBe('29,99 €');
    expect(plain(formatPrice(createFormatters('de'), { price: '1299.5', currency: 'EUR' }))).toBe('1.299,50 €');
  });

  it('shows nothing for a price not loaded yet', () => {
    expect(formatPrice(createFormatters('en'), { price: null, currency: null })).toBeNull();
  });

  it('groups Red Stones per language without losing digits', () => {
    expect(formatStones(createFormatters('en'), '1100')).toBe('1,100');
    expect(formatStones(createFormatters('de'), '1100')).toBe('1.100');
    expect(formatStones(createFormatters('en'), '12345678901234567891')).toBe('12,345,678,901,234,567,891');
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createFormatters } from '@dungeon/i18n-locales';
import fr from './locales/fr.json';
import ru from './locales/ru.json';
import { formatPrice, formatStones, stonesText } from './price-format';

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

describe('Red Stone amounts in words', () => {
  const tIn = async (language: 'ru' | 'fr') => {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { ru: { shop: ru }, fr: { shop: fr } }, defaultNS: 'shop' });
    return instance.getFixedT(language, 'shop');
  };

  it('takes the Russian plural of each amount, past 2^53 too', async () => {
    const t = await tIn('ru');
    const ruWords = (amount: string) => plain(stonesText(t, createFormatters('ru'), amount));
    expect(ruWords('1')).toBe('1 красный камень');
    expect(ruWords('2')).toBe('2 красных камня');
    expect(ruWords('5')).toBe('5 красных камней');
    expect(ruWords('11')).toBe('11 красных камней');
    expect(ruWords('21')).toBe('21 красный камень');
    expect(ruWords('1500')).toBe('1 500 красных камней');
    expect(ruWords('2710000000000000022')).toBe('2 710 000 000 000 000 022 красных камня');
  });

  it('says "de" after whole millions in French', async () => {
    const t = await tIn('fr');
    expect(plain(stonesText(t, createFormatters('fr'), '1'))).toBe('1 Pierre rouge');
    expect(plain(stonesText(t, createFormatters('fr'), '1100'))).toBe('1 100 Pierres rouges');
    expect(plain(stonesText(t, createFormatters('fr'), '2000000'))).toBe('2 000 000 de Pierres rouges');
  });
});

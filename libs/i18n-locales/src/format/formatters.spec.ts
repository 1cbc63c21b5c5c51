import { describe, expect, it, vi } from 'vitest';
import { createFormatters, formattersFor, prepareFormatters } from './formatters';

/** ICU puts no-break and narrow no-break spaces in some formats; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const launch = new Date(Date.UTC(2025, 8, 26, 14, 5));
const utc = { timeZone: 'UTC' } as const;

describe('formatDate / formatDateTime', () => {
  it('writes a date the way each language does', () => {
    expect(createFormatters('en').formatDate(launch, { dateStyle: 'medium', ...utc })).toBe('Sep 26, 2025');
    expect(createFormatters('de').formatDate(launch, { dateStyle: 'medium', ...utc })).toBe('26.09.2025');
    expect(createFormatters('ja').formatDate(launch, { dateStyle: 'long', ...utc })).toBe('2025年9月26日');
  });

  it('writes the first of a month "1er" in French where the month is a word, and only there', () => {
    const first = '2026-03-01T12:00:00Z';
    const fr = createFormatters('fr');
    expect(fr.formatDate(first, { dateStyle: 'long', ...utc })).toBe('1er mars 2026');
    expect(fr.formatDate(first, { dateStyle: 'medium', ...utc })).toBe('1er mars 2026');
    expect(fr.formatDate(first, { dateStyle: 'short', ...utc })).toBe('01/03/2026');
    expect(fr.formatDate('2026-03-11T12:00:00Z', { dateStyle: 'long', ...utc })).toBe('11 mars 2026');
    expect(fr.formatDate('2026-03-21T12:00:00Z', { dateStyle: 'long', ...utc })).toBe('21 mars 2026');
    expect(createFormatters('en').formatDate(first, { dateStyle: 'long', ...utc })).toBe('March 1, 2026');
  });

  it('adds the time in the language’s clock convention', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short', ...utc } as const;
    expect(plain(createFormatters('en').formatDateTime(launch, options))).toBe('Sep 26, 2025, 2:05 PM');
    expect(createFormatters('de').formatDateTime(launch, options)).toBe('26.09.2025, 14:05');
    expect(createFormatters('ja').formatDateTime(launch, options)).toBe('2025/09/26 14:05');
  });

  it('accepts an ISO string as the API sends it', () => {
    expect(createFormatters('de').formatDate('2025-10-05T23:59:59Z', { dateStyle: 'medium', ...utc })).toBe(
      '05.10.2025',
    );
  });
});

describe('formatNumber', () => {
  it('groups digits and writes decimals per language', () => {
    expect(createFormatters('en').formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(createFormatters('de').formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(createFormatters('ja').formatNumber(1234567.5)).toBe('1,234,567.5');
  });

  it('keeps every digit of a big number given as a decimal string (SPEC §7)', () => {
    expect(createFormatters('en').formatNumber('12345678901234567891')).toBe('12,345,678,901,234,567,891');
    expect(createFormatters('de').formatNumber('9007199254740993.25')).toBe('9.007.199.254.740.993,25');
  });

  it('refuses a string that is not a decimal number instead of printing NaN', () => {
    expect(() => createFormatters('en').formatNumber('12e3')).toThrow(TypeError);
  });
});

describe('formatCurrency', () => {
  it('places the symbol and the currency’s decimals per language', () => {
    expect(createFormatters('en').formatCurrency('19.9', 'USD')).toBe('$19.90');
    expect(plain(createFormatters('de').formatCurrency('19.9', 'EUR'))).toBe('19,90 €');
    expect(createFormatters('ja').formatCurrency('1980', 'JPY')).toBe('￥1,980');
  });

  it('formats an amount beyond 2^53 exactly', () => {
    expect(createFormatters('en').formatCurrency('12345678901234567890.99', 'USD')).toBe(
      '$12,345,678,901,234,567,890.99',
    );
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2025, 8, 26, 12, 0);
  it('picks the largest fitting unit and natural words', () => {
    expect(createFormatters('en').formatRelative(now - 24 * 3600 * 1000, now)).toBe('yesterday');
    expect(createFormatters('en').formatRelative(now + 3 * 3600 * 1000, now)).toBe('in 3 hours');
    expect(createFormatters('de').formatRelative(now - 14 * 24 * 3600 * 1000, now)).toBe('vor 2 Wochen');
    expect(createFormatters('ja').formatRelative(now - 5 * 60 * 1000, now)).toBe('5 分前');
  });
});

describe('formattersFor', () => {
  it('gives every caller in one language the same set, and each language its own', () => {
    const german = formattersFor('de');
    expect(formattersFor('de')).toBe(german);
    expect(formattersFor('fr')).not.toBe(german);
    expect(formattersFor('fr').formatNumber(1234.5)).toBe(createFormatters('fr').formatNumber(1234.5));
  });
});

describe('prepareFormatters', () => {
  it('builds the date formatter a page uses, so formatting a date later builds none', () => {
    const NativeDateTimeFormat = Intl.DateTimeFormat;
    let built = 0;
    class CountingDateTimeFormat extends NativeDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: CountingDateTimeFormat } }));

    prepareFormatters('ko');
    expect(built).toBe(1);
    const shown = formattersFor('ko').formatDate(launch);
    expect(built).toBe(1);
    expect(shown).toBe(new NativeDateTimeFormat('ko', { dateStyle: 'medium' }).format(launch));
  });
});

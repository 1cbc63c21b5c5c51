// The shop's plain facts, apart from its schemas: a page that only quotes prices imports these
// without loading zod (about 24 kB gzip) on /home.

export const PRICE_CURRENCIES = ['USD', 'EUR'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

const EURO_LANGUAGES = new Set(['de', 'es', 'fr', 'pt']);
/** The currency prices are quoted in for a language tag (see `shop.ts`'s header comment). */
export function priceCurrencyFor(languageTag: string): PriceCurrency {
  return EURO_LANGUAGES.has(languageTag) ? 'EUR' : 'USD';
}

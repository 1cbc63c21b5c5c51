/** A date as the API sends it (ISO 8601 string or epoch milliseconds) or a `Date`. */
export type DateInput = Date | number | string;

/**
 * A number to format: a JS number, a bigint, or an exact decimal string as the big-number codec
 * leaves them in state (`"12345678901234567890"`, `"-0.25"`). Strings are never turned into
 * floating-point numbers, so no digit is lost.
 */
export type NumericInput = number | bigint | string;

/** Plain functions (safe to destructure), bound to one language tag. */
export interface Formatters {
  /** The language tag the formatters use (`en`, `zh-Hant`...). */
  readonly languageTag: string;
  /** A date; `options` replace the default `{ dateStyle: 'medium' }`. */
  readonly formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** A date and time; `options` replace the default `{ dateStyle: 'medium', timeStyle: 'short' }`. */
  readonly formatDateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  readonly formatNumber: (value: NumericInput, options?: Intl.NumberFormatOptions) => string;
  /** A money amount in an ISO 4217 currency (`USD`, `EUR`, `KRW`); the currency's own decimals. */
  readonly formatCurrency: (amount: NumericInput, currencyCode: string, options?: Intl.NumberFormatOptions) => string;
  /** `value` relative to `now` in the largest fitting unit: "yesterday", "in 3 hours", "vor 2 Wochen". */
  readonly formatRelative: (value: DateInput, now?: DateInput) => string;
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
const INTEGER = /^[-+]?\d+$/;

/**
 * The exact value for `Intl.NumberFormat#format`: integer strings become bigints (exact in every
 * engine with BigInt); decimal strings are passed as strings, which Intl.NumberFormat v3
 * (ES2023: Chrome 106, Firefox 116, Safari 15.4, Node 19) formats exactly.
 */
function exactNumber(value: NumericInput): number | bigint | Intl.StringNumericLiteral {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) throw new TypeError(`Not a decimal number: "${value}"`);
  return INTEGER.test(trimmed) ? BigInt(trimmed) : (trimmed as `${number}`);
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const SECOND = 1000;
/** Units from largest to smallest with their length in ms; the first that fits is used. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600 * SECOND],
  ['month', 30 * 24 * 3600 * SECOND],
  ['week', 7 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

/** Intl objects are costly to build; each formatter set keeps the ones it has made. */
function cached<Options, Format>(make: (options: Options | undefined) => Format) {
  const cache = new Map<string, Format>();
  return (options?: Options): Format => {
    const key = options === undefined ? '' : JSON.stringify(options);
    let format = cache.get(key);
    if (!format) {
      format = make(options);
      cache.set(key, format);
    }
    return format;
  };
}

const shared = new Map<string, Formatters>();

/**
 * The one formatter set of a language, shared by every component that formats in it, so a page
 * builds each Intl object once rather than once per component.
 */
export function formattersFor(languageTag: string): Formatters {
  let formatters = shared.get(languageTag);
  if (!formatters) {
    formatters = createFormatters(languageTag);
    shared.set(languageTag, formatters);
  }
  return formatters;
}

/**
 * Builds the shared date formatter of a language ahead of need. The first Intl.DateTimeFormat of
 * a page loads the engine's calendar and time-zone data, about 10 ms of main thread: done in an
 * idle moment of start-up, that cost stays out of the task that renders the first dated content.
 */
export function prepareFormatters(languageTag: string): void {
  formattersFor(languageTag).formatDate(0);
}

/**
 * `format` (made for `languageTag`) applied to `date`, with French's "1er" for the first of a month
 * whose name is written out ("le 1er mars 2026"; Intl writes "1 mars"). Numeric dates
 * ("01/03/2026") and other languages are Intl's own, formatted in one call as before.
 */
export function formatDateWith(languageTag: string, format: Intl.DateTimeFormat, date: Date): string {
  if (!languageTag.startsWith('fr')) return format.format(date);
  const parts = format.formatToParts(date);
  const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts.map((part) => (part.type === 'day' && part.value === '1' && monthInWords ? '1er' : part.value)).join('');
}

/** Formatters bound to one language tag. Prefer `useFormatters()` inside components. */
export function createFormatters(languageTag: string): Formatters {
  const dateFormat = cached((options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(languageTag, options));
  const numberFormat = cached((options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(languageTag, options));
  // Built on first use: most screens never show a relative time.
  const relativeFormat = cached(() => new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' }));

  return {
    languageTag,
    formatDate: (value, options = { dateStyle: 'medium' }) =>
      formatDateWith(languageTag, dateFormat(options), toDate(value)),
    formatDateTime: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      formatDateWith(languageTag, dateFormat(options), toDate(value)),
    formatNumber: (value, options) => numberFormat(options).format(exactNumber(value)),
    formatCurrency: (amount, currencyCode, options) =>
      numberFormat({ ...options, style: 'currency', currency: currencyCode }).format(exactNumber(amount)),
    formatRelative: (value, now = Date.now()) => {
      const difference = toDate(value).getTime() - toDate(now).getTime();
      const [unit, length] = RELATIVE_UNITS.find(([, unitLength]) => Math.abs(difference) >= unitLength) ?? [
        'second',
        SECOND,
      ];
      return relativeFormat().format(Math.round(difference / length), unit);
    },
  };
}

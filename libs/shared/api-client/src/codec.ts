/**
 * Big-number JSON codec (SPEC §7). Importable without RTK or React: the reference back end uses it.
 *
 * parseJson: an integer literal of more than 15 digits (sign not counted) reaches the app as its
 * exact decimal string ("-" kept); everything else is exactly what JSON.parse gives.
 * stringifyJson: a string made only of digits, longer than 15 digits and without a leading zero,
 * is written as a JSON number literal with exactly those digits; everything else as JSON.stringify.
 *
 * Speed: a regex over the whole text, or any JSON.parse reviver, costs 2-7x JSON.parse here. This
 * codec probes every 16th character for digits and quotes the big runs it finds, then parses once;
 * only when that text does not parse (a long digit run inside a string) does it take the exact
 * path, which skips strings with indexOf (tools/checks/bench/codec-bench.ts measures both).
 */

/** More than 15 digits (SPEC §7 and §9). */
export const BIG_NUMBER_MIN_DIGITS = 16;
const BIG_DIGIT_STRING = /^[1-9]\d{15,}$/;
/** Half the shortest big run: any such run through a probe reaches this far to one side of it. */
const HALF_RUN = BIG_NUMBER_MIN_DIGITS / 2;

const BACKSLASH = 92;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** {@link isDigit} of the character at `index`, which must lie inside the text: one comparison. */
function digitAt(text: string, index: number): boolean {
  return (text.charCodeAt(index) - ZERO) >>> 0 <= NINE - ZERO;
}

/** A character that can continue a number token: digit, '.', 'e', 'E', '+'. */
function continuesNumber(code: number): boolean {
  return isDigit(code) || code === 46 || code === 101 || code === 69 || code === 43;
}

/** Index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    for (let i = close - 1; text.charCodeAt(i) === BACKSLASH; i--) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
  return -1;
}

/**
 * Every integer literal of 16+ digits outside strings, quoted, by hopping from string to string
 * with indexOf: exact for any input, and the fallback of {@link parseJson}.
 */
function quoteBigIntegersExactly(text: string): string {
  let output = '';
  let copied = 0;
  let position = 0;
  for (;;) {
    const open = text.indexOf('"', position);
    const stretchEnd = open === -1 ? text.length : open;
    for (let i = position; stretchEnd - position >= BIG_NUMBER_MIN_DIGITS && i < stretchEnd; i++) {
      if (!digitAt(text, i)) continue;
      const [start, end] = digitRunAround(text, i);
      if (isBigIntegerToken(text, start, end)) {
        const tokenStart = text.charCodeAt(start - 1) === MINUS ? start - 1 : start;
        output += `${text.slice(copied, tokenStart)}"${text.slice(tokenStart, end)}"`;
        copied = end;
      }
      i = end;
    }
    if (open === -1) break;
    const close = closingQuote(text, open);
    if (close === -1) break; // unterminated string: JSON.parse reports it
    position = close + 1;
  }
  return copied === 0 ? text : output + text.slice(copied);
}

function digitRunAround(text: string, index: number): [number, number] {
  let start = index;
  while (start > 0 && digitAt(text, start - 1)) start--;
  let end = index + 1;
  while (end < text.length && digitAt(text, end)) end++;
  return [start, end];
}

/** A run of 16+ digits that is a whole integer literal (no leading zero, not part of a decimal or exponent). */
function isBigIntegerToken(text: string, start: number, end: number): boolean {
  if (end - start < BIG_NUMBER_MIN_DIGITS || text.charCodeAt(start) === ZERO) return false;
  const tokenStart = text.charCodeAt(start - 1) === MINUS ? start - 1 : start;
  return !continuesNumber(text.charCodeAt(tokenStart - 1)) && !continuesNumber(text.charCodeAt(end));
}

/**
 * The fast path: quotes every big integer run without tracking strings. Any run of 16+ digits
 * covers one index in every 16, so probing every 16th character finds them all. Quoting a run
 * that sits inside a string always breaks the JSON (the string closes early and digits follow),
 * so a text that still parses was transformed exactly. Returns null when there is nothing to quote.
 */
function quoteBigIntegersOptimistically(text: string): string | null {
  let output = '';
  let copied = 0;
  for (let probe = BIG_NUMBER_MIN_DIGITS - 1; probe < text.length; probe += BIG_NUMBER_MIN_DIGITS) {
    if (probe < copied || !digitAt(text, probe)) continue;
    // A run of 16+ digits through the probe also covers the character 8 before it or 8 after it
    // (the one after may lie past the end; the one before never does).
    if (!digitAt(text, probe - HALF_RUN) && !isDigit(text.charCodeAt(probe + HALF_RUN))) continue;
    const [start, end] = digitRunAround(text, probe);
    if (isBigIntegerToken(text, start, end)) {
      const tokenStart = text.charCodeAt(start - 1) === MINUS ? start - 1 : start;
      output += `${text.slice(copied, tokenStart)}"${text.slice(tokenStart, end)}"`;
      copied = end;
    }
  }
  return copied === 0 ? null : output + text.slice(copied);
}

export function parseJson(text: string): unknown {
  const optimistic = quoteBigIntegersOptimistically(text);
  if (optimistic === null) return JSON.parse(text) as unknown;
  try {
    return JSON.parse(optimistic) as unknown;
  } catch {
    // A digit run inside a string (or a genuinely malformed text): redo it exactly.
    return JSON.parse(quoteBigIntegersExactly(text)) as unknown;
  }
}

export function stringifyJson(value: unknown): string {
  // A per-call marker cannot collide with a string the caller wrote.
  const marker = `\u0001big${Math.random().toString(36).slice(2)}:`;
  const found = { big: false };
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string' && BIG_DIGIT_STRING.test(item)) {
      found.big = true;
      return marker + item;
    }
    return item;
  });
  if (!found.big) return json;
  const escapedMarker = JSON.stringify(marker)
    .slice(1, -1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return json.replace(new RegExp(`"${escapedMarker}(\\d+)"`, 'g'), '$1');
}

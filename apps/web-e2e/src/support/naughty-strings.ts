/**
 * Hostile and awkward text for every free-text field (issue 10, Security): our own corpus, one or
 * two entries per class of trouble. Markup payloads call `__pwned(<name>)` and carry a
 * `data-naughty` attribute, so a test sees at once whether any of it ran or became an element
 * (see naughty-input.spec.ts for the canary).
 */
export interface NaughtyString {
  /** Short, unique, safe to print. */
  name: string;
  value: string;
}

export const NAUGHTY_STRINGS: readonly NaughtyString[] = [
  // Markup and script
  { name: 'script tag', value: `<script data-naughty>__pwned('script')</script>` },
  { name: 'img onerror', value: `<img src=x data-naughty onerror="__pwned('img')">` },
  { name: 'svg onload', value: `<svg data-naughty onload=__pwned('svg')><circle r=9></svg>` },
  { name: 'javascript url', value: `javascript:__pwned('js-url')//` },
  { name: 'anchor with javascript href', value: `<a data-naughty href="javascript:__pwned('a')">open</a>` },
  { name: 'double-quote breakout', value: `"><img src=x data-naughty onerror=__pwned('dq')>` },
  { name: 'single-quote breakout', value: `'><svg/onload=__pwned('sq') data-naughty>` },
  { name: 'rcdata breakout', value: `</textarea></title><script data-naughty>__pwned('rcdata')</script>` },
  { name: 'iframe srcdoc', value: `<iframe data-naughty srcdoc="<script>parent.__pwned('srcdoc')</script>"></iframe>` },
  { name: 'details ontoggle', value: `<details open data-naughty ontoggle=__pwned('toggle')>` },
  { name: 'html entities', value: `&lt;b&gt;bold&lt;/b&gt; &amp;amp; &#x3C;i&#x3E;` },
  { name: 'style injection', value: `<style data-naughty>body{display:none}</style>` },
  { name: 'markdown link', value: `[help](javascript:__pwned('md')) ![x](x" onerror="__pwned('md-img'))` },
  // Templates and i18next
  { name: 'template arithmetic', value: '{{7*7}} ${7*7} #{7*7} <%= 7*7 %> [[7*7]]' },
  { name: 'template constructor', value: `{{constructor.constructor('__pwned("tpl")')()}}` },
  { name: 'i18next interpolation', value: '{{count}} {{- name}} {{email}} {{id, number}}' },
  { name: 'i18next nesting', value: '$t(form.submit) $t(errors:form_1) $t(common:header.logout, {"count": 2})' },
  { name: 'format specifiers', value: '%s%s%n%x %d {0} {} %(name)s' },
  // Unicode
  { name: 'rtl override', value: 'invoice\u202Efdp.exe \u202Bright\u202C \u2066iso\u2069' },
  { name: 'zero-width', value: 'zero\u200Bwidth\u200Cnon\u200Djoiner\u2060word' },
  { name: 'bom and separators', value: '\uFEFFbom line\u2028sep para\u2029sep' },
  { name: 'emoji and astral', value: '🔥🐉 👩🏽‍🚒 🇺🇳 𝔈𝔪𝔟𝔢𝔯 𠜎𠜱 🏳️‍🌈' },
  {
    name: 'combining marks',
    value: 'e\u0301 Z\u0335\u0321\u031Ba\u0336\u0322l\u0337g\u0338o\u0334 \u0C15\u0C4D\u0C37',
  },
  {
    name: 'normalisation',
    value: 'caf\u00E9 caf\u0065\u0301 \uFB01le \u212B \u00C5 \uFF21\uFF24\uFF2D\uFF29\uFF2E \u0130stanbul stra\u00DFe',
  },
  { name: 'rtl script', value: 'مرحبا بالعالم שלום עולם' },
  { name: 'cjk', value: '검은 용의 던전 黑龍の迷宮 龍之地下城' },
  // Control characters and lengths
  { name: 'nul and controls', value: 'nul\u0000bell\u0007esc\u001B[31mred\u001B[0m\u007Fdel' },
  { name: 'crlf injection', value: 'line1\r\nSet-Cookie: pwned=1\r\n\r\nline2' },
  { name: 'tabs and spaces', value: ' \t leading and trailing \t ' },
  { name: 'very long', value: 'ember '.repeat(1100) },
  // Data-looking text
  { name: 'sql', value: `' OR 1=1 -- ; DROP TABLE users; --" OR ""="` },
  { name: 'fts syntax', value: '"unbalanced * NEAR( ^col: OR AND NOT' },
  { name: 'big number', value: '12345678901234567890123' },
  { name: 'number edge cases', value: '-0 1e309 0x1F NaN Infinity 9007199254740993' },
  { name: 'json', value: '{"__proto__":{"pwned":true},"a":[1,2,3]}' },
  { name: 'proto key', value: '__proto__' },
  { name: 'constructor key', value: 'constructor' },
  { name: 'path traversal', value: '../../../etc/passwd%00.png ..\\..\\windows\\win.ini' },
];

/**
 * Entries whose whole value fits in `limit` UTF-16 units, packed greedily into as few values as
 * possible, joined by a space: for fields too short to take the corpus at once (a 120-character
 * subject), every entry still goes through in a few submissions.
 */
export function packedWithin(limit: number, entries: readonly NaughtyString[] = NAUGHTY_STRINGS): string[] {
  const packed: string[] = [];
  let current = '';
  for (const { value } of entries) {
    if (value.length > limit) continue;
    const next = current ? `${current} ${value}` : value;
    if (next.length <= limit) current = next;
    else {
      packed.push(current);
      current = value;
    }
  }
  if (current) packed.push(current);
  return packed;
}

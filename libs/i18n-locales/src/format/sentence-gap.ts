/**
 * Full-width punctuation and the scripts written without spaces between sentences: Japanese and
 * Chinese end a sentence with "。" or "？" and start the next one (or a link) right after it.
 */
const ENDS_WITHOUT_GAP = /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]$/u;

/**
 * `text` with the space that joins it to what follows in the same line (a link, the next
 * sentence), or none where its language writes none: "New to Emberdeep? Create an account", but
 * "初めてですか？アカウントを作成". Decided by the text's last character, so it holds for any
 * language and for a translation that ends in a Latin word.
 */
export function withGap(text: string): string {
  return ENDS_WITHOUT_GAP.test(text) ? text : `${text} `;
}

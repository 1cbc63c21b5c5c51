/**
 * Characters as a person counts them (code points), so "at least 8 characters" or "50 characters"
 * means the same on both sides: a letter outside the basic plane (𠮷, most emoji) is one, not two.
 */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

import type { TFunction } from 'i18next';

/**
 * The strings of an array in a namespace (paragraphs, steps, rewards), interpolated with `values`.
 * A missing key or a non-array gives an empty list rather than the key itself.
 */
export function textList(t: TFunction, key: string, values: Record<string, string> = {}): string[] {
  const value: unknown = t(key, { ...values, returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@dungeon/i18n-locales';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    ),
  ) as Record<string, string>;
}

const byTag: Partial<Record<string, Record<string, string>>> = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  byTag[/([^/]+)\.json$/.exec(file)?.[1] ?? file] = flatten(catalogue);
}
const english = byTag['en'] ?? {};
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();

describe('cookies namespace catalogues', () => {
  it('exist for all ten languages', () => {
    expect(Object.keys(byTag).sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  it.each(LANGUAGE_TAGS.filter((tag) => tag !== 'en'))(
    '%s has the English keys, translated, with the same link tags',
    (tag) => {
      const catalogue = byTag[tag] ?? {};
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toBe(english[key]);
        expect(tags(text), key).toEqual(tags(english[key] ?? ''));
      }
    },
  );
});

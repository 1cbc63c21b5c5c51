import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@dungeon/i18n-locales';

/** Every catalogue of this library, by folder (= namespace) and language tag. */
const files = import.meta.glob<Record<string, unknown>>('./**/locales/**/*.json', { eager: true, import: 'default' });
const catalogues = new Map<string, Map<string, Record<string, unknown>>>();
for (const [file, catalogue] of Object.entries(files)) {
  const match = /^(.*)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, folder = '', tag = ''] = match;
  const byTag = catalogues.get(folder) ?? new Map<string, Record<string, unknown>>();
  byTag.set(tag, catalogue);
  catalogues.set(folder, byTag);
}

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') entries.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(...entry);
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe.each([...catalogues.keys()])('catalogues in %s', (folder) => {
  const byTag = catalogues.get(folder)!;
  const english = flatten(byTag.get('en'));

  it('exist for all ten languages', () => {
    expect([...byTag.keys()].sort()).toEqual([...LANGUAGE_TAGS].sort());
  });

  it.each(LANGUAGE_TAGS.filter((tag) => tag !== 'en'))(
    '%s has the English keys, filled, with the same placeholders',
    (tag) => {
      const translated = flatten(byTag.get(tag));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${tag} ${key}`).not.toBe('');
        expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    },
  );
});

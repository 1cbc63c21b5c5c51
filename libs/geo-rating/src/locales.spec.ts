import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@dungeon/i18n-locales';

const catalogues = import.meta.glob<{ badge: { label: string } }>('./locales/*.json', {
  import: 'default',
  eager: true,
});

describe('geo-rating strings', () => {
  it('exist for all ten languages, each naming the body, mark and age in its own words', () => {
    const english = catalogues['./locales/en.json']?.badge.label;
    for (const tag of LANGUAGE_TAGS) {
      const label = catalogues[`./locales/${tag}.json`]?.badge.label ?? '';
      expect(label, tag).toMatch(/\{\{body\}\}.*\{\{mark\}\}.*\{\{age\}\}/);
      if (tag !== 'en') expect(label, tag).not.toBe(english);
    }
    expect(Object.keys(catalogues)).toHaveLength(LANGUAGE_TAGS.length);
  });
});

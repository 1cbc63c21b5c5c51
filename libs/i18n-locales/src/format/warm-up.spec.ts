import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up';

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds each kind of Intl object the site formats with, in the language asked for', () => {
    const built: [string, unknown][] = [];
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (locales: string, options: unknown) => object;
      vi.spyOn(Intl, name).mockImplementation(function (locales: string, options: unknown) {
        built.push([name, locales]);
        return new Original(locales, options);
      } as never);
    }
    warmUpIntl('de');
    expect(new Set(built.map(([name]) => name))).toEqual(
      new Set(['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']),
    );
    expect(built.every(([, locales]) => locales === 'de')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { newsItemsOf } from './news-pages';
import { newsPage } from './testing/news-fixtures';

describe('newsItemsOf (the appended list)', () => {
  it('appends each loaded page after the ones before, in order', () => {
    const items = newsItemsOf([newsPage([12, 11, 10], 'c1'), newsPage([9, 8, 7], 'c2'), newsPage([6], null)]);
    expect(items.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6]);
  });

  it('never shows an article twice when pages overlap', () => {
    const items = newsItemsOf([newsPage([12, 11, 10], 'c1'), newsPage([10, 9], null)]);
    expect(items.map((item) => item.id)).toEqual([12, 11, 10, 9]);
  });

  it('is empty before anything loaded', () => {
    expect(newsItemsOf(undefined)).toEqual([]);
  });
});

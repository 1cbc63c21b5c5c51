import { describe, expect, it } from 'vitest';
import {
  NEWS_MAX_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  NEWS_RECENT_COUNT,
  negotiateNewsLanguage,
  newsArticleIdSchema,
  newsListQuerySchema,
  newsRecentQuerySchema,
} from './news';

function firstKey(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('news query schemas', () => {
  it('fills the default limits when none is given', () => {
    expect(newsListQuerySchema.parse({})).toEqual({ limit: NEWS_PAGE_SIZE });
    expect(newsRecentQuerySchema.parse({ lang: 'ko' })).toEqual({ lang: 'ko', limit: NEWS_RECENT_COUNT });
  });

  it('reads a limit and cursor from query-string text', () => {
    expect(newsListQuerySchema.parse({ limit: '4', cursor: 'abc_-9', lang: 'zh-Hant' })).toEqual({
      limit: 4,
      cursor: 'abc_-9',
      lang: 'zh-Hant',
    });
  });

  it('refuses a bad limit, cursor or language with defaultError_12', () => {
    for (const limit of ['0', '-1', 'ten', '2.5', String(NEWS_MAX_PAGE_SIZE + 1), '', ['1', '2'], '0004']) {
      expect(firstKey(newsListQuerySchema, { limit })).toBe('defaultError_12');
    }
    expect(firstKey(newsListQuerySchema, { cursor: 'a b' })).toBe('defaultError_12');
    // A cursor is at most 128 characters: the server hands out far shorter ones.
    expect(firstKey(newsListQuerySchema, { cursor: 'c'.repeat(128) })).toBeUndefined();
    expect(firstKey(newsListQuerySchema, { cursor: 'c'.repeat(129) })).toBe('defaultError_12');
    expect(firstKey(newsRecentQuerySchema, { lang: 'xx' })).toBe('defaultError_12');
    expect(firstKey(newsRecentQuerySchema, { limit: '7' })).toBe('defaultError_12');
  });

  it('reads an article id and answers news_1 for anything that is not one', () => {
    expect(newsArticleIdSchema.parse('12')).toBe(12);
    for (const id of ['0', '012', 'abc', '1e3', '-4', '9999999999'])
      expect(firstKey(newsArticleIdSchema, id)).toBe('news_1');
  });
});

describe('negotiateNewsLanguage', () => {
  it('prefers the lang query over the header', () => {
    expect(negotiateNewsLanguage('ja', 'de-DE,de;q=0.9')).toBe('ja');
  });

  it('picks the best-weighted supported tag of Accept-Language', () => {
    expect(negotiateNewsLanguage(undefined, 'nl;q=1, fr-CA;q=0.8, de;q=0.9')).toBe('de');
    expect(negotiateNewsLanguage(undefined, 'pt-BR')).toBe('pt');
  });

  it('maps Chinese by script and region', () => {
    expect(negotiateNewsLanguage(undefined, 'zh-TW')).toBe('zh-Hant');
    expect(negotiateNewsLanguage(undefined, 'zh-Hant-HK')).toBe('zh-Hant');
    expect(negotiateNewsLanguage(undefined, 'zh-CN')).toBe('zh-Hans');
    expect(negotiateNewsLanguage(undefined, 'zh')).toBe('zh-Hans');
  });

  it('falls back to en for no header, unsupported tags or q=0', () => {
    expect(negotiateNewsLanguage(undefined, undefined)).toBe('en');
    expect(negotiateNewsLanguage(undefined, 'nl, sv')).toBe('en');
    expect(negotiateNewsLanguage(undefined, 'ko;q=0')).toBe('en');
  });
});

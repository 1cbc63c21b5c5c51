import { z } from 'zod';
import { LANGUAGE_TAGS, type LanguageTag } from './locales';
import { PATH_ID } from './path-id';

/**
 * News calls. All GET, public, no session needed. Each answers in one language: the `lang` query
 * when given (one of NEWS_LANGUAGES), else the best match of `Accept-Language`, else `en` (the
 * server's fallback; the site always sends its own language, so it never relies on it). The
 * answer says which language it is in (`lang`, and the `Content-Language` header).
 *
 *   GET /api/news/recent?lang=en&limit=3          -> NewsRecentAnswer
 *   GET /api/news?lang=en&limit=9&cursor=<opaque> -> NewsListAnswer (newest first)
 *   GET /api/news/:id?lang=en                     -> NewsArticle | 404 { error: 'news_1' }
 *   GET /api/news/images/:name.svg                -> the card image (immutable, cached for a year)
 *
 * Paging is by cursor (keyset on publication time, then id): `nextCursor` of one page is the
 * `cursor` of the next, and is null on the last page. A page never repeats an item of an earlier
 * page, even when an article is published between two loads.
 *
 * Error keys (SPEC §8): news_1 no news (an unknown or malformed article id, 404; an empty list is
 * an ordinary answer with no items, which the site shows as news_1). news_2, news_3 and news_4 are
 * never sent by the server: the site shows them when loading recent news, the list, or more of
 * the list fails. A bad `limit`, `cursor` or `lang` answers 400 defaultError_12.
 */

/** SPEC §1: the ten language tags, in the order of the locale table. */
export const NEWS_LANGUAGES = LANGUAGE_TAGS;
export type NewsLanguage = LanguageTag;
/** The server's answer language when the caller asks for none it has (SPEC §1 default EN). */
export const NEWS_FALLBACK_LANGUAGE: NewsLanguage = 'en';

export const NEWS_CATEGORIES = ['update', 'event', 'patch-notes', 'community', 'maintenance'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Default and largest page of GET /api/news. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_MAX_PAGE_SIZE = 24;
/** Default and largest count of GET /api/news/recent. */
export const NEWS_RECENT_COUNT = 3;
export const NEWS_MAX_RECENT_COUNT = 6;

export interface NewsImage {
  /** Same-origin path under the API (`/api/news/images/<name>.svg`). */
  src: string;
  /** Intrinsic size, so the card reserves its space and the layout never shifts. */
  width: number;
  height: number;
  alt: string;
}

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: NewsCategory;
  /** ISO 8601 instant. */
  publishedAt: string;
  image: NewsImage;
}

export interface NewsRecentAnswer {
  items: NewsSummary[];
  lang: NewsLanguage;
}

export interface NewsListAnswer {
  items: NewsSummary[];
  /** The `cursor` of the next page; null on the last page. */
  nextCursor: string | null;
  lang: NewsLanguage;
}

export interface NewsNeighbour {
  id: number;
  title: string;
}

export interface NewsArticle extends NewsSummary {
  /** Rich HTML written by the studio; the site sanitizes it before rendering. */
  bodyHtml: string;
  /** The article published just before this one (older), if any. */
  previous: NewsNeighbour | null;
  /** The article published just after this one (newer), if any. */
  next: NewsNeighbour | null;
  lang: NewsLanguage;
}

const BAD_REQUEST = 'defaultError_12';

const languageSchema = z.enum(NEWS_LANGUAGES, { error: BAD_REQUEST });

/** A count from the query string: digits only, within 1..max. */
function limitSchema(max: number, fallback: number) {
  return z
    .string({ error: BAD_REQUEST })
    .regex(/^\d{1,3}$/, BAD_REQUEST)
    .transform(Number)
    .pipe(z.number().int().min(1, BAD_REQUEST).max(max, BAD_REQUEST))
    .optional()
    .transform((value) => value ?? fallback);
}

/** An opaque cursor as the server hands it out: URL-safe base64, bounded length. */
const cursorSchema = z.string({ error: BAD_REQUEST }).regex(/^[A-Za-z0-9_-]{1,128}$/, BAD_REQUEST);

export const newsRecentQuerySchema = z.object({
  lang: languageSchema.optional(),
  limit: limitSchema(NEWS_MAX_RECENT_COUNT, NEWS_RECENT_COUNT),
});

export const newsListQuerySchema = z.object({
  lang: languageSchema.optional(),
  limit: limitSchema(NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});

export const newsArticleQuerySchema = z.object({
  lang: languageSchema.optional(),
});

export const newsFeedQuerySchema = newsArticleQuerySchema;

/** An article id in a path: a positive integer without sign or leading zero; anything else is news_1. */
export const newsArticleIdSchema = z.string({ error: 'news_1' }).regex(PATH_ID, 'news_1').transform(Number);

export type NewsRecentQuery = z.input<typeof newsRecentQuerySchema>;
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export function isNewsLanguage(value: unknown): value is NewsLanguage {
  return (NEWS_LANGUAGES as readonly unknown[]).includes(value);
}

/** Other tags a browser sends, mapped to the nearest of the ten (script first, then region). */
function newsLanguageOfTag(tag: string): NewsLanguage | null {
  const lower = tag.toLowerCase();
  const exact = NEWS_LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const [primary, ...rest] = lower.split('-');
  if (primary === 'zh') {
    if (rest.includes('hant') || rest.some((part) => ['tw', 'hk', 'mo'].includes(part))) return 'zh-Hant';
    return 'zh-Hans';
  }
  return NEWS_LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * The language to answer in: the `lang` query when given, else the best-weighted tag of an
 * `Accept-Language` header that maps to one of the ten, else NEWS_FALLBACK_LANGUAGE.
 */
export function negotiateNewsLanguage(
  lang: NewsLanguage | undefined,
  acceptLanguage: string | undefined,
): NewsLanguage {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = newsLanguageOfTag(tag);
    if (language) return language;
  }
  return NEWS_FALLBACK_LANGUAGE;
}

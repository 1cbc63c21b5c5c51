/**
 * News calls. All GET, public, localized by the `lang` query (a SPEC §1 language tag).
 *   GET /api/news/recent?lang=en&limit=3            -> NewsListAnswer (hasMore false)
 *   GET /api/news?lang=en&page=1&pageSize=9&category=update -> NewsListAnswer
 *   GET /api/news/:id?lang=en                       -> NewsArticle | 404 { error: 'news_1' }
 * Error keys: news_1 (no news / unknown article), news_2 (recent failed), news_3 (all failed),
 * news_4 (more failed); the site picks news_2..4 by which load failed when the call fails.
 */
export const NEWS_CATEGORIES = ['update', 'event', 'patch-notes', 'community', 'maintenance'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_PAGE_SIZE = 9;

export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  category: NewsCategory;
  /** ISO 8601 instant. */
  publishedAt: string;
  /** Same-origin image path, with its intrinsic size so the layout never shifts. */
  image: { src: string; width: number; height: number; alt: string };
}

export interface NewsListAnswer {
  items: NewsSummary[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export interface NewsArticle extends NewsSummary {
  /** Rich HTML written by the studio; the site sanitizes it before rendering. */
  bodyHtml: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface NewsListQuery {
  lang: string;
  page?: number;
  pageSize?: number;
  category?: NewsCategory;
}

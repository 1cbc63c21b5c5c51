import { vi } from 'vitest';
import type { NewsArticle, NewsCategory, NewsListAnswer, NewsSummary } from '@dungeon/contract';

const CATEGORIES: NewsCategory[] = ['update', 'event', 'patch-notes', 'community', 'maintenance'];

/** A teaser whose title says its id ("Article 7"); newer ids have later dates. */
export function newsSummary(id: number): NewsSummary {
  return {
    id,
    slug: `article-${String(id)}`,
    title: `Article ${String(id)}`,
    summary: `Summary of article ${String(id)}`,
    category: CATEGORIES[id % CATEGORIES.length] ?? 'update',
    publishedAt: new Date(Date.UTC(2026, 10, id, 9)).toISOString(),
    image: { src: `/api/news/images/a-${String(id)}.svg`, width: 640, height: 360, alt: '' },
  };
}

export function newsPage(ids: number[], nextCursor: string | null): NewsListAnswer {
  return { items: ids.map(newsSummary), nextCursor, lang: 'en' };
}

export function newsArticle(id: number, overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    ...newsSummary(id),
    bodyHtml: '<p>Body text.</p>',
    previous: null,
    next: null,
    lang: 'en',
    ...overrides,
  };
}

export type NewsHandler = (url: URL) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs `fetch`: each call goes to `handler`; the returned list records the URLs asked for. */
export function answerNewsCalls(handler: NewsHandler): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    urls.push(url);
    return handler(url);
  });
  return urls;
}

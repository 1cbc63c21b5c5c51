import { baseApi } from '@dungeon/api-client';
import type { NewsArticle, NewsListAnswer, NewsRecentAnswer } from '@dungeon/contract';

export interface NewsRecentArgs {
  lang: string;
  limit?: number;
}

export interface NewsListArgs {
  lang: string;
  limit?: number;
}

export interface NewsArticleArgs {
  id: number;
  lang: string;
}

/**
 * News calls (contract news.ts). The language travels as `lang` so each language has its own
 * cache entry. The list is an RTK Query infinite query: one cache entry holds every loaded page,
 * and `nextCursor` of the last page is the param of the next (`fetchNextPage`).
 */
export const newsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    recentNews: build.query<NewsRecentAnswer, NewsRecentArgs>({
      query: ({ lang, limit }) => ({ url: '/news/recent', params: { lang, limit } }),
    }),
    newsList: build.infiniteQuery<NewsListAnswer, NewsListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { lang, limit }, pageParam }) => ({
        url: '/news',
        params: { lang, limit, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    }),
    newsArticle: build.query<NewsArticle, NewsArticleArgs>({
      query: ({ id, lang }) => ({ url: `/news/${String(id)}`, params: { lang } }),
    }),
  }),
});

export const { useRecentNewsQuery, useNewsListInfiniteQuery, useNewsArticleQuery } = newsApi;

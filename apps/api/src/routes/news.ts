import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isNewsLanguage,
  negotiateNewsLanguage,
  NEWS_FEED_SIZE,
  newsFeedUrl,
  newsArticleIdSchema,
  newsArticleQuerySchema,
  newsFeedQuerySchema,
  newsListQuerySchema,
  newsRecentQuerySchema,
  titleWithSite,
  type NewsArticle,
  type NewsCategory,
  type NewsLanguage,
  type NewsListAnswer,
  type NewsNeighbour,
  type NewsRecentAnswer,
  type NewsSummary,
} from '@dungeon/contract';
import { fillPath, paths } from '@dungeon/routing/paths';
import { siteConfig } from '@dungeon/site-config';
import type { Db } from '../db/database';
import { NEWS_IMAGE_PATH } from '../db/seed-news';
import { atomFeedXml } from '../http/atom-feed';
import { fail, parseWith } from '../http/errors';
import type { InEveryLanguage } from '../http/mailer';
import type { PagePreviews } from '../http/page-preview';
import { pagesByRow, type DatedRow, type SitemapEntries } from '../http/sitemap';

interface SummaryRow {
  id: number;
  slug: string;
  category: NewsCategory;
  published_at: string;
  image_name: string;
  image_width: number;
  image_height: number;
  title: string;
  summary: string;
}

interface ArticleRow extends SummaryRow {
  body_html: string;
}

/** Where a page ends: the paging key (publication time, then id) of its last item. */
interface Position {
  publishedAt: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([1-9]\d{0,8})$/;
const IMAGE_NAME = /^[a-z0-9-]{1,80}\.svg$/;
/** Images are named by content hash, so a browser may keep one for a year without asking. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
/** Lists and articles change rarely; a short shared cache, varied by language. */
const NEWS_CACHE = 'public, max-age=60';

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.publishedAt}|${String(position.id)}`).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) fail(400, 'defaultError_12');
  return { publishedAt: match[1], id: Number(match[2]) };
}

/**
 * The text columns in `lang`, falling back per article to English where a translation is missing
 * (the server-side fallback the contract documents; the seed has every language).
 */
const SELECT_SUMMARY = `
  SELECT a.id, a.slug, a.category, a.published_at, a.image_name, i.width AS image_width, i.height AS image_height,
         COALESCE(t.title, e.title) AS title, COALESCE(t.summary, e.summary) AS summary
  FROM news_articles a
  JOIN news_images i ON i.name = a.image_name
  JOIN news_translations e ON e.article_id = a.id AND e.lang = 'en'
  LEFT JOIN news_translations t ON t.article_id = a.id AND t.lang = @lang`;

function toSummary(row: SummaryRow): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    publishedAt: row.published_at,
    // Generated abstract art: decorative, the title beside it says what the card is.
    image: { src: `${NEWS_IMAGE_PATH}${row.image_name}`, width: row.image_width, height: row.image_height, alt: '' },
  };
}

function answerIn(reply: FastifyReply, lang: NewsLanguage): void {
  reply.header('Content-Language', lang).header('Vary', 'Accept-Language').header('Cache-Control', NEWS_CACHE);
}

function languageOf(request: FastifyRequest, lang: NewsLanguage | undefined): NewsLanguage {
  return negotiateNewsLanguage(lang, request.headers['accept-language']);
}

/** The site's page of one article (a frame in the prerender manifest). */
const articlePage = (id: number) => fillPath(paths.newsArticle, { id });
/** The square icon a feed reader shows beside the feed (the web app manifest's 192 px one). */
const FEED_ICON = '/icons/icon-192.png';

/**
 * Link previews of the article pages (`serveSite`): an article's title and summary in the page's
 * language, English where untranslated, as the article call answers. Any other page, an id that is
 * no id, or an unknown article: null, and the frame is served as built.
 */
export function newsPagePreviews(db: Db): PagePreviews {
  const summary = db.prepare<{ lang: string; id: number }, SummaryRow>(`${SELECT_SUMMARY} WHERE a.id = @id`);
  return ({ pattern, params, language }) => {
    if (pattern !== paths.newsArticle || !isNewsLanguage(language)) return null;
    const id = newsArticleIdSchema.safeParse(params['id']);
    const row = id.success ? summary.get({ lang: language, id: id.data }) : undefined;
    return row ? { title: row.title, description: row.summary, type: 'article' } : null;
  };
}

/** Every article's page for the sitemap, with its publication time. */
export function newsSitemapEntries(db: Db): SitemapEntries {
  const articles = db.prepare<[], DatedRow>(
    'SELECT id, published_at AS date FROM news_articles ORDER BY published_at DESC, id DESC',
  );
  return pagesByRow(() => articles.all(), articlePage);
}

/** The news page's own title in each language (its `pages.newsAll.title`): the feed's name. */
export const FEED_TITLE: InEveryLanguage<string> = {
  en: 'News',
  de: 'Neuigkeiten',
  fr: 'Actualités',
  es: 'Noticias',
  pt: 'Notícias',
  ru: 'Новости',
  ja: 'ニュース',
  ko: '뉴스',
  'zh-Hans': '新闻',
  'zh-Hant': '新聞',
};

/** News of the contract's news.ts: recent, paged list, article with neighbours, card images. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const newest = db.prepare<{ lang: string; limit: number }, SummaryRow>(
    `${SELECT_SUMMARY} ORDER BY a.published_at DESC, a.id DESC LIMIT @limit`,
  );
  const olderThan = db.prepare<{ lang: string; limit: number; publishedAt: string; id: number }, SummaryRow>(
    `${SELECT_SUMMARY}
     WHERE a.published_at < @publishedAt OR (a.published_at = @publishedAt AND a.id < @id)
     ORDER BY a.published_at DESC, a.id DESC LIMIT @limit`,
  );
  const newerThan = db.prepare<{ lang: string; limit: number; publishedAt: string; id: number }, SummaryRow>(
    `${SELECT_SUMMARY}
     WHERE a.published_at > @publishedAt OR (a.published_at = @publishedAt AND a.id > @id)
     ORDER BY a.published_at ASC, a.id ASC LIMIT @limit`,
  );
  const article = db.prepare<{ lang: string; id: number }, ArticleRow>(
    `SELECT s.*, COALESCE(t.body_html, e.body_html) AS body_html
     FROM (${SELECT_SUMMARY} WHERE a.id = @id) s
     JOIN news_translations e ON e.article_id = s.id AND e.lang = 'en'
     LEFT JOIN news_translations t ON t.article_id = s.id AND t.lang = @lang`,
  );
  const image = db.prepare<[string], { svg: string }>('SELECT svg FROM news_images WHERE name = ?');

  const neighbour = (row: SummaryRow | undefined): NewsNeighbour | null =>
    row ? { id: row.id, title: row.title } : null;

  app.get('/news/recent', async (request, reply): Promise<NewsRecentAnswer> => {
    const query = parseWith(newsRecentQuerySchema, request.query);
    const lang = languageOf(request, query.lang);
    answerIn(reply, lang);
    return { items: newest.all({ lang, limit: query.limit }).map(toSummary), lang };
  });

  // The feed (Atom): the newest posts for readers and bots, at the site's public origin. Summaries
  // only: an article's body is shown on its page, where it is sanitised for the page's own rules.
  app.get('/news/feed', async (request, reply) => {
    const query = parseWith(newsFeedQuerySchema, request.query);
    const lang = languageOf(request, query.lang);
    const rows = newest.all({ lang, limit: NEWS_FEED_SIZE });
    const at = (path: string) => new URL(path, app.ctx.config.siteOrigin).href;
    answerIn(reply, lang);
    return reply.type('application/atom+xml; charset=utf-8').send(
      atomFeedXml({
        pageUrl: at(paths.newsAll),
        selfUrl: at(newsFeedUrl(lang)),
        language: lang,
        title: titleWithSite(FEED_TITLE[lang], siteConfig.gameName),
        author: siteConfig.gameName,
        icon: at(FEED_ICON),
        updated: rows[0]?.published_at ?? new Date(0).toISOString(),
        entries: rows.map((row) => ({
          url: at(articlePage(row.id)),
          title: row.title,
          summary: row.summary,
          published: row.published_at,
          category: row.category,
        })),
      }),
    );
  });

  app.get('/news', async (request, reply): Promise<NewsListAnswer> => {
    const query = parseWith(newsListQuerySchema, request.query);
    const lang = languageOf(request, query.lang);
    // One more than asked tells whether another page exists without a count query.
    const limit = query.limit + 1;
    const rows = query.cursor
      ? olderThan.all({ lang, limit, ...decodeCursor(query.cursor) })
      : newest.all({ lang, limit });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    answerIn(reply, lang);
    return {
      items: page.map(toSummary),
      nextCursor:
        rows.length > query.limit && last ? encodeCursor({ publishedAt: last.published_at, id: last.id }) : null,
      lang,
    };
  });

  app.get<{ Params: { name: string } }>('/news/images/:name', async (request, reply) => {
    const { name } = request.params;
    const found = IMAGE_NAME.test(name) ? image.get(name) : undefined;
    if (!found) fail(404, 'news_1');
    return (
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', IMAGE_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        // Opened on its own, the picture can run nothing and load nothing.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(found.svg)
    );
  });

  app.get<{ Params: { id: string } }>('/news/:id', async (request, reply): Promise<NewsArticle> => {
    const parsedId = newsArticleIdSchema.safeParse(request.params.id);
    if (!parsedId.success) fail(404, 'news_1');
    const query = parseWith(newsArticleQuerySchema, request.query);
    const lang = languageOf(request, query.lang);
    const row = article.get({ lang, id: parsedId.data });
    if (!row) fail(404, 'news_1');
    const position = { lang, limit: 1, publishedAt: row.published_at, id: row.id };
    answerIn(reply, lang);
    return {
      ...toSummary(row),
      bodyHtml: row.body_html,
      previous: neighbour(olderThan.get(position)),
      next: neighbour(newerThan.get(position)),
      lang,
    };
  });
}

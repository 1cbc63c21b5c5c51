import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWS_FEED_SIZE, type NewsArticle, type NewsListAnswer, type NewsRecentAnswer } from '@dungeon/contract';
import { NEWS_SEED } from '../db/seed-news';
import { testClient, type TestClient } from '../test/test-app';
import { FEED_TITLE } from './news';

async function allPages(client: TestClient, limit: number, lang = 'en') {
  const pages: NewsListAnswer[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const response = await client.call('GET', `/api/news?lang=${lang}&limit=${String(limit)}${query}`);
    expect(response.status).toBe(200);
    const page = response.body as NewsListAnswer;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('GET /api/news (cursor paging)', () => {
  it('walks every article newest first, without duplicates, and the last page has no nextCursor', async () => {
    const client = await testClient();
    const pages = await allPages(client, 5);
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(NEWS_SEED.length);
    const dates = pages.flatMap((page) => page.items.map((item) => item.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives no nextCursor when one page holds everything', async () => {
    const client = await testClient();
    const [page] = await allPages(client, 24);
    expect(page?.items).toHaveLength(NEWS_SEED.length);
    expect(page?.nextCursor).toBeNull();
  });

  it('keeps a later page stable when an article is published after the first load', async () => {
    const client = await testClient();
    const first = (await client.call('GET', '/api/news?limit=3')).body as NewsListAnswer;
    client.db
      .prepare(
        "INSERT INTO news_articles (id, slug, category, image_name, published_at) SELECT 99, 'fresh', 'update', image_name, '2026-11-21T00:00:00.000Z' FROM news_articles WHERE id = 1",
      )
      .run();
    client.db
      .prepare(
        "INSERT INTO news_translations (article_id, lang, title, summary, body_html) VALUES (99, 'en', 'Fresh', 'New', '<p>x</p>')",
      )
      .run();
    const second = (await client.call('GET', `/api/news?limit=3&cursor=${first.nextCursor ?? ''}`))
      .body as NewsListAnswer;
    const firstIds = first.items.map((item) => item.id);
    expect(second.items.map((item) => item.id).some((id) => firstIds.includes(id))).toBe(false);
    expect(second.items.map((item) => item.id)).toEqual([9, 7, 6]);
  });

  it('answers an empty list (news_1 on the site) when there is no news', async () => {
    const client = await testClient({ seed: false });
    const response = await client.call('GET', '/api/news');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [], nextCursor: null, lang: 'en' });
  });

  it('refuses a bad limit or a forged cursor with defaultError_12', async () => {
    const client = await testClient();
    for (const url of ['/api/news?limit=0', '/api/news?limit=abc', '/api/news?limit=25', '/api/news/recent?limit=99']) {
      const response = await client.call('GET', url);
      expect(response.status, url).toBe(400);
      expect((response.body as { error: string }).error, url).toBe('defaultError_12');
    }
    const forged = Buffer.from('not-a-position').toString('base64url');
    const response = await client.call('GET', `/api/news?cursor=${forged}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'defaultError_12' });
  });
});

describe('language selection', () => {
  it('answers in the lang query, over Accept-Language', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/news/recent?lang=ja&limit=1', undefined, {
      'accept-language': 'de',
    });
    const body = response.body as NewsRecentAnswer;
    expect(body.lang).toBe('ja');
    expect(body.items[0]?.title).toBe(NEWS_SEED.at(-1)?.text.ja.title);
    expect(response.raw.headers['content-language']).toBe('ja');
  });

  it('answers in the best Accept-Language match without a lang query', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/news/12', undefined, { 'accept-language': 'zh-TW,zh;q=0.8' });
    const body = response.body as NewsArticle;
    expect(body.lang).toBe('zh-Hant');
    expect(body.title).toBe('冬季節慶活動公布');
    expect(response.raw.headers['vary']).toMatch(/Accept-Language/);
  });

  it('falls back to English for a language it does not have', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/news/recent?limit=1', undefined, { 'accept-language': 'nl-NL' });
    expect((response.body as NewsRecentAnswer).items[0]?.title).toBe('Winter Holiday Event announced');
  });

  it('refuses an unknown lang query', async () => {
    const client = await testClient();
    const response = await client.call('GET', '/api/news/recent?lang=xx');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'defaultError_12' });
  });
});

describe('GET /api/news/recent', () => {
  it('answers the newest three by default, each with a sized image', async () => {
    const client = await testClient();
    const body = (await client.call('GET', '/api/news/recent')).body as NewsRecentAnswer;
    expect(body.items.map((item) => item.id)).toEqual([12, 11, 10]);
    expect(body.items[0]?.image).toMatchObject({ width: 640, height: 360 });
    expect(body.items[0]?.image.src).toMatch(/^\/api\/news\/images\/[a-z0-9-]+\.svg$/);
  });
});

describe('GET /api/news/:id', () => {
  it('answers the article with its HTML body and its neighbours', async () => {
    const client = await testClient();
    const body = (await client.call('GET', '/api/news/12?lang=de')).body as NewsArticle;
    expect(body.title).toBe('Winterfest-Event angekündigt');
    expect(body.bodyHtml).toMatch(
      /<img src="\/api\/news\/images\/frost-keep-map-[a-f0-9]{8}\.svg" width="640" height="360"/,
    );
    expect(body.bodyHtml).toContain('<a href="/winter-holiday-event">');
    expect(body.previous).toEqual({ id: 11, title: 'Die Gildenranglisten sind zurück' });
    expect(body.next).toBeNull();
    // The Twitch Drops article (8) tells of the 2025 event, so it is the oldest, before article 1.
    const oldest = (await client.call('GET', '/api/news/8')).body as NewsArticle;
    expect(oldest.previous).toBeNull();
    expect(oldest.next?.id).toBe(1);
  });

  it('answers 404 news_1 for an unknown or malformed id', async () => {
    const client = await testClient();
    for (const url of ['/api/news/404', '/api/news/abc', '/api/news/007']) {
      const response = await client.call('GET', url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ error: 'news_1' });
    }
  });
});

describe('GET /api/news/images/:name', () => {
  it('serves a card image as SVG with a long, immutable cache', async () => {
    const client = await testClient();
    const recent = (await client.call('GET', '/api/news/recent?limit=1')).body as NewsRecentAnswer;
    const src = recent.items[0]?.image.src ?? '';
    const response = await client.app.inject({ method: 'GET', url: src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg [^>]*width="640" height="360"/);
    expect(response.body).not.toMatch(/<script/i);
  });

  it('answers 404 for an unknown image', async () => {
    const client = await testClient();
    const response = await client.app.inject({ method: 'GET', url: '/api/news/images/nope.svg' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/news/feed (Atom)', () => {
  const ORIGIN = 'https://emberdeep.example';
  const feedClient = () => testClient({ config: { siteOrigin: ORIGIN } });
  const entryTitles = (xml: string) =>
    [...xml.matchAll(/<entry>.*?<title>([^<]*)<\/title>/g)].map(([, title = '']) => title);

  it("lists the newest posts in the asked language, each linking its page at the site's origin whatever the Host", async () => {
    const { app } = await feedClient();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/news/feed?lang=de',
      headers: { host: 'evil.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers['content-language']).toBe('de');
    const xml = answer.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="de">/,
    );
    expect(xml).toContain('<title>Neuigkeiten | Emberdeep</title>');
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}/api/news/feed?lang=de"/>`);
    expect(xml).toContain(`<icon>${ORIGIN}/icons/icon-192.png</icon>`);
    expect(xml).not.toContain('evil.example');
    const newestFirst = [...NEWS_SEED].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const german = (
      await app.inject({ method: 'GET', url: `/api/news/${String(newestFirst[0]?.id)}?lang=de` })
    ).json<NewsArticle>();
    expect(entryTitles(xml)[0]).toBe(german.title);
    expect(entryTitles(xml)).toHaveLength(Math.min(NEWS_FEED_SIZE, NEWS_SEED.length));
    expect(xml).toContain(
      `<link rel="alternate" type="text/html" href="${ORIGIN}/news/${String(newestFirst[0]?.id)}"/><published>${String(newestFirst[0]?.publishedAt)}</published>`,
    );
    expect(xml).toContain(`<updated>${String(newestFirst[0]?.publishedAt)}</updated>`);
  });

  it('keeps at most NEWS_FEED_SIZE posts, and writes what a post says as text, never as markup', async () => {
    const client = await feedClient();
    const insertArticle = client.db.prepare(
      "INSERT INTO news_articles (id, slug, category, image_name, published_at) SELECT @id, 'x' || @id, 'update', image_name, '2026-11-2' || (@id % 10) || 'T00:00:00.000Z' FROM news_articles WHERE id = 1",
    );
    const insertText = client.db.prepare(
      "INSERT INTO news_translations (article_id, lang, title, summary, body_html) VALUES (@id, 'en', @title, 'A & B <i>', '<p>x</p>')",
    );
    for (let id = 100; id < 100 + NEWS_FEED_SIZE; id += 1) {
      insertArticle.run({ id });
      insertText.run({ id, title: `</title><script>x(${String(id)})</script>` });
    }
    const xml = (await client.app.inject({ method: 'GET', url: '/api/news/feed' })).body;
    expect(entryTitles(xml)).toHaveLength(NEWS_FEED_SIZE);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&#60;/title&#62;&#60;script&#62;x(');
    expect(xml).toContain('<summary>A &#38; B &#60;i&#62;</summary>');
  });

  it('refuses a language it does not have', async () => {
    const { app } = await feedClient();
    const answer = await app.inject({ method: 'GET', url: '/api/news/feed?lang=xx' });
    expect(answer.statusCode).toBe(400);
  });

  it("is named as the site's news page is, in each of the ten languages", () => {
    for (const [lang, title] of Object.entries(FEED_TITLE)) {
      const locale = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../../../libs/news/src/locales/${lang}.json`), 'utf8'),
      ) as { pages: { newsAll: { title: string } } };
      expect(title, lang).toBe(locale.pages.newsAll.title);
    }
  });
});

-- News: articles, their text in each language, and the card images the API serves.
CREATE TABLE news_images (
  -- File name with a content hash (`<key>-<sha8>.svg`), so the image may be cached forever.
  name TEXT PRIMARY KEY,
  svg TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE news_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL CHECK (category IN ('update', 'event', 'patch-notes', 'community', 'maintenance')),
  image_name TEXT NOT NULL REFERENCES news_images(name),
  -- ISO 8601 UTC with milliseconds, so text order is time order (the paging key with id).
  published_at TEXT NOT NULL
);
CREATE INDEX news_articles_published ON news_articles(published_at DESC, id DESC);

CREATE TABLE news_translations (
  article_id INTEGER NOT NULL REFERENCES news_articles(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'ko', 'zh-Hans', 'zh-Hant', 'de', 'es', 'fr', 'ja', 'pt', 'ru')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  -- Studio-written HTML; the site sanitizes it before rendering.
  body_html TEXT NOT NULL,
  PRIMARY KEY (article_id, lang)
);

-- FAQ search that ignores Latin accents, as players type on a phone: "contrasena" finds
-- "contraseña", "cafe" finds "café". SQLite's remove_diacritics folds Latin letters only, so "й"
-- stays apart from "и" and Japanese kana keep their marks. The index is rebuilt from the articles;
-- the route folds the same letters when it locates the words (routes/support.ts, foldCase).
DROP TABLE faq_search;
CREATE VIRTUAL TABLE faq_search USING fts5(
  title, body_text, article_id UNINDEXED, lang UNINDEXED, tokenize = 'trigram remove_diacritics 1'
);
INSERT INTO faq_search (title, body_text, article_id, lang)
  SELECT title, body_text, article_id, lang FROM faq_translations;

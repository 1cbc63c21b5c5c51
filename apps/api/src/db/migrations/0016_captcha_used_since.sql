-- Spent solutions are dropped once they are a challenge's lifetime old (http/captcha.ts): by then
-- their own expiry refuses them, so the row can never match again. By this index.
CREATE INDEX captcha_used_at ON captcha_used (used_at);

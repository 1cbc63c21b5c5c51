-- Support centre: FAQ articles, tickets with their conversation, reports, uploaded files and
-- the game accounts a report must name (contract: support.ts).
CREATE TABLE faq_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL CHECK (category IN ('account', 'purchases', 'launcher', 'technical', 'reports')),
  updated_at TEXT NOT NULL
);

CREATE TABLE faq_translations (
  article_id INTEGER NOT NULL REFERENCES faq_articles(id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'ko', 'zh-Hans', 'zh-Hant', 'de', 'es', 'fr', 'ja', 'pt', 'ru')),
  title TEXT NOT NULL,
  -- Studio-written HTML; the site sanitizes it before rendering.
  body_html TEXT NOT NULL,
  -- The body as plain text: what search reads and snippets are cut from.
  body_text TEXT NOT NULL,
  PRIMARY KEY (article_id, lang)
);

-- Full-text index over title and plain body. The trigram tokenizer matches any substring of three
-- or more characters, case-insensitively, in every script (CJK has no spaces between words).
-- Shorter words are matched with instr() instead (routes/support.ts). Kept in step by the seeder.
CREATE VIRTUAL TABLE faq_search USING fts5(
  title, body_text, article_id UNINDEXED, lang UNINDEXED, tokenize = 'trigram'
);

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_type TEXT NOT NULL,
  subject TEXT NOT NULL,
  platform TEXT NOT NULL,
  account TEXT NOT NULL,
  order_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('open', 'awaiting_reply', 'closed')),
  email TEXT NOT NULL,
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX support_tickets_user ON support_tickets(user_id, created_at);
CREATE UNIQUE INDEX support_tickets_idempotency ON support_tickets(user_id, idempotency_key);

CREATE TABLE support_ticket_messages (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('player', 'support')),
  -- Plain text as written; never rendered as HTML.
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX support_ticket_messages_ticket ON support_ticket_messages(ticket_id, id);

-- Accounts in the game that reports refer to. Ids are 17-19 digits, stored as text: several do
-- not fit a double, and every digit counts.
CREATE TABLE game_accounts (
  platform TEXT NOT NULL,
  account_id TEXT NOT NULL CHECK (length(account_id) BETWEEN 17 AND 19 AND account_id NOT GLOB '*[^0-9]*'),
  display_name TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (platform, account_id)
);

CREATE TABLE support_reports (
  id INTEGER PRIMARY KEY,
  -- The signed-in sender, if any (report pages are public: players arrive from in-game links).
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  type TEXT NOT NULL CHECK (type IN ('all', 'banappeal', 'bugreport', 'playerreport')),
  platform TEXT NOT NULL,
  account_id TEXT NOT NULL,
  environment TEXT,
  reported_player TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL,
  evidence_link TEXT,
  status TEXT NOT NULL CHECK (status IN ('received', 'in_review', 'resolved')),
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  FOREIGN KEY (platform, account_id) REFERENCES game_accounts(platform, account_id)
);
CREATE INDEX support_reports_user ON support_reports(user_id, created_at);
CREATE UNIQUE INDEX support_reports_idempotency ON support_reports(platform, account_id, idempotency_key);

-- Files sent with a ticket or a report: stored under <dataDir>/uploads/<stored_name>, a random
-- name; the player's file name is kept for display only.
CREATE TABLE support_attachments (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER REFERENCES support_tickets(id) ON DELETE CASCADE,
  report_id INTEGER REFERENCES support_reports(id) ON DELETE CASCADE,
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('png', 'jpeg', 'webp', 'pdf', 'text')),
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  CHECK ((ticket_id IS NULL) <> (report_id IS NULL))
);
CREATE INDEX support_attachments_ticket ON support_attachments(ticket_id);
CREATE INDEX support_attachments_report ON support_attachments(report_id);

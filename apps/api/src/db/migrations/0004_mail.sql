-- Every message the site sends. The reference back end delivers nothing: the dev mailbox
-- (GET /api/dev/mailbox) shows the outbox; a production deployment plugs an SMTP relay in.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox(to_email, id);

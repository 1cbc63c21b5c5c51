-- Wrong passwords per address (routes/auth.ts, POST /api/auth/login): past a count within a window,
-- a sign-in to the address needs a solved captcha until one succeeds (ASVS 2.2.1: guessing one
-- account's password from many addresses). `email_key`: the address's SHA-256, ASCII case folded
-- (emailDigest), kept for unknown addresses too, so nothing here says which ones have accounts.
CREATE TABLE login_failures (
  email_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  since TEXT NOT NULL
);
-- Counts whose window has passed are dropped with each new failure (by this index), so the table
-- holds the last window's addresses only.
CREATE INDEX login_failures_since ON login_failures (since);

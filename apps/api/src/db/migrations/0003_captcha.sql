-- Solved captcha payloads already spent: a solution counts once (replay protection).
CREATE TABLE captcha_used (
  signature TEXT PRIMARY KEY,
  used_at TEXT NOT NULL
);

-- A signed-in player's password changes (routes/auth-sessions.ts, POST /api/auth/password): the
-- Idempotency-Key each was made under, so a repeat answers the first change again. Nothing derived
-- from a password is kept here: a repeat is told from another change by checking its new password
-- against the account's scrypt hash, never by a fast fingerprint of the body, which would be an
-- offline-crackable hash of the new password. `signed_out`: how many other sessions the change ended.
CREATE TABLE password_changes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  idempotency_key TEXT NOT NULL,
  signed_out INTEGER NOT NULL DEFAULT 0,
  changed_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

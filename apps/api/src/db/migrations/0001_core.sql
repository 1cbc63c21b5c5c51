-- Accounts and sessions: the core every module relies on.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en',
  -- Exact decimal string: the balance never goes through a float.
  currency_balance TEXT NOT NULL DEFAULT '0',
  withdrawal_requested_at TEXT,
  withdrawal_date TEXT,
  withdrawn_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  -- SHA-256 of the session id: a copy of the database does not hand out live sessions.
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  persistent INTEGER NOT NULL DEFAULT 0,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX sessions_user ON sessions(user_id);

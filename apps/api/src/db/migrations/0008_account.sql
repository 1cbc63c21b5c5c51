-- Accounts of the older game that may be migrated into an Emberdeep account (SPEC §5 migration).
-- Ids are 17-19 digit strings (past 2^53), stored as TEXT so no digit is ever rounded.
CREATE TABLE legacy_accounts (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 17 AND 19 AND id NOT GLOB '*[^0-9]*' AND id NOT GLOB '0*'),
  -- SHA-256 of the normalized key: keys carry ~95 random bits, so a fast hash does not help guessing.
  key_hash TEXT NOT NULL,
  legacy_name TEXT NOT NULL,
  -- The migrated flag: set once, with the account that received it.
  migrated_to_user_id INTEGER REFERENCES users(id),
  migrated_at TEXT,
  CHECK ((migrated_to_user_id IS NULL) = (migrated_at IS NULL))
);
-- One old account per Emberdeep account (migration_3 for a second one).
CREATE UNIQUE INDEX legacy_accounts_target ON legacy_accounts(migrated_to_user_id)
  WHERE migrated_to_user_id IS NOT NULL;

-- A closed account's address, kept only as a hash (http/closed-accounts.ts): a sign-in with the
-- old address and password is still answered `withdrawn`. Not unique: an address may be
-- registered again after a closure, and closed again.
ALTER TABLE users ADD COLUMN closed_email_hash TEXT;
CREATE INDEX users_closed_email_hash ON users(closed_email_hash) WHERE closed_email_hash IS NOT NULL;

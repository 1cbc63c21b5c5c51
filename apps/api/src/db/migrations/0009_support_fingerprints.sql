-- What a ticket's or a report's idempotency key was first used for (http/idempotency.ts
-- formFingerprint): a resend under the same key must carry the same form, or it is refused (422).
-- Rows from before this column (NULL) are answered as before.
ALTER TABLE support_tickets ADD COLUMN request_fingerprint TEXT;
ALTER TABLE support_reports ADD COLUMN request_fingerprint TEXT;

-- A gift code's name in each site language (SPEC §1 tags), as a campaign is announced in every
-- language. The name in gift_codes is the campaign's own, and answers any language without a row
-- here. Read by POST /api/gifts/apply, GET /api/gifts/last and the account overview, each in the
-- request's language (Accept-Language).
CREATE TABLE gift_code_names (
  code TEXT NOT NULL REFERENCES gift_codes(code),
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (code, lang)
) WITHOUT ROWID;

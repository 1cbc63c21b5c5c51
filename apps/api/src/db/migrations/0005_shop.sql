-- Shop catalogue, purchases (with their idempotency keys), the Red Stone ledger and gift codes.
-- Money and Red Stones are exact decimal strings; product ids are digit strings (some past 2^53).

CREATE TABLE shop_apps (
  appid INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  in_service INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE shop_products (
  productid TEXT PRIMARY KEY,
  appid INTEGER NOT NULL REFERENCES shop_apps(appid),
  product_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('edition', 'dlc', 'currency')),
  name TEXT NOT NULL,
  -- Red Stones a currency pack credits.
  stone_amount TEXT,
  -- Price in Red Stones when the product may be paid with currency.
  stone_price TEXT,
  -- How many one account may own; NULL = unlimited (currency packs), 1 = non-repeatable.
  max_per_user INTEGER,
  -- 'edition': some edition of the same app must be owned first (shop_3 / giftcode_5).
  requires TEXT CHECK (requires IN ('edition')),
  in_service INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL
);

CREATE TABLE shop_prices (
  productid TEXT NOT NULL REFERENCES shop_products(productid),
  currency TEXT NOT NULL,
  amount TEXT NOT NULL,
  PRIMARY KEY (productid, currency)
);

-- A purchase or a gifted product. Ownership is read from here (status pending or complete).
CREATE TABLE purchases (
  id INTEGER PRIMARY KEY,
  receipt_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  -- One purchase per key and account: a repeat finds this row instead of charging again.
  idempotency_key TEXT NOT NULL,
  -- What the key was first used for; the same key for another request is refused.
  request_fingerprint TEXT NOT NULL,
  appid INTEGER NOT NULL,
  productid TEXT NOT NULL REFERENCES shop_products(productid),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('sandbox-card', 'currency', 'gift')),
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- processing: reserved while the payment provider answers; a declined payment deletes the row.
  status TEXT NOT NULL CHECK (status IN ('processing', 'pending', 'complete')),
  -- 1 for a non-repeatable product: the partial unique index below allows one live row.
  exclusive INTEGER NOT NULL,
  stones_credited TEXT,
  balance_after TEXT,
  locale TEXT NOT NULL DEFAULT 'en',
  created_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE UNIQUE INDEX purchases_exclusive_owner ON purchases(user_id, productid) WHERE exclusive = 1;
CREATE INDEX purchases_user ON purchases(user_id, id);

-- Every change of a Red Stone balance; users.currency_balance always equals the last balance_after
-- and the sum of deltas (both written in one transaction).
CREATE TABLE currency_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  delta TEXT NOT NULL,
  balance_after TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('purchase', 'spend', 'gift', 'refund')),
  reference TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX currency_ledger_user ON currency_ledger(user_id, id);

CREATE TABLE gift_codes (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- What it gives: a product, or Red Stones.
  grant_productid TEXT REFERENCES shop_products(productid),
  grant_stones TEXT,
  requires TEXT CHECK (requires IN ('edition')),
  -- Total redemptions allowed across all accounts; each account may redeem a code once.
  max_redemptions INTEGER NOT NULL DEFAULT 1,
  redemptions INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  CHECK ((grant_productid IS NULL) <> (grant_stones IS NULL))
);

CREATE TABLE gift_redemptions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES gift_codes(code),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  UNIQUE (code, user_id)
);
CREATE INDEX gift_redemptions_user ON gift_redemptions(user_id, id);

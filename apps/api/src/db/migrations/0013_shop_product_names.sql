-- A product's name in each site language (SPEC §1 tags), as the shop's pages show it: the purchase
-- mail names what was bought in the player's language, as the page did. The name in shop_products
-- (the catalogue's, with the game's name) answers any language without a row here. Red Stone packs have none: a mail words their
-- amount in the language.
CREATE TABLE shop_product_names (
  productid TEXT NOT NULL REFERENCES shop_products(productid),
  lang TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (productid, lang)
) WITHOUT ROWID;

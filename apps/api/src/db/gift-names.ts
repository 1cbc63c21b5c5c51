/**
 * A gift code's name in a language, as an SQL expression over the `gift_codes` row `alias`: its
 * `gift_code_names` row for the language bound to the expression's one `?`, else the code's own
 * name. The gift-code calls and the account overview name gifts with it, so a player reads a
 * campaign's name in the page's language wherever it shows.
 */
export function giftNameSql(alias: string): string {
  return `COALESCE((SELECT n.name FROM gift_code_names n WHERE n.code = ${alias}.code AND n.lang = ?), ${alias}.name)`;
}

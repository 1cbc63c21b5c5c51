/** Seeded support data (apps/api/src/db/seed-support.ts) and text the support forms take. */

/** The demo player's Steam account id: above 2^53, so a Number() anywhere would change its last digits. */
export const STEAM_ID_17 = '76561198012345679';

/** A ticket or report description in English, inside the 50 to 5,000 characters a description takes. */
export const DESCRIPTION =
  'The launcher stops at 87% while patching and shows no message. I restarted the PC twice already.';

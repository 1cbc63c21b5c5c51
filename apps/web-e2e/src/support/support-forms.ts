import { escapeRegExp, type Strings } from './catalogues';

/** Seeded support data (apps/api/src/db/seed-support.ts) and text the support forms take. */

/** The demo player's Steam account id: above 2^53, so a Number() anywhere would change its last digits. */
export const STEAM_ID_17 = '76561198012345679';

/** A ticket or report description in English, inside the 50 to 5,000 characters a description takes. */
export const DESCRIPTION =
  'The launcher stops at 87% while patching and shows no message. I restarted the PC twice already.';

/**
 * The ticket number in the success notice, as the support catalogue `s` words it
 * (`form.ticketNumber`): group 1 is the number.
 */
export function ticketNumberPattern(s: Strings): RegExp {
  const [before = '', after = ''] = s('form.ticketNumber', { id: '\u0000' }).split('\u0000');
  return new RegExp(`${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}`);
}

/**
 * The FAQ search's count of results for any number, as the support catalogue `s` words it
 * (`search.results_zero` for none, `search.results_one`, `search.results_other`): the whole status text.
 */
export function resultsCountPattern(s: Strings): RegExp {
  const forms = ['search.results_zero', 'search.results_one', 'search.results_other'].map((key) =>
    escapeRegExp(s(key, { count: '\u0000' })).replace('\u0000', '\\d+'),
  );
  return new RegExp(`^(?:${forms.join('|')})$`);
}

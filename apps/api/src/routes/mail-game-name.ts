import { siteConfig } from '@dungeon/site-config';

/*
 * The game's name in the mails is never written in and never translated: it is site-config's
 * `gameName` (VITE_GAME_NAME), read each time a mail is written, so a deployment under another
 * name mails that name. The words around it are written so that any name reads right: no French
 * elision before it ("de {game}", not "d’Emberdeep"), no Korean particle after it ("{game} 계정"),
 * German compounds hyphenated ("{game}-Konto"), no article for it to agree with in Spanish and
 * Portuguese ("de {game}").
 */

/**
 * `words` with `{game}` (the game's name) and each `{key}` of `values` put in, in one pass: what
 * is put in is never read again, so a name or a typed subject holding "{id}" or "$&" stays as it
 * is. A `{key}` with no value stays too.
 */
export function fillMail(words: string, values: Readonly<Record<string, string>> = {}): string {
  const filled = new Map(Object.entries({ ...values, game: siteConfig.gameName }));
  return words.replace(/\{(\w+)\}/g, (placeholder, key: string) => filled.get(key) ?? placeholder);
}

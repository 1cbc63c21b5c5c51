import { LOCALES, type Locale } from '@dungeon/contract';

/** SPEC §1: the ten locale codes, their language tags and each language's own name, in the selector's order. */
export const LANGUAGES = LOCALES;

export type Language = Locale;

/** The language of a SPEC §1 locale code. */
export function language<Code extends Language['code']>(code: Code): Extract<Language, { code: Code }> {
  const found = LANGUAGES.find((entry): entry is Extract<Language, { code: Code }> => entry.code === code);
  if (!found) throw new Error(`no language ${code}`);
  return found;
}

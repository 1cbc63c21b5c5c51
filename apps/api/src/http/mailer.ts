import { LANGUAGE_TAGS, type LanguageTag } from '@dungeon/contract';
import { siteConfig } from '@dungeon/site-config';
import type { AppContext } from '../app';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text: no HTML mail, so nothing a user typed can become markup in an inbox. */
  text: string;
  /** Language tag the message was written in. */
  locale: string;
}

/** Queues a message in the outbox (see migration 0004); returns its id. */
export function sendMail({ db, now }: Pick<AppContext, 'db' | 'now'>, mail: OutgoingMail): number {
  const result = db
    .prepare('INSERT INTO mail_outbox (to_email, subject, body, locale, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.to, mail.subject, mail.text, mail.locale, now().toISOString());
  return Number(result.lastInsertRowid);
}

/** `tag` when it is one of the site's ten languages, else English: what a mail is written in. */
export function mailLanguage(tag: string | undefined): LanguageTag {
  return LANGUAGE_TAGS.find((known) => known === tag) ?? 'en';
}

/** The language a request asked for (contract: Accept-Language carries one of the ten tags), else English. */
export function requestLocale(acceptLanguage: string | undefined): LanguageTag {
  return mailLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]?.trim());
}

/** A mail's words in each of the site's ten languages: a missing one is a type error. */
export type InEveryLanguage<Words> = Record<LanguageTag, Words>;

/**
 * A mail with one value put in (a code, a link, a date) and the game's name, in every language.
 * The name is site-config's `gameName`, never written into the words (routes/mail-game-name.ts).
 */
export type MailTemplates = InEveryLanguage<{
  subject: (game: string) => string;
  text: (value: string, game: string) => string;
}>;

/** `templates` in `locale`, with `value` and the game's name (read now, not at load) put in. */
export function mailIn(
  templates: MailTemplates,
  locale: LanguageTag,
  value: string,
): { subject: string; text: string } {
  const template = templates[locale];
  const game = siteConfig.gameName;
  return { subject: template.subject(game), text: template.text(value, game) };
}

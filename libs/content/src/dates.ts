import { formatDateWith } from '@dungeon/i18n-locales';

/** An instant as the visitor reads it: long date, time and zone, in `language` and `timeZone` (default: the visitor's). */
export function formatInstant(iso: string, language: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    // The hour as the language writes it: "2:00 AM" in English ("02:00 AM" follows no English
    // convention), "02:00" where the language pads it anyway.
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  return formatDateWith(language, format, new Date(iso));
}

/** A calendar date (`YYYY-MM-DD`, no time) in `language`; read in UTC so it never shifts by a day. */
export function formatCalendarDate(isoDate: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return formatDateWith(language, format, new Date(`${isoDate}T00:00:00Z`));
}

/** The visitor's IANA time zone, shown beside event times. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

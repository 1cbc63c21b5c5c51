import type { TwitchDropsWindow } from '@dungeon/site-config';

/** An event's period: `startsAt` inclusive, `endsBefore` exclusive (ISO 8601 instants). */
export type EventWindow = Pick<TwitchDropsWindow, 'startsAt' | 'endsBefore'>;

/**
 * The winter holiday event (SPEC §2 names the page, not its dates): UTC, 15 Dec 2026 00:00
 * inclusive to 8 Jan 2027 00:00 exclusive, the dates the news article of 20 Nov 2026
 * (seed-news.ts, 'winter-holiday-event-announced') announces. Proposed here until site-config carries it.
 */
export const WINTER_HOLIDAY_EVENT_WINDOW: EventWindow = {
  startsAt: '2026-12-15T00:00:00Z',
  endsBefore: '2027-01-08T00:00:00Z',
};

export type EventStatus = 'upcoming' | 'live' | 'ended';

export function eventStatus(now: Date, window: EventWindow): EventStatus {
  const time = now.getTime();
  if (time < Date.parse(window.startsAt)) return 'upcoming';
  return time < Date.parse(window.endsBefore) ? 'live' : 'ended';
}

import type { TwitchDropsWindow } from '@dungeon/site-config';

/** An event's period: `startsAt` inclusive, `endsBefore` exclusive (ISO 8601 instants). */
export type EventWindow = Pick<TwitchDropsWindow, 'startsAt' | 'endsBefore'>;

/**
 * The winter holiday event (SPEC §2 names the page, not its dates): UTC, 18 Dec 2025 00:00
 * inclusive to 8 Jan 2026 00:00 exclusive. Proposed here until site-config carries it.
 */
export const WINTER_HOLIDAY_EVENT_WINDOW: EventWindow = {
  startsAt: '2025-12-18T00:00:00Z',
  endsBefore: '2026-01-08T00:00:00Z',
};

export type EventStatus = 'upcoming' | 'live' | 'ended';

export function eventStatus(now: Date, window: EventWindow): EventStatus {
  const time = now.getTime();
  if (time < Date.parse(window.startsAt)) return 'upcoming';
  return time < Date.parse(window.endsBefore) ? 'live' : 'ended';
}

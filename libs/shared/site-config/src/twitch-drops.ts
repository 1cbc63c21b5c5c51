import type { TwitchDropsWindow } from './site-config';

/** True while the twitch-drops window is enabled and `now` lies in [startsAt, endsBefore). */
export function isTwitchDropsActive(now: Date, window: TwitchDropsWindow): boolean {
  if (!window.enabled) return false;
  const time = now.getTime();
  return time >= Date.parse(window.startsAt) && time < Date.parse(window.endsBefore);
}

import { paths } from '@dungeon/routing';
import { isTwitchDropsActive, siteConfig, type TwitchDropsWindow } from '@dungeon/site-config';

/** SPEC §2: `/` leads to /twitch-drops while the window is active and enabled, otherwise to /home. */
export function rootRedirectTarget(now: Date, window: TwitchDropsWindow = siteConfig.twitchDrops): string {
  return isTwitchDropsActive(now, window) ? paths.twitchDrops : paths.home;
}

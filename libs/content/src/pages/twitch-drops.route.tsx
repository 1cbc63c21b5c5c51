import { siteConfig } from '@dungeon/site-config';
import { EventPage } from '../events/event-page';

/** /twitch-drops: the window is site-config's, the same one the `/` redirect uses (SPEC §2). */
export function Component() {
  return <EventPage event="twitchDrops" window={siteConfig.twitchDrops} />;
}

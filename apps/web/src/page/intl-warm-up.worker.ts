// A worker that loads the engine's Intl data for the page's language, then ends (intl-warm-up.ts).
import { warmUpIntl } from '@dungeon/i18n-locales/warm-up';

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string') warmUpIntl(event.data);
  self.close();
});

import { afterFirstContentfulPaint } from './page/after-first-paint';
import { numberHistoryEntry } from './page/history-entry';
import { warmUpIntlOffMainThread } from './page/intl-warm-up';
import { showLoadFailure } from './page/load-failure';

// The page's entry. A prerendered page is complete HTML: it is painted before the app starts,
// which then hydrates it. Starting first would hold that paint until the app's modules had run, so
// a prerendered page names none of them in its <head>: they are fetched once it is on screen.
// index.html (every other page) preloads them, since nothing is painted without them.
// A page hidden as prerendered in another language (`stale`) has nothing to paint until the app runs.
const prerendered = document.documentElement.dataset['prerendered'];
if (prerendered === 'page' || prerendered === 'frame') await afterFirstContentfulPaint();
// While the start-up downloads: a worker loads the Intl data the page's dates and prices need, and
// the history entry gets the router's numbering, two costs out of the start-up's longest tasks.
warmUpIntlOffMainThread(document.documentElement.lang || 'en');
numberHistoryEntry();
try {
  await import('./boot');
} catch {
  showLoadFailure();
}

// A module (top-level await), with nothing to export.
export {};

// The app's start-up (main.tsx imports it): store, start-up calls, strings, router, then React.
// First, and unsorted on purpose: the libraries underneath, each part in a task of its own (stack.ts).
import './stack';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { loadSessionStorage } from '@dungeon/browser-storage';
import { preloadConsentDialog } from '@dungeon/cookies-consent';
import { GEO_RATING_NS } from '@dungeon/geo-rating';
import { initI18n, languageTagFor, prepareFormatters } from '@dungeon/i18n-locales';
import { routerReady } from '@dungeon/routing';
import { yieldToMain } from '@dungeon/scheduling';
import { CHROME_NS } from '@dungeon/site-chrome';
import { initialRootState, makeStore } from '@dungeon/store';
import { mountApp, prerenderedMode } from './app/mount';
import { createAppRouter } from './app/router';
import { startUp } from './app/start-up';
import './styles.css';

// The theme, the saved-consent mark and the language check ran before the first paint, in the
// pre-paint script (apps/web/build/pre-paint.ts).
const store = makeStore();
// SPEC §4 start-up: session check, geolocation, the functional-cookie flag, then the locale.
const { savedConsent, language } = startUp(store.dispatch);
await yieldToMain();
// Everything the first screen needs is requested now, in one round: the strings of the site frame,
// the page's module and strings (the router starts loading its lazy route on creation) and, on a
// first visit, the cookie preferences dialog that opens with it (its shared chunks follow it:
// build/preload-policy.ts).
const i18nReady = initI18n(language, undefined, [CHROME_NS, GEO_RATING_NS]);
// React Router reads sessionStorage when it is created, below: the area is loaded here instead,
// and the router's task, the longest of the start-up, is shorter.
loadSessionStorage();
await yieldToMain();
const router = createAppRouter();
// The dialog's fetches start in a task of their own: each fetch started from script costs time of
// its own, and the router's task is the longest of the start-up already.
await yieldToMain();
if (!savedConsent) void preloadConsentDialog();
await Promise.all([i18nReady, routerReady(router)]);

const container = document.getElementById('root');
if (container) {
  mountApp(
    container,
    <StrictMode>
      {/* A prerendered page hydrates from the state it was rendered with; the start-up's results follow. */}
      <Provider store={store} serverState={initialRootState()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
    prerenderedMode(document.documentElement, languageTagFor(language), router.state.errors === null),
  );
}
// While React works and the page's data is on its way: dates (news, events) are shown soon after.
await yieldToMain();
prepareFormatters(languageTagFor(language));

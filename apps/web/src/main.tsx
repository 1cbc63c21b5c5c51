import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { initConsent, preloadConsentDialog } from '@dungeon/cookies-consent';
import { GEO_RATING_NS, requestNearestLocation } from '@dungeon/geo-rating';
import { initI18n } from '@dungeon/i18n-locales';
import { runSessionCheck } from '@dungeon/session-auth';
import { applyStoredTheme, CHROME_NS } from '@dungeon/site-chrome';
import { makeStore } from '@dungeon/store';
import { createAppRouter } from './app/router';
import './styles.css';

// Before anything renders: a remembered theme must not flash the system one (CSP forbids an inline script).
applyStoredTheme();
const store = makeStore();
// SPEC §4 start-up: session check, geolocation, the functional-cookie flag, then the locale.
void runSessionCheck(store.dispatch);
void requestNearestLocation(store.dispatch);
const savedConsent = initConsent(store.dispatch);
// Everything the first screen needs is requested now, in one round: the strings of the site frame,
// the page's module and strings (the router starts loading its lazy route on creation) and, on a
// first visit, the cookie preferences dialog that opens with it.
const i18nReady = initI18n(undefined, undefined, [CHROME_NS, GEO_RATING_NS]);
const router = createAppRouter();
if (!savedConsent) void preloadConsentDialog();
await i18nReady;

const root = document.getElementById('root');
if (root) {
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task (Lighthouse's Total Blocking Time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
}

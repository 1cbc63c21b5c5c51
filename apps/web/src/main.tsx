import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { initConsent } from '@dungeon/cookies-consent';
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
initConsent(store.dispatch);
const i18n = await initI18n();
await i18n.loadNamespaces([CHROME_NS, GEO_RATING_NS]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} />
      </Provider>
    </StrictMode>,
  );
}

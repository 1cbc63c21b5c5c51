import { Suspense } from 'react';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/**
 * The cookie banner and the preferences dialog, placed once in the layout (inside the router and
 * the store). Nothing shows until the `cookies` strings have loaded; both float above the page.
 */
export function CookieConsent() {
  return (
    <Suspense fallback={null}>
      <CookieBanner />
      <CookiePreferencesDialog />
    </Suspense>
  );
}

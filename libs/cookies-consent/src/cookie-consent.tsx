import { lazy, Suspense, useState } from 'react';
import { cookiePreferences } from '@dungeon/browser-storage';
import { useAppSelector } from '@dungeon/store';
import { selectPreferencesOpen } from './consent.slice';
import { useBannerVisibility } from './use-banner-visibility';
import { useSettingsParam } from './use-settings-param';

// Loaded when first wanted: a returning visitor with choices saved never downloads either.
const CookieBanner = lazy(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })));
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

/**
 * The cookie banner and the preferences dialog, placed once in the layout (inside the router and
 * the store). Each loads the first time it is needed: the banner while it is visible, the dialog
 * on a first visit, on `?settings` or when opened; once loaded it stays mounted so closing it
 * returns focus as usual. Nothing shows until the `cookies` strings have loaded; both float above
 * the page, so their late arrival shifts nothing.
 */
export function CookieConsent() {
  const bannerVisible = useBannerVisibility();
  const dialogOpen = useAppSelector(selectPreferencesOpen);
  const { requested } = useSettingsParam();
  const [firstVisit] = useState(() => !cookiePreferences.exists());
  const [dialogWanted, setDialogWanted] = useState(false);
  if (!dialogWanted && (dialogOpen || requested || firstVisit)) setDialogWanted(true);
  return (
    <>
      <Suspense fallback={null}>{bannerVisible && <CookieBanner />}</Suspense>
      <Suspense fallback={null}>{dialogWanted && <CookiePreferencesDialog />}</Suspense>
    </>
  );
}

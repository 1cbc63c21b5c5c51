import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { cookiePreferences } from '@dungeon/browser-storage';
import { lazyPage } from '@dungeon/i18n-locales';
import { useAppSelector } from '@dungeon/store';
import { useClientValue } from '@dungeon/ui-kit';
import { removeConsentPreview } from './consent-preview-element';
import { selectPreferencesOpen } from './consent.slice';
import { COOKIES_NS } from './cookies-namespace';
import { useBannerVisibility } from './use-banner-visibility';
import { useSettingsParam } from './use-settings-param';
import './consent-preview.css';

// Loaded when first wanted, each with its strings: a returning visitor with choices saved never
// downloads either.
const loadBanner = lazyPage(() => import('./cookie-banner'), [COOKIES_NS]);
const loadDialog = lazyPage(() => import('./cookie-preferences-dialog'), [COOKIES_NS]);
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })));
const CookiePreferencesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CookiePreferencesDialog })),
);

/**
 * Starts fetching the preferences dialog and its strings. The shell calls it at start-up on a
 * first visit (nothing saved), while the page's own code loads, so the dialog SPEC §2 opens with
 * the page's start-up instead of after it. Its shared chunks come one round trip after its own
 * (apps/web build/preload-policy.ts), while the prerendered picture of it is on screen.
 */
export async function preloadConsentDialog(): Promise<void> {
  await loadDialog();
}

/**
 * The cookie banner and the preferences dialog, placed once in the layout (inside the router and
 * the store). Each loads the first time it is needed: the banner while it is visible, the dialog
 * on a first visit, on `?settings` or when opened; once loaded it stays mounted so closing it
 * returns focus as usual. Nothing shows until the `cookies` strings have loaded; both float above
 * the page, so their late arrival shifts nothing.
 *
 * A prerendered page carries a picture of the first-visit dialog (`ConsentPreview`). Whether this
 * is a first visit is read once, in the browser; while a prerendered page hydrates it is not known
 * yet (null), so nothing is rendered here and the picture stays. Once known, a returning visitor's
 * picture is removed, and a first visitor's stays until the live dialog opens over it.
 *
 * `focusAfterBanner`: where focus goes, without scrolling, when the banner's close button removes
 * the banner along with the focus it held (WCAG 2.4.3); the shell passes its `main`.
 */
export function CookieConsent({ focusAfterBanner }: { focusAfterBanner?: RefObject<HTMLElement | null> }) {
  const bannerVisible = useBannerVisibility();
  const dialogOpen = useAppSelector(selectPreferencesOpen);
  const { requested } = useSettingsParam();
  const [readFirstVisit] = useState(() => {
    let firstVisit: boolean | undefined;
    return () => (firstVisit ??= !cookiePreferences.exists());
  });
  const firstVisit = useClientValue<boolean | null>(readFirstVisit, null);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (!dialogWanted && (dialogOpen || requested || firstVisit === true)) setDialogWanted(true);
  useEffect(() => {
    if (firstVisit === false) removeConsentPreview();
  }, [firstVisit]);
  return (
    <>
      <Suspense fallback={null}>{bannerVisible && <CookieBanner focusAfterClose={focusAfterBanner} />}</Suspense>
      <Suspense fallback={null}>{dialogWanted && <CookiePreferencesDialog />}</Suspense>
    </>
  );
}

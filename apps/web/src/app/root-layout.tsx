import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { CookieConsent } from '@dungeon/cookies-consent';
import { AgeRatingBadge } from '@dungeon/geo-rating';
import { COMMON_NS, useDocumentTitle } from '@dungeon/i18n-locales';
import { showsBrowserChrome, titleKeyOf, useScrollOnNavigation } from '@dungeon/routing';
import { AuthGate, IdleLogout } from '@dungeon/session-auth';
import { LogoutModal, SiteFooter, SiteHeader } from '@dungeon/site-chrome';

/**
 * The page frame: skip link, header, the routed page (behind the auth guard), footer, and the
 * overlays every page may show (logout confirmation, idle warning, cookie consent).
 */
export function RootLayout() {
  const { t } = useTranslation(COMMON_NS);
  const matches = useMatches();
  const chrome = showsBrowserChrome(matches);
  useDocumentTitle(titleKeyOf(matches));
  useScrollOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {chrome && <SiteHeader />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <AuthGate>
            <Outlet />
          </AuthGate>
        </Suspense>
      </main>
      {chrome && <SiteFooter ageRating={<AgeRatingBadge />} />}
      <LogoutModal />
      <IdleLogout />
      <CookieConsent />
    </>
  );
}

import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { CookieConsent } from '@dungeon/cookies-consent';
import { AgeRatingBadge } from '@dungeon/geo-rating';
import { COMMON_NS, DocumentTitle } from '@dungeon/i18n-locales';
import { showsBrowserChrome, titleKeyOf, useScrollOnNavigation } from '@dungeon/routing';
import { AuthGate, IdleLogout } from '@dungeon/session-auth';
import { LogoutModal, SiteFooter, SiteHeader } from '@dungeon/site-chrome';
import { useFocusRescue } from '@dungeon/ui-kit';
import { PageContent } from './prerender-mode';

/**
 * The page frame: the document title, skip link, header, the routed page (behind the auth guard),
 * footer, and the overlays every page may show (logout confirmation, idle warning, cookie consent).
 */
export function RootLayout() {
  const { t } = useTranslation(COMMON_NS);
  const matches = useMatches();
  const chrome = showsBrowserChrome(matches);
  const main = useRef<HTMLElement>(null);
  useScrollOnNavigation(main);
  // A page's Retry, Remove or Load more button may leave while it has focus: focus stays in the page.
  useFocusRescue(main);
  // The app runs: from here every button works (a prerendered page's buttons did nothing before).
  useEffect(() => {
    document.documentElement.dataset['app'] = 'ready';
  }, []);
  return (
    <DocumentTitle titleKey={titleKeyOf(matches)} place={matches.at(-1)?.pathname}>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {chrome && <SiteHeader />}
      <main ref={main} id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <PageContent>
            <AuthGate>
              <Outlet />
            </AuthGate>
          </PageContent>
        </Suspense>
      </main>
      {chrome && <SiteFooter ageRating={<AgeRatingBadge />} />}
      <LogoutModal />
      <IdleLogout />
      <CookieConsent focusAfterBanner={main} />
    </DocumentTitle>
  );
}

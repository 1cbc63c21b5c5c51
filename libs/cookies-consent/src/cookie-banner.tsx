import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { CloseButton } from '@dungeon/ui-kit';
import { closeBanner } from './consent-storage';
import { preferencesOpened, selectBannerVisible } from './consent.slice';
import { COOKIES_NS } from './cookies-namespace';
import { publishHeight } from './publish-height';
import './cookie-banner.css';

/** The bar's height, on the root element while the bar shows (cookie-banner.css reserves it). */
export const COOKIE_BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Keeps `COOKIE_BANNER_HEIGHT_PROPERTY` on the root equal to the bar's height, which its wrapped
 * lines decide (about 200px in French on a 320px phone), and removes it when the bar goes.
 */
function usePublishedHeight(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    return publishHeight(element, document.documentElement, COOKIE_BANNER_HEIGHT_PROPERTY);
  }, [bar, shown]);
}

/**
 * SPEC §2 cookie banner: continuing to browse means consent to the cookie policy. A fixed bar at
 * the bottom of the viewport (it never pushes the page, so no layout shift), labelled as a region.
 * The page's end and the browser's scrolling to a focused control keep clear of it (its height is
 * published for cookie-banner.css, WCAG 2.4.11). Closing it hands focus to `focusAfterClose`,
 * since the button that held it goes with the banner.
 */
export function CookieBanner({ focusAfterClose }: { focusAfterClose?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(COOKIES_NS);
  const dispatch = useAppDispatch();
  // CookieConsent runs the hide-record checks (useBannerVisibility) once; this only reads the result.
  const visible = useAppSelector(selectBannerVisible);
  const bar = useRef<HTMLElement>(null);
  usePublishedHeight(bar, visible);
  if (!visible) return null;
  return (
    <section ref={bar} className="cookie-banner" aria-label={t('banner.label')}>
      <p className="cookie-banner__text">
        <Trans t={t} i18nKey="banner.text" components={{ policy: <Link to={paths.legalCookie} /> }} />
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button" onClick={() => dispatch(preferencesOpened())}>
          {t('banner.settings')}
        </button>
        <CloseButton
          label={t('banner.close')}
          onClick={() => {
            closeBanner(dispatch);
            focusAfterClose?.current?.focus({ preventScroll: true });
          }}
        />
      </div>
    </section>
  );
}

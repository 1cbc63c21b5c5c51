import type { RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { CloseButton } from '@dungeon/ui-kit';
import { closeBanner } from './consent-storage';
import { preferencesOpened, selectBannerVisible } from './consent.slice';
import { COOKIES_NS } from './cookies-namespace';
import './cookie-banner.css';

/**
 * SPEC §2 cookie banner: continuing to browse means consent to the cookie policy. A fixed bar at
 * the bottom of the viewport (it never pushes the page, so no layout shift), labelled as a region.
 * Closing it hands focus to `focusAfterClose`, since the button that held it goes with the banner.
 */
export function CookieBanner({ focusAfterClose }: { focusAfterClose?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(COOKIES_NS);
  const dispatch = useAppDispatch();
  // CookieConsent runs the hide-record checks (useBannerVisibility) once; this only reads the result.
  const visible = useAppSelector(selectBannerVisible);
  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-label={t('banner.label')}>
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

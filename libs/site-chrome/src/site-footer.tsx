import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { KEEP_SCROLL_STATE, paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { ExternalLink, useClientValue } from '@dungeon/ui-kit';
import { CHROME_NS } from './chrome-namespace';
import { CurrentLink } from './nav-links';
import './site-footer.css';

/** SPEC §2: the cookie preferences dialog opens when the route carries a `settings` query parameter. */
export const COOKIE_SETTINGS_PARAM = 'settings';

/** The current page with `?settings` added (other parameters kept), for the Cookie Settings link. */
export function cookieSettingsSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (params.has(COOKIE_SETTINGS_PARAM)) return search;
  return search && search !== '?' ? `${search}&${COOKIE_SETTINGS_PARAM}` : `?${COOKIE_SETTINGS_PARAM}`;
}

const currentYear = () => new Date().getFullYear();

const SOCIAL_LINKS = ['store', 'chat', 'video', 'microblog'] as const;

export interface SiteFooterProps {
  /** The age-rating logo for the visitor's region (SPEC §9), placed by the shell. */
  ageRating?: ReactNode;
}

/**
 * SPEC §2 "Footer": legal and cookie links, social links, copyright and trademark notices, the
 * company's legal disclosure (from site config) and the age-rating slot.
 */
export function SiteFooter({ ageRating }: SiteFooterProps) {
  const { t } = useTranslation(CHROME_NS);
  const location = useLocation();
  const { companyName, gameName } = siteConfig;
  const year = useClientValue(currentYear, new Date(siteConfig.builtAt).getFullYear());
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__list">
            <li>
              <CurrentLink to={paths.legalPrivacy}>{t('footer.privacy')}</CurrentLink>
            </li>
            <li>
              <CurrentLink to={paths.legal}>{t('footer.legal')}</CurrentLink>
            </li>
            <li>
              <CurrentLink to={paths.legalPayment}>{t('footer.terms')}</CurrentLink>
            </li>
            <li>
              <CurrentLink to={paths.legalCookie}>{t('footer.cookiePolicy')}</CurrentLink>
            </li>
            <li>
              <Link
                to={{ pathname: location.pathname, search: cookieSettingsSearch(location.search) }}
                state={KEEP_SCROLL_STATE}
              >
                {t('footer.cookieSettings')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.socialLabel')}>
          <ul className="site-footer__list">
            {SOCIAL_LINKS.map((network) => (
              <li key={network}>
                <ExternalLink href={siteConfig.social[network]} newTabHint={t('newTab')}>
                  {t(`footer.social.${network}`)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={t('footer.companyLabel')} className="site-footer__company">
          <address>
            <p>{companyName}</p>
            <p>{siteConfig.companyAddress}</p>
            <dl className="site-footer__facts">
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
                </dd>
              </div>
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${siteConfig.contactPhone.replace(/[^+\d]/g, '')}`}>{siteConfig.contactPhone}</a>
                </dd>
              </div>
              {siteConfig.registrationNumbers.map((entry) => (
                <div key={entry.label}>
                  <dt>{t(`footer.registration.${entry.label}`, { defaultValue: entry.label })}</dt>
                  <dd>{entry.value}</dd>
                </div>
              ))}
            </dl>
          </address>
        </section>
        {ageRating && <div className="site-footer__rating">{ageRating}</div>}
      </div>
      <p className="site-footer__notice">{t('footer.copyright', { year, company: companyName })}</p>
      <p className="site-footer__notice">{t('footer.trademark', { game: gameName, company: companyName })}</p>
    </footer>
  );
}

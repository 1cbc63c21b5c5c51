import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSelector } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { selectIsAuthenticated } from '@dungeon/session-auth';
import { siteConfig } from '@dungeon/site-config';
import { useAppSelector } from '@dungeon/store';
import { Dialog, ExternalLink } from '@dungeon/ui-kit';
import { CHROME_NS } from './chrome-namespace';
import { CurrentLink, GuestLinks, LogoutButton, SectionLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import './mobile-menu.css';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 "Mobile menu": a modal overlay (ui-kit Dialog) with a close button, closed also by a
 * click on the overlay, by Escape and by any navigation. Logout opens the confirmation modal on
 * top of it; Cancel comes back here.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation(CHROME_NS);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const shownLocation = useRef(location.key);

  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    if (open) onClose();
  }, [location.key, open, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('mobileMenu.title')}
      closeLabel={t('mobileMenu.close')}
      className="mobile-menu"
    >
      <nav aria-label={t('header.navLabel')} className="mobile-menu__nav">
        <ul className="mobile-menu__list">
          <li>
            <Link to={paths.play} className="button button--primary">
              {t('header.playFree')}
            </Link>
          </li>
          <li>
            <a href={siteConfig.launcherInstallerUrl} className="button" download>
              {t('header.launcherDownload')}
            </a>
          </li>
          <SectionLinks />
        </ul>
        <h3 className="mobile-menu__heading">{t('mobileMenu.account')}</h3>
        <ul className="mobile-menu__list">
          {signedIn ? (
            <>
              <li>
                <CurrentLink to={paths.dashboard}>{t('header.dashboard')}</CurrentLink>
              </li>
              <li>
                <LogoutButton />
              </li>
            </>
          ) : (
            <GuestLinks />
          )}
        </ul>
        <h3 className="mobile-menu__heading">{t('mobileMenu.support')}</h3>
        <ul className="mobile-menu__list">
          <li>
            <CurrentLink to={paths.supportSearch}>
              {signedIn ? t('mobileMenu.submitTicket') : t('mobileMenu.faq')}
            </CurrentLink>
          </li>
          <li>
            <CurrentLink to={paths.supportMyTickets}>{t('header.myTickets')}</CurrentLink>
          </li>
          <li>
            <ExternalLink href={siteConfig.suggestionsBoardUrl} newTabHint={t('newTab')}>
              {t('header.suggestions')}
            </ExternalLink>
          </li>
        </ul>
      </nav>
      <LanguageSelector className="mobile-menu__language" />
      <ThemeToggle className="mobile-menu__theme" />
    </Dialog>
  );
}

import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { LanguageSelector } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { selectIsAuthenticated, selectUser } from '@dungeon/session-auth';
import { siteConfig } from '@dungeon/site-config';
import { useAppSelector } from '@dungeon/store';
import { DisclosureMenu, ExternalLink, VisuallyHidden } from '@dungeon/ui-kit';
import { CHROME_NS } from './chrome-namespace';
import { MobileMenu } from './mobile-menu';
import { CurrentLink, GuestLinks, LogoutButton, SectionLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import './site-header.css';

/** The support pages, where the Support menu's button says it is current (`aria-current`). */
const SUPPORT_SECTION = '/support/*';

/** The class that gives a header whose row does not fit the menu layout (site-header.css). */
const CROWDED = 'site-header--crowded';

/**
 * The menu layout for a header whose one row would run off the screen, whatever the cause. The
 * widths in site-header.css, per language, hold at 100% text and ordinary spacing; a player's
 * larger text, or wider letter and word spacing (WCAG 1.4.12; German at 1366px then needed 1504),
 * would push the language and theme controls out of reach. Measured on the ResizeObserver's
 * notices: the first comes after the browser's own layout and before the first paint, so the row is
 * read without forcing a layout inside React's commit; the next ones whenever the header or one of
 * its parts changes size.
 */
function useMenuWhenCrowded(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A header that fits is only read; a crowded one drops the class to measure its full row, then
    // takes it back.
    const fit = () => {
      if (element.classList.contains(CROWDED)) element.classList.remove(CROWDED);
      if (element.scrollWidth > element.clientWidth + 1) element.classList.add(CROWDED);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    for (const part of element.children) observer.observe(part);
    return () => {
      observer.disconnect();
    };
  }, [header]);
}

/**
 * SPEC §2 "Header". Its height is fixed (--header-height), so nothing below moves when the
 * session check ends or the language changes. Under 900px (wider in longer languages, and
 * wherever the row would not fit: `useMenuWhenCrowded`) the links give way to a Menu button
 * that opens the mobile menu, which the header owns; on a phone that button shows only its icon,
 * so logo, Play Free and Menu fit 320 CSS px in every language (WCAG 1.4.10).
 */
export function SiteHeader() {
  const { t } = useTranslation(CHROME_NS);
  const location = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const header = useRef<HTMLElement>(null);
  useMenuWhenCrowded(header);

  return (
    <header ref={header} className="site-header">
      <Link to={paths.home} className="site-header__logo" aria-label={t('header.logo', { game: siteConfig.gameName })}>
        {siteConfig.gameName}
      </Link>
      <nav aria-label={t('header.navLabel')} className="site-header__nav">
        <ul className="site-header__links">
          <SectionLinks />
          <li>
            <DisclosureMenu
              label={t('header.support')}
              closeKey={location.key}
              current={Boolean(matchPath(SUPPORT_SECTION, location.pathname))}
            >
              <li>
                <CurrentLink to={paths.supportSearch}>
                  {signedIn ? t('header.submitTicket') : t('header.faqSearch')}
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
            </DisclosureMenu>
          </li>
        </ul>
      </nav>
      <div className="site-header__actions">
        <Link to={paths.play} className="button button--primary site-header__play">
          {t('header.playFree')}
        </Link>
        <a href={siteConfig.launcherInstallerUrl} className="button site-header__wide" download>
          {t('header.launcherDownload')}
        </a>
        {signedIn && user ? (
          <DisclosureMenu
            className="site-header__wide"
            align="end"
            closeKey={location.key}
            current={Boolean(matchPath(`${paths.dashboard}/*`, location.pathname))}
            label={
              <>
                <VisuallyHidden>{t('header.account')}</VisuallyHidden>{' '}
                <span className="site-header__username">{user.username.toUpperCase()}</span>
              </>
            }
          >
            <li>
              <CurrentLink to={paths.dashboard}>{t('header.dashboard')}</CurrentLink>
            </li>
            <li>
              <LogoutButton />
            </li>
          </DisclosureMenu>
        ) : (
          <ul className="site-header__links site-header__wide">
            <GuestLinks />
          </ul>
        )}
        <LanguageSelector className="site-header__language site-header__wide" align="end" />
        <ThemeToggle className="site-header__wide" compact />
        <button
          type="button"
          className="button site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          // The same words as the label, which a phone's width hides (site-header.css).
          aria-label={t('header.menu')}
          onClick={() => setMenuOpen(true)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          <span className="site-header__menu-label">{t('header.menu')}</span>
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}

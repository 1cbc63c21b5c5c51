import { useTranslation } from 'react-i18next';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { useAppDispatch } from '@dungeon/store';
import { CHROME_NS } from './chrome-namespace';
import { logoutRequested } from './chrome.slice';

/*
 * The links the header's bar and the mobile menu both list, as items of the list each draws
 * (SPEC §2 "Header", "Mobile menu"). The support links differ: the mobile menu has its own,
 * shorter labels.
 */

type LinkKey = 'header.home' | 'header.shop' | 'header.news' | 'header.register' | 'header.login';

type LinkEntry = readonly [to: string, label: LinkKey, section?: string];

/**
 * Links as list items, each marked as the current page where it is (NavLink's aria-current), and
 * one whose section the page is in (a news article under News, which leads to the list) marked
 * `aria-current="true"`: where the player is, without claiming it is this page.
 */
function LinkItems({ links }: { links: readonly LinkEntry[] }) {
  const { t } = useTranslation(CHROME_NS);
  const { pathname } = useLocation();
  return links.map(([to, label, section]) => (
    <li key={to}>
      {section && !matchPath({ path: to, end: false }, pathname) && matchPath(section, pathname) ? (
        <Link to={to} aria-current="true">
          {t(label)}
        </Link>
      ) : (
        <NavLink to={to}>{t(label)}</NavLink>
      )}
    </li>
  ));
}

const SECTIONS: readonly LinkEntry[] = [
  [paths.home, 'header.home'],
  [paths.shop, 'header.shop'],
  [paths.newsAll, 'header.news', paths.newsArticle],
];
const GUEST: readonly LinkEntry[] = [
  [paths.register, 'header.register'],
  [paths.login, 'header.login'],
];

/** Home, Shop and News. */
export function SectionLinks() {
  return <LinkItems links={SECTIONS} />;
}

/** Register and Log in, for a visitor. */
export function GuestLinks() {
  return <LinkItems links={GUEST} />;
}

/** Log out: it opens the logout confirmation (SPEC §2), which does the rest. */
export function LogoutButton() {
  const { t } = useTranslation(CHROME_NS);
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(logoutRequested())}>
      {t('header.logout')}
    </button>
  );
}

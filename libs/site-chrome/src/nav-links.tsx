import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
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
 * How a link to `to` is current where the player is (`aria-current`): `page` on its own page,
 * `true` elsewhere in its section (`section`, by default the paths under `to`), where it tells the
 * player where they are without claiming to be this page: a news article under News, which leads
 * to the list, an FAQ article under the FAQ search, a policy under Legal.
 */
export function currentFor(to: string, pathname: string, section = `${to}/*`): 'page' | 'true' | undefined {
  if (matchPath(to, pathname)) return 'page';
  return matchPath(section, pathname) ? 'true' : undefined;
}

/** A link marked with `currentFor` at the current location. */
export function CurrentLink({ to, section, children }: { to: string; section?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Link to={to} aria-current={currentFor(to, pathname, section)}>
      {children}
    </Link>
  );
}

/** Links as list items, each marked where it is current (`CurrentLink`). */
function LinkItems({ links }: { links: readonly LinkEntry[] }) {
  const { t } = useTranslation(CHROME_NS);
  return links.map(([to, label, section]) => (
    <li key={to}>
      <CurrentLink to={to} section={section}>
        {t(label)}
      </CurrentLink>
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

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
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

/** Links as list items, each marked as the current page where it is (NavLink's aria-current). */
function LinkItems({ links }: { links: readonly (readonly [to: string, label: LinkKey])[] }) {
  const { t } = useTranslation(CHROME_NS);
  return links.map(([to, label]) => (
    <li key={to}>
      <NavLink to={to}>{t(label)}</NavLink>
    </li>
  ));
}

const SECTIONS = [
  [paths.home, 'header.home'],
  [paths.shop, 'header.shop'],
  [paths.newsAll, 'header.news'],
] as const;
const GUEST = [
  [paths.register, 'header.register'],
  [paths.login, 'header.login'],
] as const;

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

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

/** Home, Shop and News. */
export function SectionLinks() {
  const { t } = useTranslation(CHROME_NS);
  return (
    <>
      <li>
        <NavLink to={paths.home}>{t('header.home')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.shop}>{t('header.shop')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.newsAll}>{t('header.news')}</NavLink>
      </li>
    </>
  );
}

/** Register and Log in, for a visitor. */
export function GuestLinks() {
  const { t } = useTranslation(CHROME_NS);
  return (
    <>
      <li>
        <NavLink to={paths.register}>{t('header.register')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.login}>{t('header.login')}</NavLink>
      </li>
    </>
  );
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

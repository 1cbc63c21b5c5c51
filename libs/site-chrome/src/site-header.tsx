import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { CHROME_NS } from './chrome-namespace';

export function SiteHeader() {
  const { t } = useTranslation(CHROME_NS);
  return (
    <header className="site-header">
      <Link to={paths.home} className="site-header__logo">
        {t('header.logo')}
      </Link>
      <nav aria-label={t('header.navLabel')}>
        <ul className="site-header__nav">
          <li>
            <NavLink to={paths.home}>{t('header.home')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.shop}>{t('header.shop')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.newsAll}>{t('header.news')}</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { siteConfig } from '@dungeon/site-config';
import { CHROME_NS } from './chrome-namespace';

export function SiteFooter() {
  const { t } = useTranslation(CHROME_NS);
  return (
    <footer className="site-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), company: siteConfig.companyName })}</p>
    </footer>
  );
}

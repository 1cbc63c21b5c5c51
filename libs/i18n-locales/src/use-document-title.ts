import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from './common-namespace';

/** Sets `document.title` to the translated page title followed by the game's name. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation(COMMON_NS);
  const title = titleKey ? t(titleKey) : '';
  const suffix = t('site.name');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : suffix;
  }, [title, suffix]);
}

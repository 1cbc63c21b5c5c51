import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from './common-namespace';

/** The translated page title followed by the game's name (`t` of the common namespace), or the name alone. */
export function documentTitle(t: TFunction, titleKey: string | undefined): string {
  const suffix = t('site.name');
  return titleKey ? `${t(titleKey)} | ${suffix}` : suffix;
}

/** Sets `document.title` to `documentTitle` of the page (a prerendered page has it in its HTML already). */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation(COMMON_NS);
  const title = documentTitle(t, titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

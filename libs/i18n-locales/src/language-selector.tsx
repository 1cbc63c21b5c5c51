import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from './common-namespace';
import { changeLanguage } from './i18n';
import { isLocaleCode, LOCALES, localeCodeFor } from './locales';

/**
 * The language selector (SPEC §2: it appears in the header and in the mobile menu). A native
 * select: fully keyboard-usable and announced by every screen reader; each option carries its
 * own `lang` so its native name is pronounced right.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(COMMON_NS);
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={localeCodeFor(i18n.language)}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.tag}>
            {locale.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}

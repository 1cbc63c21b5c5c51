import { useTranslation } from 'react-i18next';
import { DisclosureMenu, VisuallyHidden } from '@dungeon/ui-kit';
import { COMMON_NS } from './common-namespace';
import { changeLanguage } from './i18n';
import { LOCALES, localeCodeFor, type LocaleCode } from './locales';

export interface LanguageSelectorProps {
  className?: string;
  /** Which edge of the button the list lines up with (`end` near the right edge of the header). */
  align?: 'start' | 'end';
}

/**
 * The language selector (SPEC §2: it appears in the header and in the mobile menu). A disclosure
 * (ui-kit `DisclosureMenu`) listing one button per language, not a native select: a select fires
 * `change` on every arrow key, and a change reloads the page (SPEC §4), so a keyboard user could
 * not get past the next language (WCAG 3.2.2). Each option carries its own `lang` so its native
 * name is pronounced right; the active one is marked `aria-current`.
 */
export function LanguageSelector({ className, align = 'start' }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation(COMMON_NS);
  const activeCode = localeCodeFor(i18n.language);
  const active = LOCALES.find((locale) => locale.code === activeCode) ?? LOCALES[0];
  const choose = (code: LocaleCode) => {
    if (code !== activeCode) changeLanguage(code);
  };
  return (
    <DisclosureMenu
      className={className}
      align={align}
      label={
        <>
          <VisuallyHidden>{t('language.label')}</VisuallyHidden> <span lang={active.tag}>{active.nativeName}</span>
        </>
      }
    >
      {LOCALES.map((locale) => (
        <li key={locale.code}>
          <button
            type="button"
            lang={locale.tag}
            aria-current={locale.code === activeCode ? 'true' : undefined}
            onClick={() => {
              choose(locale.code);
            }}
          >
            {locale.nativeName}
          </button>
        </li>
      ))}
    </DisclosureMenu>
  );
}

import { useTranslation } from 'react-i18next';
import { selectFunctionalCookies } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import { VisuallyHidden } from '@dungeon/ui-kit';
import { CHROME_NS } from './chrome-namespace';
import { useTheme } from './theme';
import './theme-toggle.css';

/**
 * Light/dark toggle, a WAI-ARIA toggle button: named "Dark theme", `aria-pressed` tells whether
 * the dark theme is on. It starts from the system setting; the choice is remembered only while
 * functional cookies are allowed. `compact` shows only the icon (the name stays for assistive tech).
 */
export function ThemeToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation(CHROME_NS);
  const remember = useAppSelector(selectFunctionalCookies);
  const [theme, setTheme] = useTheme(remember);
  const dark = theme === 'dark';

  return (
    <button
      type="button"
      className={['button', 'theme-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className="theme-toggle__icon" aria-hidden="true" />
      {compact ? <VisuallyHidden>{t('theme.dark')}</VisuallyHidden> : t('theme.dark')}
    </button>
  );
}

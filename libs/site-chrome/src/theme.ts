import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { themePreference, type Theme } from '@dungeon/browser-storage';

/**
 * The colour theme lives on `<html data-theme>`, which styles.css honours over
 * `prefers-color-scheme`. No attribute means "follow the system setting". The attribute is the
 * single source of truth, so the header toggle and the mobile-menu toggle always agree.
 */
const LIGHT_QUERY = '(prefers-color-scheme: light)';
const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark';
}

function chosenTheme(): Theme | null {
  const value = document.documentElement.dataset['theme'];
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme on screen: the visitor's choice, else the system setting (the site is dark by default). */
export function currentTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(LIGHT_QUERY) : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/**
 * The browser's own bar (`<meta name="theme-color">`, index.html) in the header's colour of a
 * chosen theme. Without a choice the metas' own media queries follow the system setting, and
 * nothing is read: a style read at start-up would cost every visitor a style recalculation.
 */
function paintBrowserBar(): void {
  if (!chosenTheme()) return;
  // The palette's light-dark() is lowered by the build to var() fallbacks, which the computed value
  // resolves to one colour (chrome.spec compares the bar with the header in both themes).
  const colour = getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim();
  if (!colour) return;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = colour;
}

/**
 * The theme on screen and a setter. The choice is remembered only when `remember` is true
 * (functional cookies allowed); otherwise it lasts for this page view.
 */
export function useTheme(remember: boolean): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as const);
  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next);
      if (remember) themePreference.write(next);
    },
    [remember],
  );
  useEffect(paintBrowserBar, [theme]);
  return [theme, setTheme];
}

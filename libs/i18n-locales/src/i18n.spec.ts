import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from './i18n';

describe('initI18n', () => {
  it('starts in the stored language, marks <html lang> and loads the common namespace', async () => {
    localStorage.setItem('language', 'DE');
    const instance = await initI18n(undefined, i18next.createInstance());
    expect(document.documentElement.lang).toBe('de');
    expect(instance.t('routeError.retry')).toBe('Erneut versuchen');
  });

  it('falls back to EN with no stored language', async () => {
    const instance = await initI18n(undefined, i18next.createInstance());
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('routeError.retry')).toBe('Try again');
  });
});

describe('changeLanguage (SPEC §4)', () => {
  it('stores the code and reloads the page', () => {
    const reload = vi.fn();
    changeLanguage('JP', reload);
    expect(localStorage.getItem('language')).toBe('JP');
    expect(reload).toHaveBeenCalledOnce();
  });
});

import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS_NS } from './errors/errors-namespace';
import { changeLanguage, initI18n, onBeforeLanguageReload } from './i18n';

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

  it("loads the first screen's namespaces with the common one", async () => {
    const instance = await initI18n('FR', i18next.createInstance(), [ERRORS_NS]);
    expect(instance.hasLoadedNamespace(ERRORS_NS)).toBe(true);
    expect(instance.hasLoadedNamespace('common')).toBe(true);
  });

  it("fills {{game}} in every string with the deployment's game name (VITE_GAME_NAME), in any language", async () => {
    // site-config reads VITE_GAME_NAME at build time; here its answer stands in for a deployment's.
    vi.doMock('@dungeon/site-config', () => ({ siteConfig: { gameName: 'Ashfall' } }));
    vi.resetModules();
    try {
      const fresh = await import('./i18n');
      const instance = await fresh.initI18n('DE', i18next.createInstance());
      instance.addResource('de', 'common', 'probe', 'Neu bei {{game}}?');
      expect(instance.t('probe')).toBe('Neu bei Ashfall?');
      expect(instance.t('probe', { game: 'Given' })).toBe('Neu bei Given?');
    } finally {
      vi.doUnmock('@dungeon/site-config');
      vi.resetModules();
    }
  });

  it('loads a namespace asked for while the start is still under way', async () => {
    const instance = i18next.createInstance();
    const started = initI18n('DE', instance);
    // What a route's lazy() does when the router starts before i18next has finished.
    await instance.loadNamespaces(ERRORS_NS);
    expect(instance.hasResourceBundle('de', ERRORS_NS)).toBe(true);
    await started;
  });
});

describe('changeLanguage (SPEC §4)', () => {
  it('stores the code and reloads the page', () => {
    const reload = vi.fn();
    changeLanguage('JP', reload);
    expect(localStorage.getItem('language')).toBe('JP');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets a page keep what it holds before the reload, and still reloads when one of them fails', () => {
    const order: string[] = [];
    const reload = vi.fn(() => order.push('reload'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopFailing = onBeforeLanguageReload(() => {
      throw new Error('storage refused');
    });
    const stopKeeping = onBeforeLanguageReload(() => order.push(`keep in ${localStorage.getItem('language')}`));
    changeLanguage('DE', reload);
    expect(order).toEqual(['keep in DE', 'reload']);
    expect(error).toHaveBeenCalledOnce();

    stopFailing();
    stopKeeping();
    changeLanguage('FR', reload);
    expect(order).toEqual(['keep in DE', 'reload', 'reload']);
    error.mockRestore();
  });
});

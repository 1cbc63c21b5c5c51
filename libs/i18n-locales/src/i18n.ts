import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { siteConfig } from '@dungeon/site-config';
import { COMMON_NS } from './common-namespace';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { languageTagFor, type LocaleCode } from './locales';
import { loadCatalogue } from './namespaces';

/**
 * Starts i18next for the stored language (SPEC §4 start-up), loads the common namespace and any
 * `namespaces` the first screen needs (all at once) and marks `<html lang>`. Other namespaces load
 * when a route asks for them. No fallback language: a missing key is a bug that the completeness
 * gate catches, and a visitor never downloads two languages.
 *
 * The language is set before this returns its promise (`initAsync: false`), so a route's
 * namespaces requested while the common one is still on its way start loading at once instead of
 * waiting for it: the boot fetches its first screen in one round.
 */
export async function initI18n(
  code: LocaleCode = readStoredLanguage(),
  instance: I18n = i18next,
  namespaces: readonly string[] = [],
) {
  const tag = languageTagFor(code);
  await instance
    .use(resourcesToBackend((language: string, namespace: string) => loadCatalogue(language, namespace)))
    .use(initReactI18next)
    .init({
      lng: tag,
      fallbackLng: false,
      supportedLngs: false,
      load: 'currentOnly',
      ns: [COMMON_NS, ...namespaces],
      defaultNS: COMMON_NS,
      // `{{game}}` in any string is the deployment's game name (VITE_GAME_NAME), never a translation.
      interpolation: { escapeValue: false, defaultVariables: { game: siteConfig.gameName } },
      react: { useSuspense: true },
      returnNull: false,
      initAsync: false,
    });
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
  return instance;
}

const beforeLanguageReload = new Set<() => void>();

/**
 * Calls `listener` when a language change is about to reload the page, for what a reload would
 * lose (a form's typed text, see session-auth's `useFormDraft`). It must finish synchronously.
 * Returns the unsubscribe.
 */
export function onBeforeLanguageReload(listener: () => void): () => void {
  beforeLanguageReload.add(listener);
  return () => {
    beforeLanguageReload.delete(listener);
  };
}

/**
 * SPEC §4: a language change is stored and the page reloads. Listeners (`onBeforeLanguageReload`)
 * run first; one that throws is reported and the language still changes.
 */
export function changeLanguage(
  code: LocaleCode,
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  storeLanguage(code);
  for (const listener of beforeLanguageReload) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
  reload();
}

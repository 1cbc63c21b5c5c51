import type { CookiePreferences } from '@dungeon/browser-storage';
import { initConsent } from '@dungeon/cookies-consent';
import { requestNearestLocation } from '@dungeon/geo-rating';
import { readStoredLanguage, type LocaleCode } from '@dungeon/i18n-locales';
import { localeSet, runSessionCheck } from '@dungeon/session-auth';
import type { AppDispatch } from '@dungeon/store';

/**
 * SPEC §4 start-up, in its order: the login check and the geolocation request go out, the saved
 * cookie preference sets the functional-cookie flag, and the session's locale is set from the
 * stored language, or EN. Returns the saved preference (none on a first visit: the dialog opens)
 * and the language, which the strings are then loaded in.
 */
export function startUp(dispatch: AppDispatch): { savedConsent: CookiePreferences | null; language: LocaleCode } {
  void runSessionCheck(dispatch);
  void requestNearestLocation(dispatch);
  const savedConsent = initConsent(dispatch);
  const language = readStoredLanguage();
  dispatch(localeSet(language));
  return { savedConsent, language };
}

import {
  cookieBannerHidden,
  cookiePreferences,
  keepMeLoggedIn,
  themePreference,
  type CookiePreferences,
} from '@dungeon/browser-storage';
import { functionalCookiesChanged } from '@dungeon/session-auth';
import type { AppDispatch } from '@dungeon/store';
import { bannerClosed, consentConfirmed } from './consent.slice';

/**
 * SPEC §4 start-up: if the saved cookie preference says functional is false, the session's
 * functionalCookies flag is set off (it defaults to true). Returns the saved choice, or null on a first visit.
 */
export function initConsent(dispatch: AppDispatch): CookiePreferences | null {
  const saved = cookiePreferences.read();
  if (saved?.functional === false) dispatch(functionalCookiesChanged(false));
  return saved;
}

/**
 * SPEC §4 cookie confirm: the preference is saved; with functional off, the functional entries
 * (the banner-hide record, the keep-me-logged-in flag and the chosen theme) are deleted.
 */
export function confirmConsent(dispatch: AppDispatch, functional: boolean): CookiePreferences {
  const saved = cookiePreferences.write(functional);
  dispatch(functionalCookiesChanged(functional));
  if (!functional) {
    cookieBannerHidden.clear();
    keepMeLoggedIn.clear();
    themePreference.clear();
  }
  dispatch(consentConfirmed(saved));
  return saved;
}

/** SPEC §4/§9: closing hides the banner; the 30-day record is stored only if functional cookies are allowed. */
export function closeBanner(dispatch: AppDispatch, now: number = Date.now()): void {
  cookieBannerHidden.hide(now);
  dispatch(bannerClosed());
}

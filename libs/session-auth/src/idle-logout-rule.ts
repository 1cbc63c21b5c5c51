import { cookiePreferences, keepMeLoggedIn } from '@dungeon/browser-storage';

/**
 * SPEC §4: when the idle timer fires and cookie preferences exist, a signed-in user whose
 * keep-me-logged-in flag is absent or false is logged out.
 */
export function shouldLogOutWhenIdle(signedIn: boolean): boolean {
  return signedIn && cookiePreferences.exists() && keepMeLoggedIn.read() !== true;
}

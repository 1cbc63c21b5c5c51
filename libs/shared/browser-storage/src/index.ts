export {
  COOKIE_BANNER_HIDE_MS,
  cookieBannerHidden,
  cookiePreferences,
  functionalStorageAllowed,
  keepMeLoggedIn,
  KeepMeLoggedInTypeError,
  STORAGE_KEYS,
  themePreference,
  type CookiePreferences,
  type Theme,
} from './storage';

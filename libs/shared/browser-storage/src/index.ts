export {
  COOKIE_BANNER_HIDE_MS,
  cookieBannerHidden,
  cookiePreferences,
  functionalStorageAllowed,
  keepMeLoggedIn,
  KeepMeLoggedInTypeError,
  STORAGE_KEYS,
  type CookiePreferences,
} from './storage';

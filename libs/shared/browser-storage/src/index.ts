export {
  COOKIE_BANNER_HIDE_MS,
  cookieBannerHidden,
  cookiePreferences,
  formDraftsRecord,
  functionalStorageAllowed,
  keepMeLoggedIn,
  KeepMeLoggedInTypeError,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  themePreference,
  type CookiePreferences,
  type Theme,
} from './storage';

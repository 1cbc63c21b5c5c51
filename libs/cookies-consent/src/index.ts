export { closeBanner, confirmConsent, initConsent } from './consent-storage';
export {
  bannerClosed,
  bannerHideExpired,
  bannerRecordChecked,
  CONSENT_TABS,
  consentConfirmed,
  consentSlice,
  initialConsentState,
  preferencesClosed,
  preferencesOpened,
  preferencesTabSelected,
  selectActiveConsentTab,
  selectBannerVisible,
  selectPreferencesOpen,
  type ConsentState,
  type ConsentTab,
} from './consent.slice';
export { CONSENT_PREVIEW_ID, removeConsentPreview } from './consent-preview-element';
export { CookieConsent, preloadConsentDialog } from './cookie-consent';
export { COOKIES_NS } from './cookies-namespace';
export { COOKIE_SETTINGS_PARAM } from './use-settings-param';

export { CHROME_NS } from './chrome-namespace';
export {
  chromeSlice,
  initialChromeState,
  logoutDismissed,
  logoutRequested,
  selectLogoutModalOpen,
  type ChromeState,
} from './chrome.slice';
export { LogoutModal } from './logout-modal';
export { MobileMenu, type MobileMenuProps } from './mobile-menu';
export { COOKIE_SETTINGS_PARAM, cookieSettingsSearch, SiteFooter, type SiteFooterProps } from './site-footer';
export { SiteHeader } from './site-header';
export { ThemeToggle } from './theme-toggle';

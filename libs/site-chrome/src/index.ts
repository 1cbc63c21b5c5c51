export { CHROME_NS } from './chrome-namespace';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';

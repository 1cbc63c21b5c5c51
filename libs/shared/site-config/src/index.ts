export { contentSecurityPolicy, securityHeaders } from './security-headers';
export { buildSiteConfig, siteConfig, type SiteConfig, type SocialLinks, type TwitchDropsWindow } from './site-config';
export { isTwitchDropsActive } from './twitch-drops';

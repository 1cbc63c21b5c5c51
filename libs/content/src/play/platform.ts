import { siteConfig } from '@dungeon/site-config';

export type Platform = 'windows' | 'macos' | 'linux';

/** Every launcher we offer, in the order the page lists them. */
export const PLATFORMS: readonly Platform[] = ['windows', 'macos', 'linux'];

/**
 * Installer per platform. Windows is site-config's launcher URL; the macOS and Linux builds are
 * proposed paths beside it until site-config carries them.
 */
export const LAUNCHER_DOWNLOADS: Readonly<Record<Platform, string>> = {
  windows: siteConfig.launcherInstallerUrl,
  macos: '/downloads/EmberdeepLauncher.dmg',
  linux: '/downloads/EmberdeepLauncher.AppImage',
};

export interface NavigatorLike {
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/**
 * The desktop platform the visitor is on, from the User-Agent Client Hint when the browser gives
 * one, else from the user-agent string. Phones, tablets and ChromeOS give null: no launcher fits,
 * so the page offers every build without picking one.
 */
export function detectPlatform(
  nav: NavigatorLike = typeof navigator === 'undefined' ? {} : navigator,
): Platform | null {
  const hint = nav.userAgentData?.platform?.trim();
  const source = (hint ? hint : (nav.userAgent ?? '')).toLowerCase();
  if (/android|iphone|ipad|ipod|ios|cros|chrome os/.test(source)) return null;
  if (/windows|win32|win64/.test(source)) return 'windows';
  if (/macintosh|mac os|macos/.test(source)) return 'macos';
  if (/linux|x11/.test(source)) return 'linux';
  return null;
}

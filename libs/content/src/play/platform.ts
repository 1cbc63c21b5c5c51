export type Platform = 'windows' | 'macos' | 'linux';

/** Every launcher we offer, in the order the page lists them. */
export const PLATFORMS: readonly Platform[] = ['windows', 'macos', 'linux'];

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

/**
 * Before the first paint (apps/web's pre-paint script): the visitor's platform on
 * `<html data-platform>`, which picks the /play download block to show (play.css), so a
 * prerendered page offers the right launcher first and nothing moves when the app starts.
 */
export function markPlatform(html: HTMLElement, nav?: NavigatorLike): void {
  const platform = detectPlatform(nav);
  if (platform) html.dataset['platform'] = platform;
}

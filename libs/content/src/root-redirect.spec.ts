import { describe, expect, it } from 'vitest';
import { buildSiteConfig } from '@dungeon/site-config';
import { rootRedirectTarget } from './root-redirect';

const window = buildSiteConfig({}).twitchDrops;

describe('root redirect (SPEC §2)', () => {
  it('goes to /twitch-drops on the first day of the window', () => {
    expect(rootRedirectTarget(new Date('2025-09-26T00:00:00Z'), window)).toBe('/twitch-drops');
  });
  it("goes to /twitch-drops on the window's last day", () => {
    expect(rootRedirectTarget(new Date('2025-10-05T23:30:00Z'), window)).toBe('/twitch-drops');
  });
  it('goes to /home the day before and the day after', () => {
    expect(rootRedirectTarget(new Date('2025-09-25T12:00:00Z'), window)).toBe('/home');
    expect(rootRedirectTarget(new Date('2025-10-06T00:00:00Z'), window)).toBe('/home');
  });
  it('goes to /home inside the window when the flag is off', () => {
    const off = buildSiteConfig({ VITE_TWITCH_DROPS_ENABLED: 'false' }).twitchDrops;
    expect(rootRedirectTarget(new Date('2025-09-30T00:00:00Z'), off)).toBe('/home');
  });
});

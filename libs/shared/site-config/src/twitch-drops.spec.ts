import { describe, expect, it } from 'vitest';
import { buildSiteConfig } from './site-config';
import { isTwitchDropsActive } from './twitch-drops';

const window = buildSiteConfig({}).twitchDrops;

describe('isTwitchDropsActive (SPEC §2/§9 window, UTC, 26 Sep to 5 Oct 2025 inclusive)', () => {
  it('is off the millisecond before the first day starts', () => {
    expect(isTwitchDropsActive(new Date('2025-09-25T23:59:59.999Z'), window)).toBe(false);
  });
  it('is on from the first moment of 26 Sep', () => {
    expect(isTwitchDropsActive(new Date('2025-09-26T00:00:00.000Z'), window)).toBe(true);
  });
  it('is still on at the last moment of 5 Oct', () => {
    expect(isTwitchDropsActive(new Date('2025-10-05T23:59:59.999Z'), window)).toBe(true);
  });
  it('is off from 6 Oct', () => {
    expect(isTwitchDropsActive(new Date('2025-10-06T00:00:00.000Z'), window)).toBe(false);
  });
  it('is off inside the window when the flag is disabled', () => {
    const disabled = buildSiteConfig({ VITE_TWITCH_DROPS_ENABLED: 'false' }).twitchDrops;
    expect(isTwitchDropsActive(new Date('2025-09-30T12:00:00Z'), disabled)).toBe(false);
  });
  it('follows a window overridden by the environment', () => {
    const moved = buildSiteConfig({
      VITE_TWITCH_DROPS_STARTS_AT: '2026-01-01T00:00:00Z',
      VITE_TWITCH_DROPS_ENDS_BEFORE: '2026-01-02T00:00:00Z',
    }).twitchDrops;
    expect(isTwitchDropsActive(new Date('2026-01-01T08:00:00Z'), moved)).toBe(true);
    expect(isTwitchDropsActive(new Date('2025-09-30T12:00:00Z'), moved)).toBe(false);
  });
});

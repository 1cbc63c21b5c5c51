import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_HIDE_MS, cookieBannerHidden, cookiePreferences } from '@dungeon/browser-storage';
import { COOKIE_BANNER_HEIGHT_PROPERTY } from './cookie-banner';
import { installNativeDialog } from './testing/native-dialog';
import { renderConsent } from './testing/render-consent';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installNativeDialog();
});
afterAll(() => {
  uninstall();
});

const banner = () => screen.queryByRole('region', { name: 'Cookie banner' });
const NOW = Date.UTC(2026, 2, 1, 12);
const HOUR = 3_600_000;

describe('CookieBanner (SPEC §2)', () => {
  it('says browsing means consent, links the cookie policy and offers settings and close', async () => {
    await renderConsent();
    const region = banner();
    expect(region).toHaveTextContent('By continuing to browse this site, you consent to our use of cookies');
    expect(within(region!).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/legal/cookie-policy',
    );
    expect(within(region!).getByRole('button', { name: 'Cookie Settings' })).toBeVisible();
    expect(within(region!).getByRole('button', { name: 'Close cookie banner' })).toBeVisible();
  });

  it('gives focus to the page, without scrolling, when its close button takes the banner away', async () => {
    cookiePreferences.write(true);
    await renderConsent();
    const main = screen.getByRole('main');
    const focus = vi.spyOn(main, 'focus');
    screen.getByRole('button', { name: 'Close cookie banner' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(main).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('floats as a fixed bar so it never shifts the page', async () => {
    await renderConsent();
    expect(banner()).toHaveClass('cookie-banner');
    const css = readFileSync(join(import.meta.dirname, 'cookie-banner.css'), 'utf8');
    expect(css).toMatch(/\.cookie-banner\s*\{[^}]*position:\s*fixed/);
  });

  it('publishes its height while it shows, for the page to keep clear of it, and takes it back when closed', async () => {
    cookiePreferences.write(true);
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(197);
    const published = () => document.documentElement.style.getPropertyValue(COOKIE_BANNER_HEIGHT_PROPERTY);
    try {
      await renderConsent();
      expect(banner()).not.toBeNull();
      expect(published()).toBe('197px');
      await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
      expect(banner()).toBeNull();
      expect(published()).toBe('');
    } finally {
      height.mockRestore();
    }
  });
});

describe('banner hide record (SPEC §4/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('stores a 30-day record on close, stays hidden until it expires, then reappears', async () => {
    cookiePreferences.write(true);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));

    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem('cookieBannerHidden') ?? 'null')).toEqual({
      value: true,
      expiry: NOW + 2_592_000_000,
    });

    await advance(COOKIE_BANNER_HIDE_MS - HOUR);
    expect(banner()).toBeNull();
    await advance(HOUR);
    expect(banner()).toBeVisible();
  });

  it('comes back as soon as the player returns to a tab left open past the expiry', async () => {
    cookiePreferences.write(true);
    cookieBannerHidden.hide(NOW - COOKIE_BANNER_HIDE_MS + HOUR);
    await renderConsent();
    expect(banner()).toBeNull();
    // The clock moves on without the hourly recheck having run yet.
    vi.setSystemTime(NOW + HOUR);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(banner()).toBeVisible();
  });

  it('stores no record when functional cookies are refused, so the banner returns on the next visit', async () => {
    cookiePreferences.write(false);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookieBannerHidden')).toBeNull();
  });

  it('is hidden on load while a valid record exists', async () => {
    cookiePreferences.write(true);
    cookieBannerHidden.hide(NOW - COOKIE_BANNER_HIDE_MS + HOUR);
    await renderConsent();
    expect(banner()).toBeNull();
  });

  it('shows on load once the record has expired', async () => {
    cookiePreferences.write(true);
    cookieBannerHidden.hide(NOW - COOKIE_BANNER_HIDE_MS);
    await renderConsent();
    expect(banner()).toBeVisible();
  });
});

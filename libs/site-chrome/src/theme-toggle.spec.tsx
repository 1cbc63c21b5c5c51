import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { themePreference } from '@dungeon/browser-storage';
import { functionalCookiesChanged } from '@dungeon/session-auth';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import { RENDER_TIMEOUT_MS, renderChrome } from './testing/render-chrome';

beforeAll(installDialogPolyfill);

afterEach(() => {
  delete document.documentElement.dataset['theme'];
  vi.unstubAllGlobals();
});

function systemPrefersLight(light: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: light && query === '(prefers-color-scheme: light)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

/** A system setting the test can switch while the page is open, as the OS does at dusk. */
function switchableSystem(light: boolean) {
  const media = Object.assign(new EventTarget(), { matches: light, media: '(prefers-color-scheme: light)' });
  vi.stubGlobal('matchMedia', () => media);
  return (nowLight: boolean) => {
    media.matches = nowLight;
    act(() => {
      media.dispatchEvent(new Event('change'));
    });
  };
}

function headerToggle() {
  return within(screen.getByRole('banner')).getByRole('button', { name: 'Dark theme' });
}

/** A page head with the header colour of each theme and the two theme-color metas of index.html. */
function pageHead() {
  const head = document.createElement('div');
  head.innerHTML =
    '<style>:root { --color-surface: #1f1925 } :root[data-theme="light"] { --color-surface: #ffffff }</style>' +
    '<meta name="theme-color" content="#1f1925" media="(prefers-color-scheme: dark)">' +
    '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">';
  document.head.append(head);
  return {
    bar: () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content),
    [Symbol.dispose]: () => head.remove(),
  };
}

describe('ThemeToggle (issue 6: light and dark themes)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('starts from the system setting and sets data-theme on <html> when pressed', async () => {
    systemPrefersLight(true);
    const { user } = await renderChrome('signedOut');
    const toggle = headerToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-theme');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it("paints the browser's bar in the header colour of the theme chosen, and leaves it to the system until then", async () => {
    systemPrefersLight(false);
    using head = pageHead();
    const { user } = await renderChrome('signedOut');
    // No choice yet: each meta keeps its own scheme's colour, and its media query picks.
    expect(head.bar()).toEqual(['#1f1925', '#ffffff']);
    await user.click(headerToggle());
    expect(head.bar()).toEqual(['#ffffff', '#ffffff']);
  });

  it('paints the bar for a theme the pre-paint script put on the page from an earlier visit', async () => {
    systemPrefersLight(false);
    using head = pageHead();
    document.documentElement.dataset['theme'] = 'light';
    await renderChrome('signedOut');
    expect(head.bar()).toEqual(['#ffffff', '#ffffff']);
  });

  it('follows the system setting when it changes while the page is open, until the visitor chooses', async () => {
    const switchTo = switchableSystem(true);
    const { user } = await renderChrome('signedOut');
    expect(headerToggle()).toHaveAttribute('aria-pressed', 'false');
    switchTo(false);
    expect(headerToggle()).toHaveAttribute('aria-pressed', 'true');
    await user.click(headerToggle());
    switchTo(false);
    expect(headerToggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes an unknown data-theme as no choice, and follows the system', async () => {
    systemPrefersLight(false);
    document.documentElement.dataset['theme'] = 'sepia';
    await renderChrome('signedOut');
    expect(headerToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('remembers the choice while functional cookies are allowed', async () => {
    systemPrefersLight(false);
    const { user } = await renderChrome('signedOut');
    expect(headerToggle()).toHaveAttribute('aria-pressed', 'true');
    await user.click(headerToggle());
    expect(themePreference.read()).toBe('light');
  });

  it('does not remember it when functional cookies are refused, but still applies it', async () => {
    const { store, user } = await renderChrome('signedOut');
    store.dispatch(functionalCookiesChanged(false));
    await user.click(headerToggle());
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('keeps the mobile-menu toggle in step with the header one', async () => {
    const { user } = await renderChrome('signedOut');
    const inHeader = headerToggle();
    await user.click(inHeader);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const menuToggle = within(menu).getByRole('button', { name: 'Dark theme' });
    expect(menuToggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(menuToggle);
    expect(inHeader).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});

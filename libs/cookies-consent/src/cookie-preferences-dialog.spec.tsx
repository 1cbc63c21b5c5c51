import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieBannerHidden, cookiePreferences, keepMeLoggedIn, themePreference } from '@dungeon/browser-storage';
import { selectFunctionalCookies } from '@dungeon/session-auth';
import { selectPreferencesOpen } from './consent.slice';
import { installNativeDialog } from './testing/native-dialog';
import { renderConsent } from './testing/render-consent';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installNativeDialog();
});
afterAll(() => {
  uninstall();
});

const dialog = () => screen.queryByRole('dialog', { name: 'Cookie Preferences' });

describe('opening (SPEC §2)', () => {
  it('opens on a first visit, on the Your Privacy tab', async () => {
    await renderConsent();
    expect(dialog()).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Your Privacy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Your Privacy' })).toBeVisible();
  });

  it('stays closed once preferences were saved', async () => {
    cookiePreferences.write(true);
    await renderConsent();
    expect(dialog()).toBeNull();
  });

  it('opens when the route carries ?settings, and drops only that parameter on close', async () => {
    cookiePreferences.write(true);
    const user = userEvent.setup();
    const { where } = await renderConsent('/news/all?page=2&settings#latest');
    expect(dialog()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close cookie preferences' }));
    expect(dialog()).toBeNull();
    expect(where()).toBe('/news/all?page=2#latest');
  });

  it('closes in place of its history entry, keeping the page’s state: Back does not open it again', async () => {
    cookiePreferences.write(true);
    const user = userEvent.setup();
    const keepScroll = { keepScroll: true };
    const { where, router } = await renderConsent('/news/all?settings', { from: '/home', state: keepScroll });
    await user.click(screen.getByRole('button', { name: 'Close cookie preferences' }));
    expect(where()).toBe('/news/all');
    expect(router.state.location.state).toEqual(keepScroll);
    await act(() => router.navigate(-1));
    expect(where()).toBe('/home');
    expect(dialog()).toBeNull();
  });

  it('opens from the banner’s Cookie Settings button and gives focus back to it on Escape', async () => {
    cookiePreferences.write(true);
    const user = userEvent.setup();
    await renderConsent();
    const settings = screen.getByRole('button', { name: 'Cookie Settings' });
    await user.click(settings);
    expect(dialog()).toBeVisible();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(settings).toHaveFocus();
  });
});

describe('closing (SPEC §2)', () => {
  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const { store } = await renderConsent('/home?settings');
    await user.click(screen.getByRole('heading', { name: 'Cookie Preferences' }));
    expect(dialog()).toBeVisible();
    await user.click(dialog()!);
    expect(dialog()).toBeNull();
    expect(selectPreferencesOpen(store.getState())).toBe(false);
  });

  it('closes when a policy link is followed, and goes there', async () => {
    const user = userEvent.setup();
    const { where } = await renderConsent('/home?settings');
    await user.click(within(dialog()!).getByRole('link', { name: 'Cookie Policy' }));
    expect(dialog()).toBeNull();
    expect(where()).toBe('/legal/cookie-policy');
  });

  it('links to both policies', async () => {
    await renderConsent();
    const panel = screen.getByRole('tabpanel', { name: 'Your Privacy' });
    expect(within(panel).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    expect(within(panel).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
  });

  it('does not reopen when a first visit asked for ?settings and the visitor closed it', async () => {
    const user = userEvent.setup();
    await renderConsent('/home?settings');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });
});

describe('toggles', () => {
  it('shows necessary cookies on and cannot turn them off', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(screen.getByRole('tab', { name: 'Necessary Cookies' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(/cannot be turned off/);
    await user.click(necessary);
    expect(necessary).toBeChecked();
  });

  it('starts the functional toggle on when nothing is saved', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    expect(screen.getByRole('switch', { name: 'Functional cookies' })).toBeChecked();
  });

  it('names each thing functional cookies remember: keep me logged in, the theme, the closed banner', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    const items = within(screen.getByRole('tabpanel', { name: 'Functional Cookies' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Keep me logged in'),
      expect.stringContaining('dark theme'),
      expect.stringContaining('cookie banner'),
    ]);
  });

  it('starts the functional toggle from the stored value', async () => {
    cookiePreferences.write(false);
    const user = userEvent.setup();
    await renderConsent('/home?settings');
    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    const functional = screen.getByRole('switch', { name: 'Functional cookies' });
    expect(functional).not.toBeChecked();
    expect(functional).toHaveAttribute('aria-checked', 'false');
  });
});

describe('Confirm Preferences (SPEC §4)', () => {
  it('with functional off: saves it, deletes the banner record, keep-me-logged-in and the theme, sets the session flag off', async () => {
    cookiePreferences.write(true);
    keepMeLoggedIn.write(true);
    themePreference.write('light');
    cookieBannerHidden.hide();
    const user = userEvent.setup();
    const { store, where } = await renderConsent('/shop?settings');
    expect(selectFunctionalCookies(store.getState())).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    await user.click(screen.getByRole('switch', { name: 'Functional cookies' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Preferences' }));

    expect(dialog()).toBeNull();
    expect(where()).toBe('/shop');
    expect(JSON.parse(localStorage.getItem('preferences') ?? 'null')).toEqual({ necessary: true, functional: false });
    expect(localStorage.getItem('cookieBannerHidden')).toBeNull();
    expect(localStorage.getItem('keepMeLoggedIn')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(selectFunctionalCookies(store.getState())).toBe(false);
  });

  it('with functional on: saves it and keeps the functional entries', async () => {
    keepMeLoggedIn.write(true);
    const user = userEvent.setup();
    const { store } = await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Confirm Preferences' }));
    expect(cookiePreferences.read()).toEqual({ necessary: true, functional: true });
    expect(keepMeLoggedIn.read()).toBe(true);
    expect(selectFunctionalCookies(store.getState())).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('keeps the toggle choice while switching tabs', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    await user.click(screen.getByRole('switch', { name: 'Functional cookies' }));
    await user.click(screen.getByRole('tab', { name: 'Your Privacy' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Preferences' }));
    expect(cookiePreferences.read()?.functional).toBe(false);
  });
});

describe('tabs keyboard (WAI-ARIA tabs pattern)', () => {
  it('moves with arrows (wrapping), Home and End, keeping only the selected tab in the tab order', async () => {
    const user = userEvent.setup();
    await renderConsent();
    const privacy = screen.getByRole('tab', { name: 'Your Privacy' });
    const necessary = screen.getByRole('tab', { name: 'Necessary Cookies' });
    const functional = screen.getByRole('tab', { name: 'Functional Cookies' });
    act(() => {
      privacy.focus();
    });

    await user.keyboard('{ArrowRight}');
    expect(necessary).toHaveFocus();
    expect(necessary).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Necessary Cookies' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Your Privacy' })).toBeNull();
    expect([privacy, necessary, functional].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);

    await user.keyboard('{End}');
    expect(functional).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(privacy).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(functional).toHaveFocus();
    await user.keyboard('{Home}');
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAttribute('aria-selected', 'true');
  });

  it('reopens on Your Privacy whatever tab was left open', async () => {
    cookiePreferences.write(true);
    const user = userEvent.setup();
    await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    await user.click(screen.getByRole('tab', { name: 'Functional Cookies' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(screen.getByRole('tab', { name: 'Your Privacy' })).toHaveAttribute('aria-selected', 'true');
  });
});

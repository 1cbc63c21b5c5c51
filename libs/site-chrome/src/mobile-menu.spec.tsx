import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@dungeon/site-config';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import { RENDER_TIMEOUT_MS, renderChrome } from './testing/render-chrome';

beforeAll(installDialogPolyfill);

async function openMenu(kind: 'signedIn' | 'signedOut') {
  const view = await renderChrome(kind);
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await view.user.click(menuButton);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  return { ...view, menuButton, dialog, menu: within(dialog) };
}

describe('MobileMenu (SPEC §2 Mobile menu)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the SPEC links for a signed-out visitor', async () => {
    const { menu, menuButton } = await openMenu('signedOut');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Play Free' })).toHaveAttribute('href', '/play');
    expect(menu.getByRole('link', { name: 'Launcher Download' })).toHaveAttribute(
      'href',
      siteConfig.launcherInstallerUrl,
    );
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(menu.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/all');
    expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/support/search');
    expect(menu.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/support/my-tickets');
    const suggestions = menu.getByRole('link', { name: 'Suggestions (opens in a new tab)' });
    expect(suggestions).toHaveAttribute('target', '_blank');
    expect(menu.getByRole('button', { name: 'Language English' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, Logout and Submit ticket to a signed-in user', async () => {
    const { menu } = await openMenu('signedIn');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Submit ticket' })).toHaveAttribute('href', '/support/search');
    expect(menu.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const { user, menuButton } = await openMenu('signedOut');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes on a click on the overlay, and with its close button', async () => {
    const { user, dialog } = await openMenu('signedOut');
    await user.click(dialog);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when a link navigates', async () => {
    const { user, menu, where } = await openMenu('signedOut');
    await user.click(menu.getByRole('link', { name: 'Shop' }));
    expect(where()).toBe('/shop');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('opens the logout confirmation over the menu; Cancel comes back to it', async () => {
    const { user, menu } = await openMenu('signedIn');
    const logout = menu.getByRole('button', { name: 'Logout' });
    await user.click(logout);
    expect(screen.getByRole('alertdialog', { name: 'Logout' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(logout).toHaveFocus();
  });
});

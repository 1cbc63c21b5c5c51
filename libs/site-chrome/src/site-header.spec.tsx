import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@dungeon/site-config';
import { installDialogPolyfill, installFakeResizeObserver } from '@dungeon/ui-kit/testing';
import { RENDER_TIMEOUT_MS, renderChrome } from './testing/render-chrome';

beforeAll(installDialogPolyfill);

function header() {
  return within(screen.getByRole('banner'));
}

describe('SiteHeader (SPEC §2 Header)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('offers Register and Login to a signed-out visitor, and no account menu', async () => {
    await renderChrome('signedOut');
    expect(header().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    expect(header().queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
  });

  it('shows a signed-in user an account menu named by the upper-cased username, with Dashboard and Logout', async () => {
    const { user } = await renderChrome('signedIn');
    expect(header().queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const account = header().getByRole('button', { name: 'Account NYX' });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(header().getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('links the logo, Home, Shop, News, Play Free and the launcher download', async () => {
    await renderChrome('signedOut');
    expect(header().getByRole('link', { name: 'Emberdeep home' })).toHaveAttribute('href', '/home');
    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/all');
    expect(header().getByRole('link', { name: 'Play Free' })).toHaveAttribute('href', '/play');
    expect(header().getByRole('link', { name: 'Launcher Download' })).toHaveAttribute(
      'href',
      siteConfig.launcherInstallerUrl,
    );
    expect(header().getByRole('button', { name: 'Language English' })).toBeInTheDocument();
  });

  it('labels the first support link FAQ Search when signed out', async () => {
    const { user } = await renderChrome('signedOut');
    await user.click(header().getByRole('button', { name: 'Support' }));
    expect(header().getByRole('link', { name: 'FAQ Search' })).toHaveAttribute('href', '/support/search');
    expect(header().queryByRole('link', { name: 'Submit a ticket' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/support/my-tickets');
  });

  it('labels it Submit a ticket when signed in, same destination', async () => {
    const { user } = await renderChrome('signedIn');
    await user.click(header().getByRole('button', { name: 'Support' }));
    expect(header().getByRole('link', { name: 'Submit a ticket' })).toHaveAttribute('href', '/support/search');
    expect(header().queryByRole('link', { name: 'FAQ Search' })).not.toBeInTheDocument();
  });

  it('opens the suggestions board in a new tab, safely, and says so', async () => {
    const { user } = await renderChrome('signedOut');
    await user.click(header().getByRole('button', { name: 'Support' }));
    const link = header().getByRole('link', { name: 'Suggestions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', siteConfig.suggestionsBoardUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a dropdown with Enter and closes it with Escape, focus back on its button', async () => {
    const { user } = await renderChrome('signedOut');
    const support = header().getByRole('button', { name: 'Support' });
    support.focus();
    await user.keyboard('{Enter}');
    expect(support).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(header().getByRole('link', { name: 'FAQ Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(header().queryByRole('link', { name: 'FAQ Search' })).not.toBeInTheDocument();
    expect(support).toHaveFocus();
  });

  it('closes a dropdown on an outside click and on navigation', async () => {
    const { user, where } = await renderChrome('signedOut');
    const support = header().getByRole('button', { name: 'Support' });
    await user.click(support);
    await user.click(screen.getByRole('main'));
    expect(support).toHaveAttribute('aria-expanded', 'false');
    await user.click(support);
    await user.click(header().getByRole('link', { name: 'My Tickets' }));
    expect(where()).toBe('/support/my-tickets');
    expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the logout confirmation from the account menu', async () => {
    const { user } = await renderChrome('signedIn');
    const account = header().getByRole('button', { name: 'Account NYX' });
    await user.click(account);
    await user.click(header().getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog', { name: 'Logout' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('marks the Support menu on a support page, and in it the current page or its section', async () => {
    const { user } = await renderChrome('signedOut', '/support/search/7');
    const support = header().getByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-current', 'true');
    await user.click(support);
    // An FAQ article is under the search, which leads to it: a section, not this page.
    expect(header().getByRole('link', { name: 'FAQ Search' })).toHaveAttribute('aria-current', 'true');
    await user.click(header().getByRole('link', { name: 'My Tickets' }));
    await user.click(support);
    expect(header().getByRole('link', { name: 'My Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(header().getByRole('link', { name: 'FAQ Search' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing of Support or the account elsewhere; the account menu on the dashboard', async () => {
    const { user } = await renderChrome('signedIn', '/shop/2710/271002');
    const support = header().getByRole('button', { name: 'Support' });
    const account = header().getByRole('button', { name: 'Account NYX' });
    expect(support).not.toHaveAttribute('aria-current');
    expect(account).not.toHaveAttribute('aria-current');
    // A product page is in the Shop section; it is not the shop's own page.
    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'true');
    await user.click(account);
    await user.click(header().getByRole('link', { name: 'Dashboard' }));
    expect(account).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    await user.click(account);
    expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("takes the menu layout when its row would run off the screen, read on the browser's size notices only", async () => {
    const observers = installFakeResizeObserver();
    let rowWidth = 1280;
    const rowReads = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => rowWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    await renderChrome('signedOut');
    const banner = screen.getByRole('banner');
    // A read in React's commit would force a layout of the whole page there.
    expect(rowReads).not.toHaveBeenCalled();
    act(observers.report);
    expect(banner).not.toHaveClass('site-header--crowded');
    // Larger text or wider spacing: the row needs more than the screen gives.
    rowWidth = 1504;
    act(observers.report);
    expect(banner).toHaveClass('site-header--crowded');
    rowWidth = 1280;
    act(observers.report);
    expect(banner).not.toHaveClass('site-header--crowded');
  });
});

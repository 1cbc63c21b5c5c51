import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { LAUNCHER_DOWNLOADS, LauncherDownloads } from './launcher-downloads';
import { PLAY_NS } from './play-namespace';

/**
 * Every block is rendered, and `<html data-platform>` (set before the first paint) shows one
 * through play.css, which jsdom does not apply: each block is read here for what it offers.
 */
function block(platform: string): HTMLElement {
  const found = screen.getByRole('region').querySelector<HTMLElement>(`.play-choice[data-platform="${platform}"]`);
  if (!found) throw new Error(`no download block for ${platform}`);
  return found;
}

const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('LauncherDownloads', () => {
  it("offers a platform's own launcher first in its block, then the others", async () => {
    await renderPage(<LauncherDownloads />, { namespaces: [PLAY_NS] });
    const macos = block('macos');
    expect(macos).toHaveTextContent('macOS');
    const [first] = within(macos).getAllByRole('link');
    expect(first).toHaveAccessibleName('Download for macOS');
    expect(first).toHaveAttribute('href', LAUNCHER_DOWNLOADS.macos);
    expect(linkNames(within(macos).getByRole('list'))).toEqual(['Download for Windows', 'Download for Linux']);
    expect(linkNames(block('windows'))).toEqual(['Download for Windows', 'Download for macOS', 'Download for Linux']);
    expect(within(block('windows')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/downloads/EmberdeepLauncherSetup.exe',
    );
  });

  it('lists every build, none first, in the block for an unknown platform', async () => {
    await renderPage(<LauncherDownloads />, { namespaces: [PLAY_NS] });
    const unknown = block('unknown');
    expect(linkNames(unknown)).toEqual(['Download for Windows', 'Download for macOS', 'Download for Linux']);
    expect(
      within(unknown)
        .getAllByRole('link')
        .filter((link) => link.classList.contains('button--primary')),
    ).toEqual([]);
  });
});

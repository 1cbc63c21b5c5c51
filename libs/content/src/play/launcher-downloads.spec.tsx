import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { LauncherDownloads } from './launcher-downloads';
import { LAUNCHER_DOWNLOADS } from './platform';
import { PLAY_NS } from './play-namespace';

function onUserAgent(userAgent: string) {
  vi.stubGlobal('navigator', { userAgent });
}

describe('LauncherDownloads', () => {
  it("puts the visitor's platform first and still offers the others", async () => {
    onUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15');
    await renderPage(<LauncherDownloads />, { namespaces: [PLAY_NS] });
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Download for macOS');
    expect(links[0]).toHaveAttribute('href', LAUNCHER_DOWNLOADS.macos);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Download for Windows', 'Download for Linux']);
  });

  it('lists every build, none first, when the platform is unknown', async () => {
    onUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
    await renderPage(<LauncherDownloads />, { namespaces: [PLAY_NS] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Download for Windows',
      'Download for macOS',
      'Download for Linux',
    ]);
  });
});

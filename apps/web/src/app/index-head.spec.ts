import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NEWS_FEED_PATH } from '@dungeon/contract';
import { appRoutes } from './router';

const web = join(import.meta.dirname, '../..');
const publicFile = (path: string) => readFileSync(join(web, 'public', path));
const indexHtml = readFileSync(join(web, 'index.html'), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(publicFile('manifest.webmanifest').toString('utf8')) as {
  start_url: string;
  scope: string;
  theme_color: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, from its header (IHDR, right after the 8-byte signature). */
function pngSize(file: Buffer): string {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${String(file.readUInt32BE(16))}x${String(file.readUInt32BE(20))}`;
}

const linked = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(indexHtml)?.[1];

describe("index.html's head: the web app manifest, icons, the browser bar's colour, the news feed", () => {
  it('is linked from every page, and starts where the router has a page', () => {
    expect(linked('manifest')).toBe('/manifest.webmanifest');
    expect(matchRoutes(appRoutes, manifest.start_url)?.at(-1)?.route.path).not.toBe('*');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  });

  it('lists icons that exist at the sizes it says, with one a system may crop to its own shape', () => {
    for (const icon of manifest.icons) {
      const file = publicFile(icon.src);
      if (icon.type === 'image/png') expect(pngSize(file), icon.src).toBe(icon.sizes);
      else expect(file.toString('utf8'), icon.src).toMatch(/^<svg /);
    }
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('lets a feed reader find the news feed from any page', () => {
    expect(/<link rel="alternate" type="application\/atom\+xml" href="([^"]+)"/.exec(indexHtml)?.[1]).toBe(
      NEWS_FEED_PATH,
    );
  });

  it('gives iOS its 180 px touch icon', () => {
    const href = linked('apple-touch-icon') ?? '';
    expect(pngSize(publicFile(href))).toBe('180x180');
  });

  it('colours the browser bar as the header, in either theme of the system', () => {
    const meta = (scheme: string) =>
      new RegExp(`<meta name="theme-color" content="([^"]+)" media="\\(prefers-color-scheme: ${scheme}\\)"`).exec(
        indexHtml,
      )?.[1];
    const styles = readFileSync(join(web, 'src/styles.css'), 'utf8');
    // The palette's colours are light-dark(light, dark).
    const [, lightSurface, darkSurface] = /--color-surface: light-dark\(([^,]+), ([^)]+)\);/.exec(styles) ?? [];
    expect(meta('dark')).toBe(darkSurface);
    expect(manifest.theme_color).toBe(darkSurface);
    expect(meta('light')).toBe(lightSurface);
  });
});

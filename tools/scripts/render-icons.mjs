// Renders the site's PNG icons from their SVG sources, for the browsers and systems that will not
// take an SVG: the web app manifest's 192 and 512 px icons (Android's home screen), its maskable
// icon (a full square that the system crops to its own shape), iOS's apple-touch-icon, and the
// 1200x630 card a shared link previews with (og:image, when the build knows the site's origin).
// The PNGs are committed; run this after changing an SVG source:
//   node tools/scripts/render-icons.mjs
// apps/web README, "Icons and the web app manifest".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBrowsers } from './ensure-browser.mjs';

const web = join(import.meta.dirname, '../../apps/web');
const sources = {
  // Rounded corners on a transparent ground: the icon as a tab or a launcher shows it.
  any: join(web, 'public/favicon.svg'),
  // Full bleed, the flame inside the middle 80 % that every mask keeps.
  maskable: join(web, 'icons/maskable.svg'),
  // The game's name beside the flame: its text is drawn here, in the fonts of this machine.
  card: join(web, 'icons/share-card.svg'),
};
const outputs = [
  { source: 'any', size: 192, file: 'public/icons/icon-192.png' },
  { source: 'any', size: 512, file: 'public/icons/icon-512.png' },
  { source: 'maskable', size: 512, file: 'public/icons/maskable-512.png' },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed square.
  { source: 'maskable', size: 180, file: 'public/apple-touch-icon.png' },
  // A photo-like gradient: JPEG, a fifth of the PNG's size.
  { source: 'card', size: 1200, height: 630, file: 'public/share-card.jpg' },
];

ensureBrowsers();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH });
try {
  for (const { source, size, height = size, file } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height } });
    const svg = readFileSync(sources[source], 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${height}px}</style>${svg}`,
    );
    await page.screenshot(
      file.endsWith('.jpg')
        ? { path: join(web, file), type: 'jpeg', quality: 85 }
        : { path: join(web, file), omitBackground: true },
    );
    await page.close();
    console.log(`${file}: ${size}x${height}`);
  }
} finally {
  await browser.close();
}

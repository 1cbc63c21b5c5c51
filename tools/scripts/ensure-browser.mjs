// The browsers `npm test` drives, found before the first check runs:
// - Lighthouse (tools/checks/lighthouse) measures in a full Chromium: CHROME_PATH, else Debian's.
// - Playwright prefers Debian's headless shell: the same Blink without the full browser's UI and
//   its processes, it runs the end-to-end suite in about two thirds of the time on two cores
//   (2026-11-26: 434 s against 625 s, the same 220 tests). E2E_CHROME_PATH overrides it; a full
//   Chromium serves where there is no shell.
// Playwright's own download comes last for both. Where a check has none and apt and root are at
// hand, the Debian package is installed, saying so.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function playwrightOwnBrowser() {
  try {
    const path = execSync(`node -e "console.log(require('playwright-core').chromium.executablePath())"`, {
      encoding: 'utf8',
    }).trim();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const firstExisting = (paths) => paths.find((path) => path && existsSync(path)) ?? playwrightOwnBrowser();
const fullChromium = () => firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
// The same order as apps/web-e2e/playwright.config.ts, which runs without this script too.
const e2eChromium = () =>
  firstExisting([process.env.E2E_CHROME_PATH, '/usr/bin/chromium-headless-shell', fullChromium()]);

/** Sets CHROME_PATH (Lighthouse) and E2E_CHROME_PATH (Playwright), installing what is missing. */
export function ensureBrowsers() {
  const missing = [!fullChromium() && 'chromium', !e2eChromium() && 'chromium-headless-shell'].filter(Boolean);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length && root && spawnSync('which', ['apt-get']).status === 0) {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get (needs the Debian mirror).`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    if (update.status === 0) spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
  }
  const [lighthouse, e2e] = [fullChromium(), e2eChromium()];
  if (!lighthouse || !e2e) {
    console.error(
      "No Chromium for Lighthouse or the end-to-end tests: install Debian's chromium and chromium-headless-shell, or set CHROME_PATH and E2E_CHROME_PATH.",
    );
    process.exit(1);
  }
  process.env.CHROME_PATH = lighthouse;
  process.env.E2E_CHROME_PATH = e2e;
}

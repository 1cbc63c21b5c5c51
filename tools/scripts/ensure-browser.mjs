// Finds a Chromium for Playwright: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own.
// Where none is found but apt and root are available, installs Debian's chromium, saying so.
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

export function ensureBrowser() {
  const found =
    [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p)) ??
    playwrightOwnBrowser();
  if (found) {
    process.env.CHROME_PATH ??= found;
    return found;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && spawnSync('which', ['apt-get']).status === 0) {
    console.log("No Chromium found: installing Debian's chromium with apt-get (needs the Debian mirror).");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (install && install.status === 0 && existsSync('/usr/bin/chromium')) {
      process.env.CHROME_PATH = '/usr/bin/chromium';
      return '/usr/bin/chromium';
    }
  }
  console.error(
    'No Chromium for the end-to-end tests: install one (Debian: apt-get install chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}

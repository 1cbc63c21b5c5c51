import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4300);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env['CI']);
const workspaceRoot = resolve(import.meta.dirname, '../..');
const webDist = process.env['WEB_OUT_DIR']
  ? resolve(workspaceRoot, 'apps/web', process.env['WEB_OUT_DIR'])
  : join(workspaceRoot, 'dist/apps/web');
// A fresh database per run (workers inherit the variable, so only the first load creates one),
// removed when the run ends (global-teardown.ts); a folder passed in is left alone.
if (!process.env['E2E_DATA_DIR']) {
  process.env['E2E_DATA_DIR'] = mkdtempSync(join(tmpdir(), 'emberdeep-e2e-'));
  process.env['E2E_DATA_DIR_IS_TEMPORARY'] = '1';
}

/**
 * Debian's headless shell, else its full Chromium (STACK.md: Playwright cannot download its own
 * browser here). The shell runs the suite in about two thirds of the time (tools/scripts/
 * ensure-browser.mjs, which `npm test` runs first, sets E2E_CHROME_PATH the same way).
 */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env['E2E_CHROME_PATH'],
    '/usr/bin/chromium-headless-shell',
    process.env['CHROME_PATH'],
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export default defineConfig({
  testDir: './src',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Parallel local runs each pass their own folder; a shared one loses another run's traces.
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? '../../dist/e2e-results',
  use: {
    baseURL,
    // Recording a trace costs every test about a sixth of its time (a11y and route specs: 47 s with
    // none, 56 s recording). CI retries a failure once and records that retry; a local run keeps
    // the trace of any failure (or pass --trace on).
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // 1536x864, the most common laptop screen in CSS pixels: wide enough for the header's one row in
  // every language (German, French and Russian need 1366px; narrower, they take the menu layout,
  // which the phone-width specs walk).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1536, height: 864 }, channel: undefined },
    },
  ],
  // The reference back end serves the built site and the API on one origin, as in production.
  webServer: {
    command: 'npx tsx --tsconfig tsconfig.base.json apps/api/src/main.ts',
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !ci,
    timeout: 60_000,
    env: {
      API_PORT: String(port),
      API_WEB_DIST: webDist,
      API_DATA_DIR: process.env['E2E_DATA_DIR'],
      API_QUIET: '1',
      API_LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      // The journeys report the same seeded game accounts many times a run.
      API_REPORTS_PER_DAY: '1000',
      // Still a real proof of work, a tenth of production's: journeys register many players.
      API_CAPTCHA_MAX_NUMBER: '5000',
      API_SITE_ORIGIN: baseURL,
    },
  },
});

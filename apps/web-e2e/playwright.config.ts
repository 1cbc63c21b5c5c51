import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4300);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env['CI']);

/** Debian's Chromium (STACK.md): Playwright cannot download its own browser here. */
function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '../../dist/e2e-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --strictPort --port ${port}`,
    cwd: '../web',
    url: baseURL,
    reuseExistingServer: !ci,
    timeout: 60_000,
  },
});

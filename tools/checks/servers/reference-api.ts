// Servers the gates (lighthouse, api-bench, observatory) start for themselves: the reference back end
// with a fresh SQLite folder, as apps/web-e2e/playwright.config.ts starts it, and any other node
// script in its own process (a server sharing the measuring process would compete for its loop).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * First of the loopback ports the gates use (default 4317): lighthouse and api-bench take this one
 * and the next, observatory the three from portBase + 3.
 */
export const portBase = Number(process.env['CHECKS_PORT_BASE'] ?? 4317);

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Polls `url` until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

function stopper(child: ChildProcess, cleanup: () => void): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const done = () => {
        cleanup();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) {
        done();
        return;
      }
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
}

/** Runs a TypeScript file with tsx, as the Nx targets do, with `args`; only its errors (stderr) are shown. */
export function runTs(file: string, env: Record<string, string>, args: readonly string[] = []): ChildProcess {
  const child = spawn(
    join(workspaceRoot, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'tsconfig.base.json', file, ...args],
    {
      cwd: workspaceRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return child;
}

/**
 * The reference back end (apps/api) on 127.0.0.1:`port`, serving `webDist` if given, with a fresh
 * data folder (migrated and seeded with the demo data) that `stop()` removes. `production` runs it
 * with NODE_ENV=production (Secure `__Host-` cookies, upgrade-insecure-requests, no dev
 * routes), `siteOrigin` is then the public HTTPS origin in front of it.
 */
export async function startReferenceApi(
  port: number,
  webDist?: string,
  { production = false, siteOrigin }: { production?: boolean; siteOrigin?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberdeep-checks-'));
  const url = `http://127.0.0.1:${String(port)}`;
  const child = runTs('apps/api/src/main.ts', {
    API_PORT: String(port),
    API_DATA_DIR: dataDir,
    API_QUIET: '1',
    API_SITE_ORIGIN: siteOrigin ?? url,
    ...(webDist ? { API_WEB_DIST: webDist } : {}),
    ...(production ? { NODE_ENV: 'production' } : {}),
  });
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitForHttp(`${url}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Any other server script, started with tsx and ready once `readyPath` answers. */
export async function startTsServer(
  file: string,
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${String(port)}`;
  const child = runTs(file, { ...env, PORT: String(port) });
  const stop = stopper(child, () => undefined);
  try {
    await waitForHttp(`${url}${readyPath}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

import { join } from 'node:path';

/** Settings of the reference back end, from the environment (README of apps/api lists them). */
export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  /** Folder of the SQLite file and uploads; git-ignored. */
  dataDir: string;
  /** Built site to serve from the same origin, if any. */
  webDist: string | null;
  /** Dev-only routes such as GET /api/dev/mailbox. */
  devRoutes: boolean;
  /** Login attempts per client address and minute (the e2e suite, all on one address, raises it). */
  loginAttemptsPerMinute: number;
}

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env['NODE_ENV'] === 'production';
  return {
    host: env['API_HOST'] ?? '127.0.0.1',
    port: Number(env['API_PORT'] ?? 3333),
    production,
    dataDir: env['API_DATA_DIR'] ?? join(workspaceRoot, 'apps/api/data'),
    webDist: env['API_WEB_DIST'] ?? null,
    devRoutes: !production && env['API_DEV_ROUTES'] !== 'false',
    loginAttemptsPerMinute: Number(env['API_LOGIN_ATTEMPTS_PER_MINUTE'] ?? 10),
  };
}

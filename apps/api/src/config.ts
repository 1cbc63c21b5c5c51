import { randomBytes } from 'node:crypto';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Settings of the reference back end, from the environment (README of apps/api lists them). */
export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  /** Folder of the SQLite file and uploads; git-ignored. */
  dataDir: string;
  /** Built site to serve from the same origin, if any. */
  webDist: string | null;
  /**
   * Dev-only routes such as GET /api/dev/mailbox, which shows every mailed code and reset link to
   * anyone: never in production, and on a server reachable from other machines (`API_HOST` not
   * loopback) only when `API_DEV_ROUTES=true` says so.
   */
  devRoutes: boolean;
  /**
   * The proxies in front of the server whose `X-Forwarded-For` it believes (Fastify's
   * `trustProxy`), so the per-address limits key on the player's address and not the proxy's
   * (where every player would share one budget): `API_TRUST_PROXY`, a hop count or a comma-separated
   * list of addresses and CIDR ranges. None by default; "all" is refused, since any client could
   * then choose the address its limits count against.
   */
  trustProxy: false | number | string;
  /** Login attempts per client address and minute (the e2e suite, all on one address, raises it). */
  loginAttemptsPerMinute: number;
  /**
   * Reports per game account and UTC day (form_5), the reports' storage quota (ASVS 12.1.3): at
   * most this many times three 5 MB files, counted apart for the account's owner signed in (the
   * site account it is linked to) and for everyone else, whom a public id lets anyone be: so up to
   * twice this many reports a day about one account. Tickets have theirs per site account (TICKETS_PER_DAY).
   * The e2e suite, whose players report the same seeded accounts all day, raises it.
   */
  reportsPerDay: number;
  /**
   * Bytes the upload store may hold in all (ASVS 12.1.3, beside the per-account quotas above): a
   * form whose files would take it past this is refused (507 defaultError_5), so a full volume
   * never breaks a half-written submission or the database beside it.
   */
  uploadStoreMaxBytes: number;
  /**
   * The malware scanner every uploaded file goes through before it is stored (ASVS 12.4.2), as a
   * program and its arguments (`API_UPLOAD_SCAN_COMMAND`, split at spaces, no shell; the file comes
   * on its standard input, exit 0 clean, 1 malware: `clamdscan --no-summary -`). None by default.
   */
  uploadScanCommand: string[] | null;
  /** HMAC key signing captcha challenges; a random one per process unless set. */
  captchaKey: string;
  /** Proof-of-work size: the solver tries up to this many numbers (about 0.1 s a 10,000 on a phone). */
  captchaMaxNumber: number;
  /** The site's public origin, for links in mail; never taken from a request's Host header. */
  siteOrigin: string;
}

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** Whether `folder` is `root` or lies inside it. */
function isInside(folder: string, root: string): boolean {
  const path = relative(resolve(root), resolve(folder));
  return !isAbsolute(path) && path.split(sep)[0] !== '..';
}

/** Whether `host` is a loopback address, reachable only from this machine. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** `API_TRUST_PROXY` as Fastify's `trustProxy`: a hop count, addresses and ranges, or nothing. */
function trustProxyOf(value: string | undefined): false | number | string {
  const text = value?.trim() ?? '';
  if (!text) return false;
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  const parts = text.split(',').map((part) => part.trim());
  // `true` would believe any client; so would an empty entry or a /0 range.
  if (/^(true|all|\*)$/i.test(text) || parts.some((part) => !part || part.endsWith('/0'))) {
    throw new Error("API_TRUST_PROXY must be a hop count or the proxies' addresses, never every address");
  }
  return parts.join(',');
}

/** A setting that must be a whole number above zero: anything else stops the server from starting. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

/** `API_UPLOAD_SCAN_COMMAND` split at spaces; unset or blank is no scanner. */
function scanCommandOf(value: string | undefined): string[] | null {
  const words = value?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.length ? words : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env['NODE_ENV'] === 'production';
  const dataDir = env['API_DATA_DIR'] ?? join(workspaceRoot, 'apps/api/data');
  const webDist = env['API_WEB_DIST'] ?? null;
  // The database and the uploads must never be files of the served site (ASVS 12.4.1).
  if (webDist !== null && isInside(dataDir, webDist))
    throw new Error(`API_DATA_DIR (${dataDir}) lies inside API_WEB_DIST (${webDist}), which is served to anyone`);
  const host = env['API_HOST'] ?? '127.0.0.1';
  const siteOrigin = env['API_SITE_ORIGIN'] ?? `http://127.0.0.1:${env['API_PORT'] ?? 3333}`;
  // A site served over HTTPS is a deployment, and must say so: without NODE_ENV=production its
  // session cookie would go without Secure, and the dev routes would be on.
  if (!production && siteOrigin.startsWith('https:'))
    throw new Error(`API_SITE_ORIGIN (${siteOrigin}) is HTTPS, so NODE_ENV must be production`);
  return {
    host,
    port: Number(env['API_PORT'] ?? 3333),
    production,
    dataDir,
    webDist,
    devRoutes:
      !production && (env['API_DEV_ROUTES'] === 'true' || (env['API_DEV_ROUTES'] !== 'false' && isLoopback(host))),
    trustProxy: trustProxyOf(env['API_TRUST_PROXY']),
    // A limit that read as NaN would let everything through, so a bad value stops the start.
    loginAttemptsPerMinute: positiveInteger(env, 'API_LOGIN_ATTEMPTS_PER_MINUTE', 10),
    reportsPerDay: positiveInteger(env, 'API_REPORTS_PER_DAY', 10),
    uploadStoreMaxBytes: positiveInteger(env, 'API_UPLOAD_STORE_MAX_BYTES', 2 * 1024 ** 3),
    uploadScanCommand: scanCommandOf(env['API_UPLOAD_SCAN_COMMAND']),
    captchaKey: env['API_CAPTCHA_KEY'] ?? randomBytes(32).toString('base64url'),
    captchaMaxNumber: positiveInteger(env, 'API_CAPTCHA_MAX_NUMBER', 50_000),
    siteOrigin,
  };
}

// Back-end benchmark (issue 10, Performance): autocannon on loopback against the reference back
// end (its own port, a fresh seeded database), bounded in time, with a bare Fastify route measured
// in the same run as the denominator.
//
// Targets, 10 connections, a one-second warm-up each, then DURATION_S rounds of one second on each
// target in turn (medians over the rounds; the ratio is the median of each round's ratio):
// - bare Fastify: GET /bare on a server with one route and no plugins (bare-fastify.ts);
// - session check without a cookie: POST /api/auth/login/check (answers { result: 1 });
// - session check with a live session: the same with the cookie of a signed-in demo player
//   (a session lookup: one SELECT and one UPDATE of last-seen);
// - news list: GET /api/news?lang=en&limit=9, the first page /news/all asks for.
// Every request must answer 2xx; a refused or failed request fails the benchmark.
//
// Gate, and why: absolute requests per second and p99 depend on the machine and on whatever else
// runs on its two cores, so they are printed, not judged. The ratios to the bare route, measured
// by the same client in interleaved one-second slices, cancel most of that: per target, the median
// over the rounds of (target req/s / bare req/s) must stay above a floor, and the median of
// (target p99 / bare p99) below a ceiling (bare p99 counted as at least 1 ms: autocannon reports
// whole milliseconds, and a quiet loopback answers the bare route in under one). The reference back
// end does real work per request (cookie parsing, the CSRF guard, the security headers, the
// big-number JSON codec, SQLite), so it cannot match bare Fastify. The limits live in
// tools/checks/budgets/budgets.json (`apiBench`), set from the spread of runs on a loaded two-core
// machine with room for noise: loose enough not to flake, tight enough to catch a request grown
// several times dearer (a statement prepared per call, a disk flush per request, an N+1 query, a
// codec gone quadratic) or a new stall in its slowest answers. Heavy load pushed the ratios toward
// 1 (client- and scheduler-bound) rather than down; recalibrate from a quiet CI run's table if the
// figures there sit far above the floors.
//
// Run: `npx nx run tools:api-bench` (builds the site first, which the back end serves as in
// production, so every answer carries the site's headers). API_BENCH_SECONDS sets the duration,
// CHECKS_PORT_BASE the ports (default 4317 for the back end, 4318 for bare Fastify), WEB_OUT_DIR the
// built site; API_BENCH_VERBOSE=1 prints every slice.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  portBase,
  startReferenceApi,
  startTsServer,
  workspaceRoot,
  type RunningServer,
} from '../servers/reference-api';
import { median } from '../stats';

const DURATION_S = Number(process.env['API_BENCH_SECONDS'] ?? 5);
const CONNECTIONS = 10;
const CSRF = { 'x-csrf-protection': '1' };
/** Seeded demo player (apps/api README "Demo data"). */
const DEMO = { email: 'demo@emberdeep.example', password: 'Ember#Demo2026', keepMeLoggedIn: false };

/** Budget keys of the measured targets (bare Fastify is the denominator, never judged). */
const TARGET_KEYS = ['sessionCheckAnonymous', 'sessionCheckSignedIn', 'newsList'] as const;
type TargetKey = (typeof TARGET_KEYS)[number];

interface Limit {
  /** Lowest allowed median of target req/s over bare req/s. */
  minRpsRatio: number;
  /** Highest allowed median of target p99 over bare p99. */
  maxP99Ratio: number;
}

/** The `apiBench` limits of tools/checks/budgets/budgets.json, checked for shape. */
function readLimits(): Record<TargetKey, Limit> {
  const budgets = JSON.parse(readFileSync(join(workspaceRoot, 'tools/checks/budgets/budgets.json'), 'utf8')) as {
    apiBench?: Partial<Record<TargetKey, Partial<Limit>>>;
  };
  const entries = TARGET_KEYS.map((key) => {
    const limit = budgets.apiBench?.[key];
    if (typeof limit?.minRpsRatio !== 'number' || typeof limit.maxP99Ratio !== 'number') {
      throw new Error(`budgets.json: apiBench.${key} needs minRpsRatio and maxP99Ratio`);
    }
    return [key, { minRpsRatio: limit.minRpsRatio, maxP99Ratio: limit.maxP99Ratio }] as const;
  });
  return Object.fromEntries(entries) as Record<TargetKey, Limit>;
}

interface Target {
  name: string;
  limit?: Limit;
  options: Omit<Options, 'connections' | 'duration'>;
}

async function signIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`sign-in of the demo player answered ${String(response.status)}`);
  return cookie.split(';')[0] ?? '';
}

/** One slice of load on one target; any refused or failed request fails the benchmark. */
async function slice(target: Target, seconds: number): Promise<Result> {
  const result = await autocannon({ ...target.options, connections: CONNECTIONS, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${target.name}: ${String(result.non2xx)} non-2xx, ${String(result.errors)} errors, ${String(result.timeouts)} timeouts`,
    );
  }
  return result;
}

async function main(): Promise<number> {
  const started = Date.now();
  const webDist = process.env['WEB_OUT_DIR'] ?? join(workspaceRoot, 'dist/apps/web');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`api-bench: no built site at ${webDist}; run \`npx nx run web:build\` first`);
    return 1;
  }
  const limits = readLimits();
  const servers: RunningServer[] = [];
  try {
    const [api, bare] = await Promise.all([
      startReferenceApi(portBase, webDist),
      startTsServer('tools/checks/api-bench/bare-fastify.ts', portBase + 1, '/bare'),
    ]);
    servers.push(api, bare);
    const ready = Date.now();
    const sessionCookie = await signIn(api.url);
    const check = `${api.url}/api/auth/login/check`;
    const targets: Target[] = [
      { name: 'bare Fastify GET /bare', options: { url: `${bare.url}/bare` } },
      {
        name: 'session check, no cookie',
        limit: limits.sessionCheckAnonymous,
        options: { url: check, method: 'POST', headers: CSRF },
      },
      {
        name: 'session check, signed in',
        limit: limits.sessionCheckSignedIn,
        options: { url: check, method: 'POST', headers: { ...CSRF, cookie: sessionCookie } },
      },
      { name: 'news list (9)', limit: limits.newsList, options: { url: `${api.url}/api/news?lang=en&limit=9` } },
    ];

    // Interleaved one-second slices: a neighbour's burst of load hits every target alike, and each
    // round's ratio to bare compares figures taken seconds apart.
    for (const target of targets) await slice(target, 1);
    const slices = targets.map(() => [] as Result[]);
    for (let round = 0; round < DURATION_S; round += 1) {
      for (const [index, target] of targets.entries()) slices[index]?.push(await slice(target, 1));
    }
    if (process.env['API_BENCH_VERBOSE']) {
      console.log('\nslices as [req/s, p50 ms, p99 ms]:');
      for (const [index, target] of targets.entries()) {
        const shown = (slices[index] ?? []).map((r) => [Math.round(r.requests.average), r.latency.p50, r.latency.p99]);
        console.log(`${target.name}: ${JSON.stringify(shown)}`);
      }
    }
    const bareSlices = slices[0] ?? [];
    const rows = targets.map((target, index) => {
      const results = slices[index] ?? [];
      const bareOf = (round: number) => bareSlices[round];
      return {
        target,
        rps: median(results.map((r) => r.requests.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        rpsRatio: median(results.map((r, round) => r.requests.average / (bareOf(round)?.requests.average ?? NaN))),
        p99Ratio: median(results.map((r, round) => r.latency.p99 / Math.max(1, bareOf(round)?.latency.p99 ?? NaN))),
      };
    });

    console.log(
      `\nReference back end on loopback: ${String(CONNECTIONS)} connections, ${String(DURATION_S)} one-second slices each (medians; ratios are medians of each round's ratio to bare)`,
    );
    console.log('| target | req/s | p50 ms | p99 ms | req/s ratio | floor | p99 ratio | ceiling |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const failures: string[] = [];
    for (const { target, rps, p50, p99, rpsRatio, p99Ratio } of rows) {
      const { limit } = target;
      // NaN (a bare slice with no answers) fails too: the comparison is written to pass only on a number.
      const slow = limit !== undefined && !(rpsRatio >= limit.minRpsRatio);
      const stalls = limit !== undefined && !(p99Ratio <= limit.maxP99Ratio);
      if (slow)
        failures.push(`${target.name}: req/s ${rpsRatio.toFixed(2)} of bare < floor ${String(limit.minRpsRatio)}`);
      if (stalls)
        failures.push(`${target.name}: p99 ${p99Ratio.toFixed(1)}x bare > ceiling ${String(limit.maxP99Ratio)}`);
      console.log(
        `| ${target.name} | ${rps.toFixed(0)} | ${String(p50)} | ${String(p99)} | ${rpsRatio.toFixed(2)}${slow ? ' ✗' : ''} | ${limit ? String(limit.minRpsRatio) : ''} | ${limit ? `${p99Ratio.toFixed(1)}${stalls ? ' ✗' : ''}` : ''} | ${limit ? String(limit.maxP99Ratio) : ''} |`,
      );
    }
    console.log(
      `\napi-bench: ${String(Math.round((Date.now() - started) / 1000))} s in all (servers up in ${String(Math.round((ready - started) / 1000))} s)`,
    );
    if (failures.length) {
      console.error(`\nOutside the api-bench budget (tools/checks/budgets/budgets.json):\n- ${failures.join('\n- ')}`);
      return 1;
    }
    console.log('api-bench: ok');
    return 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

process.exit(await main());

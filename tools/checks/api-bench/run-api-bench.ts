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
// runs on its two cores, so they are printed, not judged. The ratio to the bare route, measured
// by the same client in interleaved one-second slices, cancels most of that. The reference back
// end does real work per request (cookie parsing, the CSRF guard, the security headers, the
// big-number JSON codec, SQLite), so it cannot match bare Fastify. The floors sit at a fraction of
// the ratios seen when the gate was written (session check 0.5-1.3, signed in 0.5-0.9, news list
// 0.5-0.8, on a machine under heavy load; recalibrate them from a quiet CI run's table): loose
// enough for noise, tight enough to catch a request grown several times dearer (a statement
// prepared per call, a disk flush per request, an N+1 query, a codec gone quadratic).
//
// Run: `npx nx run tools:api-bench` (builds the site first, which the back end serves as in
// production, so every answer carries the site's headers). API_BENCH_SECONDS sets the duration,
// CHECKS_PORT_BASE the ports (default 4317 for the back end, 4318 for bare Fastify).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  portBase,
  startReferenceApi,
  startTsServer,
  workspaceRoot,
  type RunningServer,
} from '../servers/reference-api';

const DURATION_S = Number(process.env['API_BENCH_SECONDS'] ?? 5);
const CONNECTIONS = 10;
const CSRF = { 'x-csrf-protection': '1' };
/** Seeded demo player (apps/api README "Demo data"). */
const DEMO = { email: 'demo@emberdeep.example', password: 'Ember#Demo2026', keepMeLoggedIn: false };

/** Minimum share of the bare route's requests per second, per target (see the header). */
const FLOORS = {
  sessionCheckAnonymous: 0.25,
  sessionCheckSignedIn: 0.1,
  newsList: 0.15,
} as const;

interface Target {
  name: string;
  floor?: number;
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function main(): Promise<number> {
  const started = Date.now();
  const webDist = process.env['WEB_OUT_DIR'] ?? join(workspaceRoot, 'dist/apps/web');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`api-bench: no built site at ${webDist}; run \`npx nx run web:build\` first`);
    return 1;
  }
  const servers: RunningServer[] = [];
  try {
    const [api, bare] = await Promise.all([
      startReferenceApi(portBase, webDist),
      startTsServer('tools/checks/api-bench/bare-fastify.ts', portBase + 1, '/bare'),
    ]);
    servers.push(api, bare);
    const sessionCookie = await signIn(api.url);
    const check = `${api.url}/api/auth/login/check`;
    const targets: Target[] = [
      { name: 'bare Fastify GET /bare', options: { url: `${bare.url}/bare` } },
      {
        name: 'session check, no cookie',
        floor: FLOORS.sessionCheckAnonymous,
        options: { url: check, method: 'POST', headers: CSRF },
      },
      {
        name: 'session check, signed in',
        floor: FLOORS.sessionCheckSignedIn,
        options: { url: check, method: 'POST', headers: { ...CSRF, cookie: sessionCookie } },
      },
      { name: 'news list (9)', floor: FLOORS.newsList, options: { url: `${api.url}/api/news?lang=en&limit=9` } },
    ];

    // Interleaved one-second slices: a neighbour's burst of load hits every target alike, and each
    // round's ratio to bare compares figures taken seconds apart.
    for (const target of targets) await slice(target, 1);
    const slices = targets.map(() => [] as Result[]);
    for (let round = 0; round < DURATION_S; round += 1) {
      for (const [index, target] of targets.entries()) slices[index]?.push(await slice(target, 1));
    }
    const bareSlices = slices[0] ?? [];
    const rows = targets.map((target, index) => {
      const results = slices[index] ?? [];
      return {
        target,
        rps: median(results.map((r) => r.requests.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        ratio: median(results.map((r, round) => r.requests.average / (bareSlices[round]?.requests.average ?? NaN))),
      };
    });

    console.log(
      `\nReference back end on loopback: ${String(CONNECTIONS)} connections, ${String(DURATION_S)} one-second slices each (medians)`,
    );
    console.log('| target | req/s | p50 ms | p99 ms | ratio to bare | floor |');
    console.log('|---|---:|---:|---:|---:|---:|');
    const failures: string[] = [];
    for (const { target, rps, p50, p99, ratio } of rows) {
      const low = target.floor !== undefined && ratio < target.floor;
      if (low) failures.push(`${target.name}: ${ratio.toFixed(2)} of bare < ${String(target.floor)}`);
      console.log(
        `| ${target.name} | ${rps.toFixed(0)} | ${String(p50)} | ${String(p99)} | ${ratio.toFixed(2)}${low ? ' ✗' : ''} | ${target.floor === undefined ? '' : String(target.floor)} |`,
      );
    }
    console.log(`\napi-bench: ${String(Math.round((Date.now() - started) / 1000))} s in all`);
    if (failures.length) {
      console.error(`\nBelow the floor:\n- ${failures.join('\n- ')}`);
      return 1;
    }
    console.log('api-bench: ok');
    return 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

process.exit(await main());

// MDN HTTP Observatory gate (issue 10, Security): the Observatory's own retrieval, tests and
// grading (@mdn/mdn-http-observatory 1.4.8) against the built site as production serves it, and a
// failure unless the grade is A+ and every test passes (bonuses can hide a failed test: without
// nosniff the site still scores 120, A+).
//
// The Observatory checks that plain HTTP redirects to HTTPS and reads HSTS only from a verified
// HTTPS answer, so the reference back end (NODE_ENV=production, serving the built site) runs behind
// a TLS edge (tls-edge.ts) as it would behind a production load balancer: a throwaway self-signed
// certificate made at run time, HTTPS proxied to the back end, plain HTTP answered with 301 to the
// HTTPS origin. The package's CLI scans only ports 80 and 443, so scan-local.ts calls its retriever
// with our ports, in a child process that trusts the certificate (NODE_EXTRA_CA_CERTS); grade.ts
// scores the verdicts with the package's score table and grade chart.
//
// Run: `npx nx run tools:observatory` (builds the site first). WEB_OUT_DIR picks another build,
// CHECKS_PORT_BASE other ports (back end, HTTPS and HTTP at base + 3, + 4, + 5; default 4320-4322).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portBase, runTs, startReferenceApi, workspaceRoot, type RunningServer } from '../servers/reference-api';
import { gradeScan, type ScanGrade } from './grade';
import type { ScanReport } from './scan-local';
import { selfSignedCertificate, startTlsEdge, type TlsEdge } from './tls-edge';

const HOST = '127.0.0.1';
const PORTS = { api: portBase + 3, https: portBase + 4, http: portBase + 5 };
/** The grade issue 10 asks for. */
const REQUIRED_GRADE = 'A+';
/** Statuses the Observatory accepts for the page it grades (its scan() refuses any other). */
const acceptedStatus = (status: number) => (status >= 200 && status < 400) || status === 401 || status === 403;

function runScan(certFile: string, resultFile: string): Promise<number> {
  const child = runTs('tools/checks/observatory/scan-local.ts', { NODE_EXTRA_CA_CERTS: certFile }, [
    HOST,
    String(PORTS.http),
    String(PORTS.https),
    resultFile,
  ]);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      resolve(code ?? 1);
    });
  });
}

function printTable({ tests, testsPassed, score, grade }: ScanGrade): void {
  console.log('\n| test | result | pass | score modifier |');
  console.log('|---|---|---|---:|');
  for (const test of tests) {
    const modifier = test.scoreModifier > 0 ? `+${String(test.scoreModifier)}` : String(test.scoreModifier);
    console.log(`| ${test.title} | ${test.result ?? '(not run)'} | ${test.pass ? 'yes' : 'no ✗'} | ${modifier} |`);
  }
  console.log(`\ngrade ${grade}, score ${String(score)}, ${String(testsPassed)}/${String(tests.length)} tests passed`);
  for (const test of tests.filter((t) => !t.pass || t.scoreModifier < 0)) {
    console.log(`- ${test.title}: ${test.description}`);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const webDist = process.env['WEB_OUT_DIR'] ?? join(workspaceRoot, 'dist/apps/web');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`observatory: no built site at ${webDist}; run \`npx nx run web:build\` first`);
    return 1;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'emberdeep-observatory-'));
  let api: RunningServer | undefined;
  let edge: TlsEdge | undefined;
  try {
    const certificate = selfSignedCertificate(scratch);
    const httpsOrigin = `https://${HOST}:${String(PORTS.https)}`;
    api = await startReferenceApi(PORTS.api, webDist, { production: true, siteOrigin: httpsOrigin });
    edge = await startTlsEdge({
      backend: api.url,
      certificate,
      host: HOST,
      httpsPort: PORTS.https,
      httpPort: PORTS.http,
    });
    console.log(`back end (production) behind ${edge.httpsOrigin} and ${edge.httpOrigin}, ready after ${seconds()}`);

    const resultFile = join(scratch, 'scan.json');
    const exit = await runScan(certificate.certFile, resultFile);
    if (exit !== 0) {
      console.error(`observatory: the scan failed (exit ${String(exit)})`);
      return 1;
    }
    const report = JSON.parse(readFileSync(resultFile, 'utf8')) as ScanReport;
    if (!acceptedStatus(report.status)) {
      console.error(
        `observatory: ${edge.httpsOrigin}/ answered ${String(report.status)}, which the Observatory refuses to grade`,
      );
      return 1;
    }
    const graded = gradeScan(report.verdicts);
    printTable(graded);
    console.log(`\nobservatory: ${seconds()} in all`);
    const failed = graded.tests.filter((test) => !test.pass);
    if (graded.grade !== REQUIRED_GRADE || failed.length) {
      console.error(
        `\nobservatory: grade ${graded.grade} (score ${String(graded.score)}); issue 10 asks for ${REQUIRED_GRADE} with every test passed`,
      );
      if (failed.length) console.error(`failed: ${failed.map((test) => test.title).join(', ')}`);
      return 1;
    }
    console.log('observatory: ok');
    return 0;
  } finally {
    await edge?.stop();
    await api?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exit(await main());

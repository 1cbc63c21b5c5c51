// The Observatory's retrieval and tests against one host on given ports, in a process of its own:
// the gate starts it with NODE_EXTRA_CA_CERTS naming the edge's throwaway certificate, which Node
// reads only at start-up (the retriever builds its own HTTPS agents, so no `ca` can be passed in).
// Writes the verdicts as JSON to the file named last; grading is the gate's (grade.ts).
//
// Usage: tsx scan-local.ts <host> <http port> <https port> <result file>
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import type { TestVerdict } from './grade';

export interface ScanReport {
  status: number;
  verdicts: TestVerdict[];
}

/**
 * The HSTS test reads the package's conf/hsts-preload.json, which its postinstall downloads; that
 * script is denied in package.json's allowScripts (no network here). The scanned host is 127.0.0.1,
 * in no preload list, so an empty list gives the verdict the full one would.
 */
function ensurePreloadList(): void {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const preloadList = join(packageRoot, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
}

/** Each test's class carries its id and title as static fields. */
function identity(output: object): { name: string; title: string } {
  const constructor = output.constructor as { name: string; title?: string };
  return { name: constructor.name, title: constructor.title ?? constructor.name };
}

async function main(): Promise<number> {
  const [host, httpPort, httpsPort, resultFile] = process.argv.slice(2);
  if (!host || !httpPort || !httpsPort || !resultFile) {
    console.error('usage: scan-local.ts <host> <http port> <https port> <result file>');
    return 2;
  }
  ensurePreloadList();
  const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
  const auto = requests.responses.auto;
  if (!auto) {
    console.error(`observatory: no answer from ${host} on ports ${httpPort} and ${httpsPort}`);
    return 1;
  }
  const verdicts = ALL_TESTS.map((test) => {
    const output = test(requests);
    return { ...identity(output), result: output.result, pass: output.pass === true };
  });
  const report: ScanReport = { status: auto.status, verdicts };
  writeFileSync(resultFile, JSON.stringify(report));
  return 0;
}

process.exit(await main());

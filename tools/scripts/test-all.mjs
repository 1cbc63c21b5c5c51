#!/usr/bin/env node
// `npm test`: every check CI runs, in order, on every project (not only affected ones).
import { spawn } from 'node:child_process';
import { ensureBrowsers } from './ensure-browser.mjs';
import { failedTaskReports } from '../checks/failed-tasks.mjs';

/** Gates from tools/, each an Nx target that prints its figures and fails over its limit. */
const GATES = [
  'tools:bundle-budget',
  'api-client:bench',
  'tools:i18n-check',
  'tools:observatory',
  'tools:api-bench',
  'tools:lighthouse',
];

/**
 * Steps in order: name, command, and a check that runs beside it (`beside`, its output printed
 * when the step ends), for a step whose tasks leave a core idle now and then.
 */
const steps = [
  [
    'unit, lint, types, build',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--output-style=static'],
    // The repo's own Prettier settings (.prettierrc.json); `npx prettier --write .` fixes a miss.
    // One process on one core, 20-35 s alone.
    { beside: ['format', ['prettier', '--check', '--log-level', 'warn', '.']] },
  ],
  [
    'gates',
    [
      'nx',
      'run-many',
      '--parallel=1',
      '--output-style=static',
      '-t',
      ...new Set(GATES.map((g) => g.split(':')[1])),
      '-p',
      ...new Set(GATES.map((g) => g.split(':')[0])),
    ],
  ],
  ['end-to-end', ['nx', 'run', 'web-e2e:e2e', '--output-style=static']],
];

/**
 * Runs a step, its output kept (both streams: Nx lists failed tasks on stderr) and passed through
 * as it comes, or only kept when `quiet`.
 */
function run(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('close', (code, signal) => resolve({ code: code ?? signal, log: Buffer.concat(chunks).toString('utf8') }));
  });
}

function fail(name, code) {
  console.error(`\n${name} failed (exit ${code}).`);
  process.exit(1);
}

const started = Date.now();
ensureBrowsers();
for (const [name, args, { beside } = {}] of steps) {
  if (beside) console.log(`\n=== ${beside[0]}, beside the next step: npx ${beside[1].join(' ')}`);
  const besideRun = beside && run(beside[1], { quiet: true });
  console.log(`\n=== ${name}: npx ${args.join(' ')}`);
  const stepStarted = Date.now();
  const { code, log } = await run(args);
  // Where a slow run's time went, without adding up Nx summaries.
  console.log(`\n=== ${name}: ${String(Math.round((Date.now() - stepStarted) / 1000))} s`);
  const besideResult = besideRun && (await besideRun);
  if (besideResult) console.log(`\n=== ${beside[0]} (exit ${besideResult.code}):\n${besideResult.log}`);
  if (code !== 0) {
    // CI shows the end of the log; the failed tasks' reports can be far above it.
    for (const { task, report } of failedTaskReports(log, 80)) {
      console.error(`\n=== ${task} failed; its first failures again:\n${report}`);
    }
    fail(name, code);
  }
  if (besideResult && besideResult.code !== 0) fail(beside[0], besideResult.code);
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);

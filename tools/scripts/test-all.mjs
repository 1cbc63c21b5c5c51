#!/usr/bin/env node
// `npm test`: every check CI runs, in order, on every project (not only affected ones).
import { execFileSync, spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { totalmem } from 'node:os';
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
 * Lint for every project in one ESLint process, each file under its project's own config (the
 * flag looks a file's config up from its folder, as `nx run <project>:lint` does by running in
 * the project). typescript-eslint's project service then builds each tsconfig's program once for
 * the whole repo, where 22 processes (one per project) each built their own and its
 * dependencies' sources again: 200 CPU-seconds against 400 (2026-12-07). It holds those programs
 * at once, about 6 GB, over Node's default heap; a host with less memory than that leaves lint
 * to the per-project targets.
 */
const LINT_HEAP_MB = 8192;
const lintInOneProcess = totalmem() / 2 ** 20 >= LINT_HEAP_MB * 1.5;
const lintedProjects = execFileSync('git', ['ls-files', '*/eslint.config.mjs'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => dirname(file));
const oneProcessLint = [
  'lint, in one process',
  ['eslint', '--flag', 'v10_config_lookup_from_file', ...lintedProjects],
  { NODE_OPTIONS: `--max-old-space-size=${String(LINT_HEAP_MB)}` },
];

/**
 * Steps in order: name, command, and checks that run beside it (`beside`, each one's output
 * printed when the step ends), for a step whose tasks leave a core idle now and then.
 */
const steps = [
  [
    'unit, lint, types, build',
    [
      'nx',
      'run-many',
      '-t',
      ...(lintInOneProcess ? [] : ['lint']),
      'typecheck',
      'test',
      'build',
      '--parallel=2',
      '--output-style=static',
    ],
    {
      beside: [
        // The repo's own Prettier settings (.prettierrc.json); `npx prettier --write .` fixes a miss.
        // One process on one core, 20-35 s alone.
        ['format', ['prettier', '--check', '--log-level', 'warn', '.']],
        ...(lintInOneProcess ? [oneProcessLint] : []),
      ],
    },
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
function run(args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
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
const secondsSince = (start) => `${String(Math.round((Date.now() - start) / 1000))} s`;
for (const [name, args, { beside = [] } = {}] of steps) {
  const besideRuns = beside.map(([check, checkArgs, env]) => {
    console.log(`\n=== ${check}, beside the next step: npx ${checkArgs.join(' ')}`);
    const checkStarted = Date.now();
    return run(checkArgs, { quiet: true, env }).then((result) => ({
      ...result,
      check,
      took: secondsSince(checkStarted),
    }));
  });
  console.log(`\n=== ${name}: npx ${args.join(' ')}`);
  const stepStarted = Date.now();
  const { code, log } = await run(args);
  // Where a slow run's time went, without adding up Nx summaries.
  console.log(`\n=== ${name}: ${secondsSince(stepStarted)}`);
  const besideResults = await Promise.all(besideRuns);
  for (const result of besideResults) {
    console.log(`\n=== ${result.check} (exit ${String(result.code)}, ${result.took}):\n${result.log}`);
  }
  if (code !== 0) {
    // CI shows the end of the log; the failed tasks' reports can be far above it.
    for (const { task, report } of failedTaskReports(log, 80)) {
      console.error(`\n=== ${task} failed; its first failures again:\n${report}`);
    }
    fail(name, code);
  }
  for (const result of besideResults) if (result.code !== 0) fail(result.check, result.code);
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);

#!/usr/bin/env node
// `npm test`: every check CI runs, in order, on every project (not only affected ones).
import { spawnSync } from 'node:child_process';
import { ensureBrowsers } from './ensure-browser.mjs';

/** Gates from tools/, each an Nx target that prints its figures and fails over its limit. */
const GATES = [
  'tools:bundle-budget',
  'api-client:bench',
  'tools:i18n-check',
  'tools:observatory',
  'tools:api-bench',
  'tools:lighthouse',
];

const steps = [
  // The repo's own Prettier settings (.prettierrc.json); `npx prettier --write .` fixes a miss.
  ['format', ['prettier', '--check', '--log-level', 'warn', '.']],
  [
    'unit, lint, types, build',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--output-style=static'],
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

const started = Date.now();
ensureBrowsers();
for (const [name, args] of steps) {
  console.log(`\n=== ${name}: npx ${args.join(' ')}`);
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
console.log(`\nall checks passed in ${Math.round((Date.now() - started) / 1000)} s`);

#!/usr/bin/env node
// `npm start`: builds the site and serves it with the reference back end (embedded SQLite, seeded
// demo data) on one origin: http://127.0.0.1:4300/.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env['PORT'] ?? '4300';
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
const build = spawnSync('npx', ['nx', 'run', 'web:build', '--output-style=static'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.base.json', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env: { ...env, API_PORT: port, API_WEB_DIST: `${process.cwd()}/dist/apps/web`, API_QUIET: '1' },
});
console.log(`\nSite: http://127.0.0.1:${port}/  (demo player: demo@emberdeep.example / Ember#Demo2026)`);
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

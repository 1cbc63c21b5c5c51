#!/usr/bin/env node
// `npm start`: builds the site and serves it on http://127.0.0.1:4300.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' };
const build = spawnSync('npx', ['nx', 'run', 'web:build', '--output-style=static'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['vite', 'preview', '--strictPort', '--port', '4300'], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env,
});
console.log('\nSite: http://127.0.0.1:4300/');
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
// Bundle budget: gzip size of the JS that /home needs to start (its first load: the page's script,
// the app's start-up it imports once the page is painted, the home page and its strings), and of
// every other chunk. Reads Vite's manifest from dist/apps/web; exits 1 when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../..', import.meta.url).pathname;
const dist = process.env.WEB_OUT_DIR ?? join(root, 'dist/apps/web');
const budgets = JSON.parse(readFileSync(join(root, 'tools/checks/budgets/budgets.json'), 'utf8'));
// Keys are relative to apps/web: '../../libs/x' becomes 'libs/x'.
const manifest = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))).map(([key, chunk]) => [
    key.replace(/^(\.\.\/)+/, ''),
    chunk,
  ]),
);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The chunk of a manifest key and everything it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = budgets.homeRouteModule;
if (!entryKey || !manifest[homeKey] || !manifest[budgets.bootEntry]) {
  console.error(`bundle-budget: manifest lacks the entry, ${budgets.bootEntry} or ${homeKey}; run the web build first`);
  process.exit(1);
}
const namespaceChunks = Object.keys(manifest).filter((key) =>
  budgets.homeNamespaces.some((ns) => key.endsWith(`/${budgets.language}.json`) && manifestNamespace(key) === ns),
);
function manifestNamespace(key) {
  // libs/<lib>/src/locales/en.json -> the namespace registered by that lib's folder
  const lib = key.split('/').at(-4);
  return { 'i18n-locales': 'common', 'site-chrome': 'chrome' }[lib] ?? lib;
}

const initialKeys = new Set([
  ...staticClosure(entryKey),
  ...staticClosure(budgets.bootEntry),
  ...staticClosure(homeKey),
  ...namespaceChunks.flatMap((k) => [...staticClosure(k)]),
]);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipSize(chunk.file), initial: initialKeys.has(key) }))
  .sort((a, b) => b.gzip - a.gzip);
// Stylesheets a chunk brings, and any stylesheet of its own in the manifest (the site builds one, linked by every page).
const cssFiles = [
  ...new Set(
    Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]),
  ),
];
const cssTotal = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const initialTotal = rows.filter((row) => row.initial).reduce((sum, row) => sum + row.gzip, 0);
const failures = [];
if (initialTotal > budgets.initialJsHome)
  failures.push(`initial JS of /home ${kB(initialTotal)} kB > ${kB(budgets.initialJsHome)} kB`);
for (const row of rows.filter((r) => !r.initial && r.gzip > budgets.lazyChunk)) {
  failures.push(`lazy chunk ${row.file} ${kB(row.gzip)} kB > ${kB(budgets.lazyChunk)} kB`);
}
if (cssTotal > budgets.css) failures.push(`CSS ${kB(cssTotal)} kB > ${kB(budgets.css)} kB`);

console.log('\nBundle (gzip, level 9)');
console.log('| chunk | source | gzip kB | on /home first load |');
console.log('|---|---|---:|:---:|');
for (const row of rows) console.log(`| ${row.file} | ${row.key} | ${kB(row.gzip)} | ${row.initial ? 'yes' : ''} |`);
console.log(`\ninitial JS of /home: ${kB(initialTotal)} kB (budget ${kB(budgets.initialJsHome)} kB)`);
console.log(`CSS: ${kB(cssTotal)} kB (budget ${kB(budgets.css)} kB)`);
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');

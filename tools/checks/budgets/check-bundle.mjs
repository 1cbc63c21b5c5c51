#!/usr/bin/env node
// Bundle budget (issue 10). Reads Vite's manifest and the prerendered /home from dist/apps/web and
// prints a gzip table of every chunk, then checks:
// - JS before the first paint of /home: the scripts the prerendered page's HTML names (inline, src,
//   modulepreload) and what they import statically. Issue 10's 110 kB bar.
// - JS to hydrate /home: that, plus the app's start-up the page's script imports once the page is
//   painted, the home page and its first namespaces. A ratchet: it may only go down.
// - every other chunk (and worker), the stylesheet, and each first namespace in each language.
// - index.html preloads every file of the start-up (no waterfall on pages not prerendered).
// Exits 1 when a budget is exceeded.
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
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const gzipSize = (file) => gzip(readFileSync(join(dist, file)));
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The chunk of a manifest key and everything it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const homeKey = budgets.homeRouteModule;
const homeHtmlPath = join(dist, 'prerender', budgets.language, budgets.homePrerender);
let homeHtml;
try {
  homeHtml = readFileSync(homeHtmlPath, 'utf8');
} catch {
  console.error(`bundle-budget: ${homeHtmlPath} is missing; run the web build first`);
  process.exit(1);
}
if (!manifest[homeKey] || !manifest[budgets.bootEntry]) {
  console.error(`bundle-budget: manifest lacks ${budgets.bootEntry} or ${homeKey}; run the web build first`);
  process.exit(1);
}

// What the prerendered /home makes the browser run or fetch before anything of the app's start-up.
const namedFiles = [
  ...homeHtml.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
  ...homeHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
const unknown = namedFiles.filter((file) => !keyOfFile.has(file));
if (unknown.length) {
  console.error(`bundle-budget: /home names scripts the manifest does not know: ${unknown.join(', ')}`);
  process.exit(1);
}
const inlineScripts = [...homeHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const beforePaintKeys = new Set(namedFiles.flatMap((file) => [...staticClosure(keyOfFile.get(file))]));

/** libs/<lib>/src/locales/<language>.json -> the namespace that lib registers. */
function namespaceOf(key) {
  const match = /^libs\/([^/]+)\/src\/locales\/([^/]+)\.json$/.exec(key);
  if (!match) return undefined;
  return { namespace: { 'i18n-locales': 'common', 'site-chrome': 'chrome' }[match[1]] ?? match[1], language: match[2] };
}
const firstNamespaceKeys = Object.keys(manifest).filter((key) =>
  budgets.homeNamespaces.includes(namespaceOf(key)?.namespace),
);

const hydrateKeys = new Set([
  ...beforePaintKeys,
  ...staticClosure(budgets.bootEntry),
  ...staticClosure(homeKey),
  ...firstNamespaceKeys
    .filter((key) => namespaceOf(key).language === budgets.language)
    .flatMap((key) => [...staticClosure(key)]),
]);
// V8 compiles a file that opens with its compile hint while streaming it, off the main thread
// (apps/web/build/compile-hints.ts); without it, the start-up compiles each function it calls.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => {
    const code = readFileSync(join(dist, chunk.file), 'utf8');
    return {
      key,
      file: chunk.file,
      gzip: gzip(code),
      hinted: code.startsWith(COMPILE_HINT),
      when: beforePaintKeys.has(key) ? 'before paint' : hydrateKeys.has(key) ? 'hydration' : '',
    };
  })
  .sort((a, b) => b.gzip - a.gzip);
// Workers a chunk starts (Vite lists their files among its assets): the page's Intl warm-up. They
// run on threads of their own, beside the start-up, so they are budgeted as chunks of their own,
// not as part of the JS that hydrates.
for (const [key, chunk] of Object.entries(manifest)) {
  for (const file of (chunk.assets ?? []).filter((asset) => asset.endsWith('.js'))) {
    rows.push({
      key: `worker of ${key}`,
      file,
      gzip: gzipSize(file),
      hinted: false,
      when: hydrateKeys.has(key) ? 'worker' : '',
    });
  }
}
rows.sort((a, b) => b.gzip - a.gzip);
// Stylesheets a chunk brings, and any stylesheet of its own in the manifest (the site builds one, linked by every page).
const cssFiles = [
  ...new Set(
    Object.values(manifest).flatMap((chunk) => [
      ...(chunk.css ?? []),
      ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
    ]),
  ),
];
const cssTotal = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const inlineTotal = inlineScripts.reduce((sum, script) => sum + gzip(script), 0);
const sum = (predicate) => rows.filter(predicate).reduce((total, row) => total + row.gzip, 0);
const beforePaintTotal = inlineTotal + sum((row) => row.when === 'before paint');
const hydrateTotal = inlineTotal + sum((row) => row.when === 'before paint' || row.when === 'hydration');
const largestNamespace = firstNamespaceKeys
  .map((key) => ({ key, gzip: gzipSize(manifest[key].file) }))
  .sort((a, b) => b.gzip - a.gzip)[0];

const failures = [];
const check = (label, size, budget) => {
  console.log(`${label}: ${kB(size)} kB (budget ${kB(budget)} kB)`);
  if (size > budget) failures.push(`${label} ${kB(size)} kB > ${kB(budget)} kB`);
};

console.log('\nBundle (gzip, level 9)');
console.log('| chunk | source | gzip kB | on /home |');
console.log('|---|---|---:|:---:|');
for (const row of rows) console.log(`| ${row.file} | ${row.key} | ${kB(row.gzip)} | ${row.when} |`);
console.log(`| (inline in <head>) | ${inlineScripts.length} script(s) | ${kB(inlineTotal)} | before paint |\n`);
check('JS before the first paint of /home', beforePaintTotal, budgets.beforePaintJsHome);
check('JS to hydrate /home', hydrateTotal, budgets.hydrateJsHome);
check(`largest first namespace (${largestNamespace.key})`, largestNamespace.gzip, budgets.namespace);
check('CSS', cssTotal, budgets.css);
for (const row of rows.filter((r) => (r.when === '' || r.when === 'worker') && r.gzip > budgets.lazyChunk)) {
  failures.push(`lazy chunk ${row.file} ${kB(row.gzip)} kB > ${kB(budgets.lazyChunk)} kB`);
}
console.log(
  `largest lazy chunk: ${kB(Math.max(...rows.filter((r) => r.when === '').map((r) => r.gzip)))} kB (budget ${kB(budgets.lazyChunk)} kB)`,
);
// A page without prerendered HTML (index.html) paints nothing until the start-up runs: it must
// fetch all of it at once. A file it does not preload waits for the one that imports it.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const bootFiles = [...staticClosure(budgets.bootEntry)].map((key) => manifest[key].file);
const notPreloaded = bootFiles.filter(
  (file) => !indexHtml.includes(`href="/${file}"`) && !indexHtml.includes(`src="/${file}"`),
);
console.log(`start-up files preloaded by index.html: ${bootFiles.length - notPreloaded.length} of ${bootFiles.length}`);
for (const file of notPreloaded) failures.push(`index.html does not preload ${file}, which the start-up imports`);
const hinted = rows.filter((row) => row.hinted).map((row) => row.file);
console.log(`compiled while downloading (V8 compile hint): ${hinted.join(', ') || 'none'}`);
const largestBootFile = rows.find((row) => bootFiles.includes(row.file));
if (!largestBootFile.hinted) failures.push(`${largestBootFile.file}, the start-up's code, lacks V8's compile hint`);
if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');

// Translation completeness gate: every i18next namespace under libs/ has the ten SPEC §1 languages
// with English's keys, no empty strings, English's placeholders and no untranslated long strings,
// and every literal key the code reads (in libs/ and in the shell, apps/web) exists in English. Prints a table; exits 1 on any problem.
// Run: npx nx run tools:i18n-check (rules in translation-rules.ts, limits in libs/i18n-locales/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  type AllowList,
  checkCatalogues,
  flattenCatalogue,
  hasTranslation,
  LANGUAGE_TAGS,
  namespaceConstants,
  namespaceFolders,
  type Problem,
  SOURCE_TAG,
  translationKeyUses,
} from './translation-rules.ts';

const root = resolve(import.meta.dirname, '../../..');
const libs = join(root, 'libs');
/** The shell reads the `common` namespace too (skip link, route error), from source files of its own. */
const shellSource = join(root, 'apps/web/src');
const allowListFile = join(import.meta.dirname, 'allow-identical.json');

interface Namespace {
  name: string;
  folder: string;
  catalogues: Map<string, unknown>;
}

function walk(dir: string, visit: (path: string, isDir: boolean) => void): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    visit(path, entry.isDirectory());
    if (entry.isDirectory()) walk(path, visit);
  }
}

const display = (path: string) => relative(root, path).split(sep).join('/');
const inSource = (path: string) => display(path).split('/').includes('src');

const isCodeFile = (path: string) => /\.tsx?$/.test(path) && !/\.(spec|test|d)\.tsx?$/.test(path);

const localeFolders = new Set<string>();
const sourceFiles: string[] = [];
walk(libs, (path, isDir) => {
  if (isDir || !inSource(path)) return;
  if (path.endsWith('.json') && display(path).split('/').includes('locales')) localeFolders.add(dirname(path));
  if (isCodeFile(path)) sourceFiles.push(path);
});
walk(shellSource, (path, isDir) => {
  if (!isDir && isCodeFile(path)) sourceFiles.push(path);
});

const problems: Problem[] = [];
const constants = new Map<string, string>();
const registered = new Map<string, string>(); // folder -> namespace
for (const file of sourceFiles) {
  const source = readFileSync(file, 'utf8');
  for (const [constant, name] of namespaceConstants(source)) constants.set(constant, name);
  for (const [name, folder] of namespaceFolders(source)) {
    const absolute = resolve(dirname(file), folder);
    const clash = [...registered].find(([other, otherName]) => otherName === name && other !== absolute);
    if (clash)
      problems.push({
        namespace: name,
        where: name,
        message: `registered twice: ${display(clash[0])} and ${display(absolute)}`,
      });
    registered.set(absolute, name);
    if (!localeFolders.has(absolute)) {
      problems.push({
        namespace: name,
        where: name,
        message: `registered in ${display(file)} but ${display(absolute)} has no .json files`,
      });
    }
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    problems.push({ where: display(file), message: `unreadable JSON: ${(error as Error).message}` });
    return undefined;
  }
}

const allow = readJson(allowListFile) as AllowList;
const namespaces: Namespace[] = [];
for (const folder of [...localeFolders].sort()) {
  const name = registered.get(folder) ?? display(folder);
  if (!registered.has(folder))
    problems.push({ namespace: name, where: name, message: 'no registerNamespace(...) loads this folder' });
  const catalogues = new Map<string, unknown>();
  for (const file of readdirSync(folder).filter((entry) => entry.endsWith('.json'))) {
    const tag = file.slice(0, -'.json'.length);
    if (!(LANGUAGE_TAGS as readonly string[]).includes(tag)) {
      problems.push({ namespace: name, where: name, message: `${file} is not one of the ten language tags` });
      continue;
    }
    const catalogue = readJson(join(folder, file));
    if (catalogue !== undefined) catalogues.set(tag, catalogue);
  }
  namespaces.push({ name, folder, catalogues });
}

for (const namespace of namespaces) {
  for (const problem of checkCatalogues(namespace.name, namespace.catalogues, allow)) {
    problems.push({ ...problem, namespace: namespace.name });
  }
}

// Literal keys the code reads must exist in English (the other languages follow from the rules above).
const englishByName = new Map(namespaces.map((ns) => [ns.name, flattenCatalogue(ns.catalogues.get(SOURCE_TAG))]));
for (const file of sourceFiles) {
  for (const use of translationKeyUses(readFileSync(file, 'utf8'), constants)) {
    const english = englishByName.get(use.namespace);
    if (english && hasTranslation(english, use)) continue;
    problems.push({
      namespace: use.namespace,
      where: `${display(file)}:${String(use.line)}`,
      message: english ? `"${use.key}" is not in ${use.namespace}/en.json` : `unknown namespace "${use.namespace}"`,
    });
  }
}

// Table: one row per namespace, problems counted against the namespace they concern.
const problemCount = new Map<string, number>();
for (const { namespace = '' } of problems) problemCount.set(namespace, (problemCount.get(namespace) ?? 0) + 1);
const rows = namespaces.map((ns) => [
  ns.name,
  display(ns.folder),
  `${String(ns.catalogues.size)}/${String(LANGUAGE_TAGS.length)}`,
  String(englishByName.get(ns.name)?.size ?? 0),
  String(problemCount.get(ns.name) ?? 0),
]);
const header = ['namespace', 'folder', 'languages', 'keys', 'problems'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));

if (problems.length) {
  console.log(`\n${String(problems.length)} problem(s):`);
  for (const problem of problems) console.log(`  ${problem.where}: ${problem.message}`);
  process.exit(1);
}
console.log(`\n${String(namespaces.length)} namespaces complete in ${String(LANGUAGE_TAGS.length)} languages.`);

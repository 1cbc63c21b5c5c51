import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

// A start-up that loads a page lazily, the page sharing a module with another entry: Vite then
// writes its preload table (`__vite__mapDeps`) at the top of the start-up's chunk.
const SOURCES = {
  'boot.js': "globalThis.addEventListener('click', () => import('./page.js').then((page) => page.show()));\n",
  'page.js': "import { shared } from './shared.js';\nexport const show = () => shared('page');\n",
  'other.js': "import { shared } from './shared.js';\nshared('other');\n",
  'shared.js': 'export const shared = (what) => globalThis.console.log(what);\n',
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  for (const [file, source] of Object.entries(SOURCES)) writeFileSync(join(root, file), source);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunksOf(chunks: readonly string[]): Promise<Map<string, string>> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [compileHints({ chunks })],
    build: {
      write: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { boot: join(root, 'boot.js'), other: join(root, 'other.js') } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = Array.isArray(result) ? result : [result];
  const files = output
    .flatMap((out) => out.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  return new Map(files.map((chunk) => [chunk.name, chunk.code]));
}

describe('compile hints on the start-up chunks', () => {
  it("opens the named chunk with V8's hint, before Vite's preload table", async () => {
    const chunks = await chunksOf(['boot']);
    const boot = chunks.get('boot') ?? '';
    expect(boot.split('\n')[0]).toBe(COMPILE_HINT);
    expect(boot).toContain('__vite__mapDeps');
    expect(boot.indexOf(COMPILE_HINT)).toBeLessThan(boot.indexOf('__vite__mapDeps'));
  });

  it('leaves every other chunk as built', async () => {
    const chunks = await chunksOf(['boot']);
    for (const [name, code] of chunks) if (name !== 'boot') expect(code, name).not.toContain(COMPILE_HINT);
  });

  it('fails the build when a named chunk does not exist (a renamed chunk would lose its hint)', async () => {
    await expect(chunksOf(['boot', 'start-up'])).rejects.toThrow(/no chunk named start-up/);
  });
});

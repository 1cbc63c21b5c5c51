import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Compiles `entry` into one small classic script (IIFE): it has to block the parser in `<head>`,
 * which a module script never does. Our libraries' modules only declare things, so the bundle
 * keeps just the storage readers the entry calls.
 */
async function compile(entry: string, root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'emberdeepPrePaint', fileName: 'pre-paint' },
      rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /\/libs\/.*\.tsx?$/, sideEffects: false }] } },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`pre-paint: no script built from ${entry}`);
  return chunk.code;
}

/**
 * The pre-paint script (apps/web/src/pre-paint): built from `entry` and written inline at the
 * end of index.html's `<head>`, which the prerendered pages inherit. Inline, because an external
 * script that blocks the first paint costs it a round trip of its own (Lighthouse measured
 * 312 ms). The CSP allows it by its hash, which the server reads off index.html (apps/api
 * static-site.ts), so the policy still has no 'unsafe-inline'.
 */
export function prePaintScript({ entry }: { entry: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'emberdeep:pre-paint',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      // Once per build; the dev server builds it afresh for each page it serves.
      handler: async () => [{ tag: 'script', children: await compile(entry, root), injectTo: 'head' }],
    },
  };
}

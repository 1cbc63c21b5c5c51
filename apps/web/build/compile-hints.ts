import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks named `chunks` with V8's compile hint, as their first line. Chrome then compiles
 * their functions while it streams the file, on a background thread, instead of compiling each on
 * the main thread when the start-up first calls it (README "What Lighthouse's TBT is made of").
 *
 * The hint has to open the file: placed after code, V8 does not apply it to what precedes it. Vite
 * writes its `__vite__mapDeps` table at the top of a chunk in `generateBundle`, so the comment is
 * added after that, in the same hook ordered last. The build emits no source maps, which a line
 * added here would shift.
 */
export function compileHints({ chunks }: { chunks: readonly string[] }): Plugin {
  return {
    name: 'emberdeep:compile-hints',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const marked = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && chunks.includes(file.name),
        );
        const missing = chunks.filter((name) => !marked.some((chunk) => chunk.name === name));
        if (missing.length) this.error(`compile-hints: no chunk named ${missing.join(', ')}`);
        for (const chunk of marked) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

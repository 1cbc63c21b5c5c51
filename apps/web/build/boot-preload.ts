import type { Plugin, Rolldown } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for an entry that the page's own script imports later
 * (`entry`, a second build input), and for the chunks it imports, to index.html: the browser then
 * fetches the app's code with the page instead of when the page's script asks for it. (Vite
 * preloads only what the page's script imports statically.)
 */
export function preloadEntry({ entry }: { entry: string }): Plugin {
  return {
    name: 'emberdeep:preload-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file): file is Rolldown.OutputChunk =>
            file.type === 'chunk' && file.isEntry && Boolean(file.facadeModuleId?.endsWith(`/${entry}`)),
        );
        if (!chunk) throw new Error(`preload-entry: no entry chunk for ${entry}`);
        return [...chunk.imports, chunk.fileName]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress.ts';
import { sharedModuleGraph } from '../../tools/vite/shared-module-graph.ts';
import { preloadEntry } from './build/boot-preload.ts';
import { compileHints } from './build/compile-hints.ts';
import { prePaintScript } from './build/pre-paint.ts';
import { preloadedDependencies } from './build/preload-policy.ts';
import { prerenderPages } from './build/prerender.ts';

// One instant for the browser bundle and the prerender's server bundle (site-config's `builtAt`),
// so a prerendered page and the script that hydrates it agree on what "now" was.
process.env['VITE_BUILT_AT'] ??= new Date().toISOString();

const apiTarget = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';
// React Router 7 exports only its development build, whose dev warnings then run in production
// (remix-run/react-router#12532, #14102). Its production build ships beside it; a production
// build of the site takes that one.
const reactRouterDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];
// The page's own script and what it imports (src/page): all that runs before the app's start-up is fetched.
const pageScript = /apps\/web\/(index\.html|src\/main\.tsx|src\/page\/)/;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    // The app's start-up, imported by the page's script after the first paint, fetched with the page.
    preloadEntry({ entry: 'src/boot.tsx' }),
    // The start-up's code (the boot chunk, and RTK Query's for the session check) compiled off the
    // main thread while it downloads (build/compile-hints.ts).
    compileHints({ chunks: ['boot', 'base-api'] }),
    // Theme, saved-consent mark and language cookie before the first paint (src/pre-paint).
    prePaintScript({ entry: 'src/pre-paint/pre-paint-entry.ts' }),
    // Brotli and gzip copies of every text asset, served by the back end (issue 10, Lighthouse).
    precompress(),
    // The public pages in ten languages as HTML, hydrated by the same bundle (README "Prerendered pages").
    // VITE_SITE_ORIGIN (a deployment's public origin) adds the share card to link previews.
    prerenderPages({ entry: 'src/prerender/prerender-entry.tsx', siteOrigin: process.env['VITE_SITE_ORIGIN'] }),
  ],
  resolve: { tsconfigPaths: true, alias: mode === 'production' ? reactRouterProduction : [] },
  server: { port: 4200, host: '127.0.0.1', proxy },
  preview: { port: 4300, host: '127.0.0.1', proxy },
  // The page script's Intl warm-up worker (src/page/intl-warm-up.ts) is a module worker.
  worker: { format: 'es' },
  build: {
    // WEB_OUT_DIR lets parallel e2e runs serve their own build.
    outDir: process.env['WEB_OUT_DIR'] ?? '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
    minify: process.env['NO_MINIFY'] ? false : 'oxc',
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the site supports has modulepreload (Chrome 66, Safari 17, Firefox 115).
    // What a navigation or the start-up waits for is preloaded; the rest imports its own chunks (build/preload-policy.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
    // One stylesheet for every page: a prerendered page links all it needs from its <head>, and a
    // lazy page never waits for (or flashes without) its styles. About 9 kB with Brotli.
    cssCodeSplit: false,
    rolldownOptions: {
      // Two entries: the page's own script (main.tsx, tiny) and the app's start-up, which it
      // imports once a prerendered page has been painted (main.tsx).
      input: { index: 'index.html', boot: 'src/boot.tsx' },
      // Our libs' modules only declare things; the one thing they do on import is register
      // endpoints or namespaces, which matters only when their exports are used. Saying so lets a
      // route table imported from a lib's barrel leave that lib's API and schemas to its pages.
      // Stylesheets keep their side effect.
      treeshake: { moduleSideEffects: [{ test: /\/libs\/.*\.tsx?$/, sideEffects: false }] },
      output: {
        // Everything the start-up imports statically travels in one file. Left to itself the bundler
        // cuts it into some thirty pieces (the namespace tables that pages share, small helpers),
        // and over HTTP/1.1 a phone fetches six at a time: each extra round trip delays hydration.
        // The entries themselves (the page with main.tsx, and boot.tsx) stay chunks of their own,
        // and so does Vite's preload helper: main.tsx needs it before the app may run.
        codeSplitting: {
          groups: [
            { name: 'vite-helpers', test: /vite\/preload-helper/, priority: 1 },
            {
              name: 'boot',
              tags: ['$initial'],
              // The preload helper goes to its own group first (higher priority).
              test: (id) => !pageScript.test(id) && !/apps\/web\/src\/boot\.tsx/.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    // One jsdom and module graph per worker, as in the libraries (tools/vite/lib-config.ts): 21 s -> 4 s.
    projects: sharedModuleGraph(
      import.meta.dirname,
      {
        name: 'web',
        environment: 'jsdom',
        include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
        setupFiles: ['../../tools/vite/test-setup.ts'],
      },
      ['src', 'build'],
    ),
  },
}));

/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress.ts';

const apiTarget = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // Brotli and gzip copies of every text asset, served by the back end (issue 10, Lighthouse).
  plugins: [react(), precompress()],
  resolve: { tsconfigPaths: true },
  server: { port: 4200, host: '127.0.0.1', proxy },
  preview: { port: 4300, host: '127.0.0.1', proxy },
  build: {
    // WEB_OUT_DIR lets parallel e2e runs serve their own build.
    outDir: process.env['WEB_OUT_DIR'] ?? '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      // Our libs' modules only declare things; the one thing they do on import is register
      // endpoints or namespaces, which matters only when their exports are used. Saying so lets a
      // route table imported from a lib's barrel leave that lib's API and schemas to its pages.
      // Stylesheets keep their side effect.
      treeshake: { moduleSideEffects: [{ test: /\/libs\/.*\.tsx?$/, sideEffects: false }] },
      output: {
        // Everything the entry imports statically travels in one file. Left to itself the bundler
        // cuts it into some thirty pieces (the namespace tables that pages share, small helpers),
        // and over HTTP/1.1 a phone fetches six at a time: each extra round trip delays the first paint.
        // The entry (the page and main.tsx) stays out of the group, so it remains a chunk of its own.
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'], test: (id) => !/apps\/web\/(index\.html|src\/main\.tsx)/.test(id) }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['../../tools/vite/test-setup.ts'],
  },
});

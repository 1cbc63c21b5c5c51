/// <reference types="vitest/config" />
import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const workspaceRoot = new URL('../..', import.meta.url).pathname;

/** Vitest setup shared by every library: jsdom, Testing Library matchers, tsconfig paths. */
export function libConfig(projectDir: string, environment: 'jsdom' | 'node' = 'jsdom'): UserConfig {
  const projectPath = relative(workspaceRoot, projectDir);
  return defineConfig({
    root: projectDir,
    cacheDir: `${workspaceRoot}node_modules/.vite/${projectPath}`,
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    test: {
      name: projectPath,
      environment,
      include: [
        'src/**/*.spec.{ts,tsx}',
        '*.spec.{ts,tsx}',
        'scripts/**/*.spec.{ts,mts}',
        'architecture/**/*.spec.ts',
        'i18n/**/*.spec.ts',
        'observatory/**/*.spec.ts',
        'lighthouse/**/*.spec.ts',
      ],
      setupFiles: [
        `${workspaceRoot}tools/vite/fast-check-seed.ts`,
        ...(environment === 'jsdom' ? [`${workspaceRoot}tools/vite/test-setup.ts`] : []),
      ],
      // A hang detector, not a speed check: form tests type hundreds of characters, which takes
      // seconds on a loaded two-core runner.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
      // In jsdom, one environment and module graph per worker instead of per file: a library's
      // test files share one jsdom and its modules' first evaluation, which halves the suite's CPU
      // time (support: 27 s -> 11 s). What a test changes is undone after it (mocks and stubbed
      // globals by the two options above, the DOM and local storage by test-setup.ts). Module state
      // does carry over (a registered namespace, an API injected into the shared reducer), so a
      // test must not rely on a module being fresh.
      // Node projects stay isolated by default: their specs may mock modules they import. The api
      // shares a graph per worker but for its mocking specs (shared-module-graph.ts).
      isolate: environment === 'node',
      reporters: ['default'],
      coverage: { provider: 'v8', reportsDirectory: `${workspaceRoot}coverage/${projectPath}` },
    },
  });
}

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
      reporters: ['default'],
      coverage: { provider: 'v8', reportsDirectory: `${workspaceRoot}coverage/${projectPath}` },
    },
  });
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';
import { sharedModuleGraph } from '../../tools/vite/shared-module-graph.ts';

const { test, ...base } = libConfig(import.meta.dirname, 'node');
// Options of the whole run stay at the root: a project's own would be ignored.
const { coverage, reporters, ...projectTest } = test ?? {};

export default defineConfig({
  ...base,
  test: {
    coverage,
    reporters,
    // Every core, not Vitest's default of one fewer: this is the longest suite of `npm test`'s unit
    // step (fuzzing, scrypt), and it tends to run last, alone. On the two-core CI machine one worker
    // left a core idle for two minutes (138 s; 85 s with two).
    maxWorkers: availableParallelism(),
    // Each spec builds its own app and database (src/test/test-app.ts): sharing the module graph
    // spares every file evaluating Fastify, zod and the routes anew (85 s -> 62 s, a third less CPU).
    projects: sharedModuleGraph(import.meta.dirname, {
      ...projectTest,
      name: 'apps/api',
      // scrypt is slow on purpose (32 MiB a hash); on two busy cores a sign-in test can take seconds.
      testTimeout: 20_000,
      // One temporary folder for the run's files, removed at its end (src/test/scratch-root.ts).
      globalSetup: ['src/test/scratch-root.ts'],
    }),
  },
});

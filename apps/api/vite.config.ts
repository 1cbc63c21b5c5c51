import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

const base = libConfig(import.meta.dirname, 'node');
const baseTest = { ...base.test, testTimeout: 20_000 };
/**
 * Specs that mock a module (`vi.mock`, `vi.doMock`), which the other specs load for real: they get
 * a module graph of their own. Found by reading the specs, so a new one cannot be forgotten.
 */
const MOCKING_SPECS = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

/**
 * One module graph per worker for most specs (`isolate: false`): a spec file no longer evaluates
 * Fastify, zod and the routes anew, which was a third of the suite's time (import 24-35 s of
 * 85-114 s). Each spec builds its own app and database (`test/test-app.ts`), so no state is
 * shared but the modules themselves. The specs that mock a module stay isolated.
 */
const projects: TestProjectInlineConfiguration[] = [
  { ...base, test: { ...baseTest, isolate: false, exclude: [...configDefaults.exclude, ...MOCKING_SPECS] } },
  { ...base, test: { ...baseTest, name: 'apps/api (mocking)', include: MOCKING_SPECS } },
];

export default defineConfig({
  ...base,
  test: {
    // Every core, not Vitest's default of one fewer: this is the longest suite of `npm test`'s unit
    // step (fuzzing, scrypt), and it tends to run last, alone. On the two-core CI machine one worker
    // left a core idle for two minutes (138 s; 85 s with two).
    maxWorkers: availableParallelism(),
    projects,
  },
});

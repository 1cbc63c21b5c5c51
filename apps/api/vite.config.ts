import { availableParallelism } from 'node:os';
import { mergeConfig } from 'vite';
import { libConfig } from '../../tools/vite/lib-config.ts';

export default mergeConfig(libConfig(import.meta.dirname, 'node'), {
  test: {
    // scrypt is slow on purpose (32 MiB a hash); on two busy cores a sign-in test can take seconds.
    testTimeout: 20_000,
    // Every core, not Vitest's default of one fewer: this is the longest suite of `npm test`'s unit
    // step (fuzzing, scrypt), and it tends to run last, alone. On the two-core CI machine one worker
    // left a core idle for two minutes (138 s; 85 s with two).
    maxWorkers: availableParallelism(),
  },
});

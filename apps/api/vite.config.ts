import { mergeConfig } from 'vite';
import { libConfig } from '../../tools/vite/lib-config.ts';

// scrypt is slow on purpose (32 MiB a hash); on two busy cores a sign-in test can take seconds.
export default mergeConfig(libConfig(import.meta.dirname, 'node'), { test: { testTimeout: 20_000 } });

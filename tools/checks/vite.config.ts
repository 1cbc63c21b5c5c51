import { libConfig } from '../vite/lib-config.ts';

export default libConfig(import.meta.dirname, 'node');

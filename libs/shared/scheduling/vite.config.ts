import { libConfig } from '../../../tools/vite/lib-config.ts';

export default libConfig(import.meta.dirname, 'node');

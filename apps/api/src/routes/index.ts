import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session';

/** Every route module, each registered under /api. Add a module's line here. */
export const routeModules: ((app: FastifyInstance) => Promise<void>)[] = [sessionRoutes];

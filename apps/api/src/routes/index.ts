import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { authSessionRoutes } from './auth-sessions';
import { captchaRoutes } from './captcha';
import { devRoutes } from './dev';
import { newsRoutes } from './news';
import { sessionRoutes } from './session';
import { shopRoutes } from './shop';
import { supportRoutes } from './support';

/** Every route module, each registered under /api. Add a module's line here. */
export const routeModules: ((app: FastifyInstance) => Promise<void>)[] = [
  sessionRoutes,
  authRoutes,
  authSessionRoutes,
  accountRoutes,
  captchaRoutes,
  devRoutes,
  newsRoutes,
  shopRoutes,
  supportRoutes,
];

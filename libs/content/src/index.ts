export { CONTENT_NS } from './content-namespace';
export { rootRedirectTarget } from './root-redirect';
export { contentRoutes } from './routes';

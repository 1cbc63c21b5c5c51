export { CONTENT_NS } from './content-namespace';
export type { HomeSlots } from './home/home-slots';
export { rootRedirectTarget } from './root-redirect';
export { contentRoutes, createContentRoutes, type ContentRoutesOptions } from './routes';

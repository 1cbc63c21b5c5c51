export { SUPPORT_NS } from './support-namespace';
export { supportRoutes } from './routes';

export { ACCOUNT_NS } from './account-namespace';
export { accountRoutes } from './routes';

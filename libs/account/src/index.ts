export { ACCOUNT_NS } from './account-namespace';
export type { DashboardSlots, NamedProduct } from './dashboard/dashboard-slots';
export { accountRoutes, createAccountRoutes, type AccountRoutesOptions } from './routes';

export { SHOP_NS } from './shop-namespace';
export { shopRoutes } from './routes';

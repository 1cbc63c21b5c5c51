export { baseApi } from './base-api';

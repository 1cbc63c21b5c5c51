import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the site. It declares no endpoint: each domain library adds its own
 * with `baseApi.injectEndpoints` in its `<domain>.api.ts`, so an endpoint loads with its feature.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  endpoints: () => ({}),
});

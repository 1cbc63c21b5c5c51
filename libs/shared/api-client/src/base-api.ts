import {
  createApi,
  fetchBaseQuery,
  setupListeners,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { siteConfig } from '@dungeon/site-config';
import { installApi } from '@dungeon/store';
import { parseJson, stringifyJson } from './codec';

/** No call waits longer than this for the server (then it fails with TIMEOUT_ERROR). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** The custom header the server requires on every state-changing call (contract README, CSRF). */
export const CSRF_HEADER = 'X-CSRF-Protection';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function apiBaseUrl(): string {
  // Absolute, so the same code runs where `fetch` does not resolve relative URLs (Node tests).
  return typeof window === 'undefined'
    ? siteConfig.apiBaseUrl
    : new URL(siteConfig.apiBaseUrl, window.location.origin).href;
}

const fetchQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers.set('Accept-Language', language);
    return headers;
  },
  // SPEC §7: integers past 15 digits reach the app as exact decimal strings.
  responseHandler: async (response) => {
    const text = await response.text();
    return text === '' ? null : parseJson(text);
  },
});

function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}

/**
 * The base query of every endpoint: CSRF header on state-changing calls, the page's language,
 * a timeout, and bodies written by the big-number codec (a digit string past 15 digits goes out
 * as a number literal with every digit). FormData and other bodies pass untouched.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const method = (request.method ?? 'GET').toUpperCase();
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (!SAFE_METHODS.has(method)) headers.set(CSRF_HEADER, '1');
  let body: unknown = request.body;
  if (isJsonBody(body)) {
    body = stringifyJson(body);
    headers.set('Content-Type', 'application/json');
  }
  return fetchQuery({ ...request, method, headers, body }, api, extraOptions);
};

/**
 * The one RTK Query API of the site. It declares no endpoint: each domain library adds its own
 * with `baseApi.injectEndpoints` in its `<domain>.api.ts`, so an endpoint loads with its feature.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  endpoints: () => ({}),
});

// The store gets the API when this module loads: the first screen that fetches brings it.
installApi(baseApi, setupListeners);

declare module '@dungeon/store' {
  interface LazyLoadedSlices {
    [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  }
}

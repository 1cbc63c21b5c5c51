/* eslint-disable @typescript-eslint/no-generated-empty-object-type -- RootState is empty here by design: libraries fill it by augmenting LazyLoadedSlices. */
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';

/**
 * Libraries add their slices at run time with `slice.injectInto(rootReducer)` and declare them by
 * augmenting this interface, so the store never imports a feature and a feature never imports the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The state of a store that no action has reached: what a page prerendered at build time was
 * rendered with, and so what the browser must hydrate it with (react-redux's `serverState`)
 * before the start-up's own results (session, region, consent) are drawn.
 */
export function initialRootState(): RootState {
  return rootReducer(undefined, { type: 'store/initialState' });
}

/** What `installApi` needs of an RTK Query API. */
export interface InstallableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * RTK Query's `setupListeners`, passed in by the API module so that importing it here does not
 * pull the query machinery into the first load.
 */
export type SetupListeners = (dispatch: AppDispatch) => unknown;

const apiMiddleware = createDynamicMiddleware();
const stores = new Set<AppStore>();
let installedApi: { api: InstallableApi; setupListeners: SetupListeners } | undefined;

/** The action that gives a store the state of an API installed after the store was made. */
const API_INSTALLED = 'store/apiInstalled';

function wireApi(store: AppStore, setupListeners: SetupListeners): void {
  store.dispatch({ type: API_INSTALLED });
  setupListeners(store.dispatch);
}

/**
 * Adds the site's RTK Query API (reducer, middleware, focus/online listeners) to every store, made
 * before or after. The API module calls it when it loads, so the query machinery stays out of the
 * first load and arrives with the first screen that fetches.
 */
export function installApi(api: InstallableApi, setupListeners: SetupListeners): void {
  if (installedApi?.api === api) return;
  if (installedApi) throw new Error(`installApi: an API is already installed at "${installedApi.api.reducerPath}"`);
  installedApi = { api, setupListeners };
  (rootReducer.inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)(api);
  apiMiddleware.addMiddleware(api.middleware);
  for (const store of stores) wireApi(store, setupListeners);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(apiMiddleware.middleware),
  });
  stores.add(store);
  if (installedApi) wireApi(store, installedApi.setupListeners);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

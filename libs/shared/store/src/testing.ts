/* eslint-disable @typescript-eslint/no-generated-empty-object-type -- RootState is empty here by design: libraries fill it by augmenting LazyLoadedSlices. */
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from './store';

/** A real store for a test, and a wrapper that provides it to rendered components. */
export function makeTestStore(preloadedState?: Partial<RootState>): {
  store: AppStore;
  wrapper: (props: { children: ReactNode }) => ReactNode;
} {
  const store = makeStore(preloadedState);
  return { store, wrapper: ({ children }) => createElement(Provider, { store, children }) };
}

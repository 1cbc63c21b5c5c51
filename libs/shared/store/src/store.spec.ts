import { createSlice } from '@reduxjs/toolkit';
import { createApi, setupListeners } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { initialRootState, installApi, makeStore, rootReducer } from './store';

/**
 * The store factory's promises to the libraries: a slice injected at run time is in every store's
 * state, and the API installed when its module loads reaches stores made before and after that.
 * The module keeps the installed API, so the tests run in order and share it.
 */

const counter = createSlice({
  name: 'counter',
  initialState: { value: 3 },
  reducers: { increment: (state) => ({ value: state.value + 1 }) },
});

function answeringApi(reducerPath: string) {
  return createApi({
    reducerPath,
    baseQuery: () => ({ data: 42 }),
    endpoints: (build) => ({ answer: build.query<number, void>({ query: () => '' }) }),
  });
}

const api = answeringApi('answers');
/** RTK Query's focus and online listeners, watched: each store must get them once. */
const listeners = vi.fn(setupListeners);

/** The state under a key a test added at run time (the typed RootState knows only declared slices). */
const stateAt = (state: unknown, key: string) => (state as Record<string, unknown>)[key];

describe('makeStore and rootReducer', () => {
  it('gives a slice injected at run time its initial state, in initialRootState and in a new store alike', () => {
    counter.injectInto(rootReducer);
    const store = makeStore();
    expect(stateAt(initialRootState(), 'counter')).toEqual({ value: 3 });
    expect(store.getState()).toEqual(initialRootState());
    store.dispatch(counter.actions.increment());
    expect(stateAt(store.getState(), 'counter')).toEqual({ value: 4 });
  });
});

describe('installApi', () => {
  it('reaches a store made before it: the API state appears and its queries run', async () => {
    const early = makeStore();
    expect(stateAt(early.getState(), 'answers')).toBeUndefined();
    installApi(api, listeners);
    expect(stateAt(early.getState(), 'answers')).toBeDefined();
    expect(listeners).toHaveBeenCalledWith(early.dispatch);
    const result = await early.dispatch(api.endpoints.answer.initiate());
    expect(result.data).toBe(42);
  });

  it('reaches a store made after it', async () => {
    listeners.mockClear();
    const late = makeStore();
    expect(listeners.mock.calls).toEqual([[late.dispatch]]);
    const result = await late.dispatch(api.endpoints.answer.initiate());
    expect(result.data).toBe(42);
    expect(api.endpoints.answer.select()(late.getState() as never).data).toBe(42);
  });

  it('takes the same API again as a no-op, and refuses a second one', () => {
    expect(() => {
      installApi(api, listeners);
    }).not.toThrow();
    expect(() => {
      installApi(answeringApi('others'), listeners);
    }).toThrow(/already installed at "answers"/);
  });
});

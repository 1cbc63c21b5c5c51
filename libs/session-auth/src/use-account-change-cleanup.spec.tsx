import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '@dungeon/api-client';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { makeStore } from '@dungeon/store';
import { formDrafts } from './form-drafts-storage';
import { sessionChecked } from './session.slice';
import { sessionState } from './testing';
import { useAccountChangeCleanup } from './use-account-change-cleanup';

const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cleanupSpecOverview: build.query<{ username: string }, void>({ query: () => '/account/overview' }),
  }),
});

function Cleanup() {
  useAccountChangeCleanup();
  return null;
}

async function renderSignedIn() {
  const store = makeStore(sessionState('signedIn'));
  await store.dispatch(overviewApi.endpoints.cleanupSpecOverview.initiate());
  render(
    <Provider store={store}>
      <Cleanup />
    </Provider>,
  );
  const cached = () => store.getState().api?.queries['cleanupSpecOverview(undefined)']?.data;
  return { store, cached };
}

describe('useAccountChangeCleanup', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('{"username":"nyx"}', { headers: { 'content-type': 'application/json' } })),
      ),
    );
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('empties the query cache when the server ends the session', async () => {
    const { store, cached } = await renderSignedIn();
    expect(cached()).toEqual({ username: 'nyx' });
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await vi.waitFor(() => {
      expect(cached()).toBeUndefined();
    });
  });

  it('empties the query cache and drops the previous account’s drafts when another account signs in', async () => {
    formDrafts.save({ account: 'nyx@example.test', path: '/support/contact', formId: 'ticket' }, { subject: 'Hi' });
    const { store, cached } = await renderSignedIn();
    act(() => {
      store.dispatch(sessionChecked({ result: 0, username: 'ash', email: 'ash@example.test' }));
    });
    await vi.waitFor(() => {
      expect(cached()).toBeUndefined();
    });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toBeNull();
  });

  it('keeps the cache while the same account stays signed in', async () => {
    const { store, cached } = await renderSignedIn();
    act(() => {
      store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    });
    await act(() => Promise.resolve());
    expect(cached()).toEqual({ username: 'nyx' });
  });
});

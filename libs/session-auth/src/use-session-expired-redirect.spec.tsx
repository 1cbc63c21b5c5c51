import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@dungeon/store';
import { sessionChecked } from './session.slice';
import { sessionState } from './testing';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function Probe() {
  useSessionExpiredRedirect();
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, store = makeStore(sessionState('signedIn'))) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, probe: () => screen.getByTestId('probe').textContent };
}

describe('useSessionExpiredRedirect (SPEC §4 1001/1004)', () => {
  it('sends the player from a public page to login, with the page to come back to', async () => {
    const { store, probe } = renderAt('/news/all?page=2');
    expect(probe()).toBe('/news/all?page=2');
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await screen.findByText('/user/login?redirect=%2Fnews%2Fall%3Fpage%3D2');
  });

  it('leaves a player who simply signed out where they are', () => {
    const { store, probe } = renderAt('/news/all');
    act(() => {
      store.dispatch(sessionChecked({ result: 1 }));
    });
    expect(probe()).toBe('/news/all');
  });

  it('sends the player to login when the check answered expired before the page first rendered', async () => {
    // The start-up's check can answer before a page that is not hydrated first renders.
    const store = makeStore(sessionState('signedIn'));
    store.dispatch(sessionChecked({ result: 1001 }));
    renderAt('/support/search', store);
    await screen.findByText('/user/login?redirect=%2Fsupport%2Fsearch');
  });
});

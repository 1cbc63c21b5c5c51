import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { Navigate, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@dungeon/store';
import { loggedOut, sessionChecked } from './session.slice';
import { createGuardedRouter, sessionState } from './testing';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(url: string, kind: Parameters<typeof sessionState>[0]) {
  const store = makeStore(sessionState(kind));
  const router = createGuardedRouter(
    [
      { path: '/support/contact', handle: { auth: true }, element: <Where /> },
      { path: '/news/all', element: <Where /> },
      { path: '/authorization', element: <Where /> },
      { path: '/user/login', element: <Where /> },
    ],
    url,
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, where: () => screen.getByTestId('where').textContent };
}

/**
 * A guarded page that counts its mounts, and a holding page that counts the detours through it and
 * sends the player back, as the real one does once checked.
 */
function detourPages() {
  const counter = { mounts: 0, detours: 0 };
  function Guarded() {
    useEffect(() => {
      counter.mounts += 1;
    }, []);
    return <Where />;
  }
  function Holding() {
    const [params] = useSearchParams();
    useEffect(() => {
      counter.detours += 1;
    }, []);
    return <Navigate replace to={params.get('redirect') ?? '/'} />;
  }
  return { counter, Guarded, Holding };
}

describe('AuthGate (SPEC §2 route guard)', () => {
  it('sends an auth route to /authorization, with the full target, while the check is unfinished', () => {
    const { where } = renderAt('/support/contact?topic=billing#form', 'unchecked');
    expect(where()).toBe(`/authorization?redirect=${encodeURIComponent('/support/contact?topic=billing#form')}`);
  });

  it('sends a signed-out visitor to /user/login with the target', () => {
    const { where } = renderAt('/support/contact', 'signedOut');
    expect(where()).toBe(`/user/login?redirect=${encodeURIComponent('/support/contact')}`);
  });

  it('lets a signed-in user through', () => {
    const { where } = renderAt('/support/contact', 'signedIn');
    expect(where()).toBe('/support/contact');
  });

  it('never guards a public route, even before the check', () => {
    const { where } = renderAt('/news/all', 'unchecked');
    expect(where()).toBe('/news/all');
  });

  it('mounts the guarded page once when the check finishes while the holding page is still loading', async () => {
    const { counter, Guarded, Holding } = detourPages();
    let finishLoading = () => undefined as void;
    const holdingLoaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const store = makeStore(sessionState('unchecked'));
    const router = createGuardedRouter(
      [
        { path: '/support/contact', handle: { auth: true }, element: <Guarded /> },
        {
          path: '/authorization',
          lazy: async () => {
            await holdingLoaded;
            return { element: <Holding /> };
          },
        },
      ],
      '/support/contact',
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    act(() => {
      store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    });
    expect(counter.mounts).toBe(0);
    await act(async () => {
      finishLoading();
      await holdingLoaded;
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/support\/contact$/);
    expect(counter.mounts).toBe(1);
  });

  it('mounts the guarded page once when the check finishes before the way to the holding page is drawn', async () => {
    const { counter, Guarded, Holding } = detourPages();
    const store = makeStore(sessionState('unchecked'));
    // The check's answer lands right after the guard asked for the holding page: the store's update
    // is drawn before the router's, which React Router draws in a transition.
    function CheckAnswers() {
      useEffect(() => {
        store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
      }, []);
      return null;
    }
    const router = createGuardedRouter(
      [
        { path: '/support/contact', handle: { auth: true }, element: <Guarded /> },
        { path: '/authorization', lazy: () => Promise.resolve({ element: <Holding /> }) },
      ],
      '/support/contact',
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
        <CheckAnswers />
      </Provider>,
    );
    // The detour runs on promises (the lazy route, the router's navigations) and each step is drawn
    // in a transition, whose effects React runs in a later task: the page can be on screen before
    // its mount effect has run. Waiting for it on screen then read 0 mounts on a busy runner (about
    // 1 run in 90 under load), and could equally read a first mount before a second one. act draws
    // every step and runs every effect until nothing more is scheduled, so the counts are final.
    await act(() => Promise.resolve());
    expect(counter.detours).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/support\/contact$/);
    expect(counter.mounts).toBe(1);
  });

  it('after the player logs out on an auth route, goes to plain login (no way back to the page left)', () => {
    const { store, where } = renderAt('/support/contact', 'signedIn');
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(where()).toBe('/user/login');
  });
});

import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router-ready';

describe('routerReady', () => {
  it('waits for the first location’s lazy route, then resolves with the route loaded', async () => {
    let finishLoading = () => {};
    const loaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const router = createMemoryRouter(
      [{ path: '/home', lazy: () => loaded.then(() => ({ handle: { titleKey: 'home' } })) }],
      { initialEntries: ['/home'] },
    );
    let ready = false;
    const waiting = routerReady(router).then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);

    finishLoading();
    await waiting;
    expect(router.state.matches.map((match) => match.route.handle as unknown)).toEqual([{ titleKey: 'home' }]);
    router.dispose();
  });

  it('resolves at once for a router whose first route is already there', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});

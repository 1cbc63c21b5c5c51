import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('asks for the module only in a later task than the one that calls it', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: 'page' }));
    const loading = lazyPage(load)();
    // Microtasks of this task run first: the module is still not asked for.
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(loading).resolves.toEqual({ Component: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the namespaces beside the module and resolves once both are in', async () => {
    let arrive: (module: { Component: string }) => void = () => undefined;
    const load = () =>
      new Promise<{ Component: string }>((resolve) => {
        arrive = resolve;
      });
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    let done = false;
    const loading = lazyPage(load, ['shop', 'errors'])().then((module) => {
      done = true;
      return module;
    });
    await vi.waitFor(() => {
      expect(loadNamespaces).toHaveBeenCalledWith(['shop', 'errors']);
    });
    expect(done).toBe(false);
    arrive({ Component: 'shop' });
    await expect(loading).resolves.toEqual({ Component: 'shop' });
  });
});

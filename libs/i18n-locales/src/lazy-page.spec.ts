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

  it('loads the namespaces beside the module and resolves only once both are in', async () => {
    let moduleArrives: (module: { Component: string }) => void = () => undefined;
    let stringsArrive: () => void = () => undefined;
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          stringsArrive = resolve;
        }),
    );
    let done = false;
    const loading = lazyPage(
      () =>
        new Promise<{ Component: string }>((resolve) => {
          moduleArrives = resolve;
        }),
      ['shop', 'errors'],
    )().then((module) => {
      done = true;
      return module;
    });
    await vi.waitFor(() => {
      expect(loadNamespaces).toHaveBeenCalledWith(['shop', 'errors']);
    });
    moduleArrives({ Component: 'shop' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    stringsArrive();
    await expect(loading).resolves.toEqual({ Component: 'shop' });
  });
});

import i18next from 'i18next';

/**
 * A loader for a React Router `lazy` route (or a `React.lazy` component) that fetches the module
 * and the i18n namespaces its screen reads in parallel, so it renders complete instead of
 * suspending once more for its strings after the code has arrived.
 */
export function lazyPage<Module>(load: () => Promise<Module>, namespaces: readonly string[] = []) {
  return async (): Promise<Module> => {
    const [module] = await Promise.all([
      load(),
      namespaces.length ? i18next.loadNamespaces([...namespaces]) : undefined,
    ]);
    return module;
  };
}

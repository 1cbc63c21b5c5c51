import i18next from 'i18next';

/**
 * A React Router `lazy` function that loads a route module and the i18n namespaces its screen
 * reads, in parallel, so the page renders complete instead of suspending after navigation.
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

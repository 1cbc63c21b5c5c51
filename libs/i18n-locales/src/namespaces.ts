import { LANGUAGE_TAGS } from './locales';

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<unknown>;

const registry = new Map<string, Map<string, CatalogueLoader>>();

/**
 * A library declares its namespace with the lazy loaders Vite makes from
 * `import.meta.glob('./locales/*.json', { import: 'default' })`: one chunk per language,
 * fetched only when that language and namespace are needed.
 */
export function registerNamespace(namespace: string, loaders: Record<string, CatalogueLoader>): string {
  const byTag = new Map<string, CatalogueLoader>();
  for (const [file, loader] of Object.entries(loaders)) {
    const tag = /([^/]+)\.json$/.exec(file)?.[1];
    if (tag && (LANGUAGE_TAGS as readonly string[]).includes(tag)) byTag.set(tag, loader);
  }
  registry.set(namespace, byTag);
  return namespace;
}

export function registeredNamespaces(): string[] {
  return [...registry.keys()];
}

export async function loadCatalogue(tag: string, namespace: string): Promise<Catalogue> {
  const loader = registry.get(namespace)?.get(tag);
  if (!loader) throw new Error(`No "${namespace}" catalogue for language "${tag}"`);
  return (await loader()) as Catalogue;
}

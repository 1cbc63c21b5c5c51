import { readFileSync } from 'node:fs';

export type Catalogue = Record<string, unknown>;

const loaded = new Map<string, Catalogue>();

/**
 * A locale catalogue as the site ships it (namespaces live beside their libraries), by its path from
 * the workspace root. Read once per test process; callers only read it.
 */
export function catalogue(path: string): Catalogue {
  let source = loaded.get(path);
  if (!source) {
    source = JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')) as Catalogue;
    loaded.set(path, source);
  }
  return source;
}

/** The string at a dotted key of a catalogue with `{{name}}` filled in, as i18next renders it; fails loudly when the key is missing. */
export function text(source: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], source);
  if (typeof found !== 'string') throw new Error(`no string at ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A catalogue string by its key, with `{{name}}` filled in from `values`. */
export type Strings = (key: string, values?: Record<string, string | number>) => string;

/** The strings of the catalogue at `path` (as `catalogue` takes it): `strings(path)(key, values)` is `text(catalogue(path), key, values)`. */
export function strings(path: string): Strings {
  const source = catalogue(path);
  return (key, values) => text(source, key, values);
}

import { readFileSync } from 'node:fs';

export type Catalogue = Record<string, unknown>;

/** A locale catalogue as the site ships it (namespaces live beside their libraries), by its path from the workspace root. */
export function catalogue(path: string): Catalogue {
  return JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')) as Catalogue;
}

/** The string at a dotted key of a catalogue with `{{name}}` filled in, as i18next renders it; fails loudly when the key is missing. */
export function text(source: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], source);
  if (typeof found !== 'string') throw new Error(`no string at ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

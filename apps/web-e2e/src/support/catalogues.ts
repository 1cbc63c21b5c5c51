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

/** The game's name in the build under test: site-config's default (no VITE_GAME_NAME). */
export const GAME = 'Emberdeep';

/**
 * The string at a dotted key of a catalogue with `{{name}}` filled in, as i18next renders it
 * (`{{game}}` is the game's name unless `values` says otherwise); fails loudly when the key is missing.
 */
export function text(source: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], source);
  if (typeof found !== 'string') throw new Error(`no string at ${key}`);
  const filled: Record<string, string | number> = { game: GAME, ...values };
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(filled[name] ?? ''));
}

/** A catalogue string with its markup (`<terms>...</terms>`) removed, as the label it becomes reads. */
export const plain = (value: string): string => value.replace(/<[^>]+>/g, '');

/** `value` with the characters a RegExp reads as syntax escaped, to match a catalogue string inside a longer text. */
export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue string by its key, with `{{name}}` filled in from `values`. */
export type Strings = (key: string, values?: Record<string, string | number>) => string;

/**
 * The strings of the catalogue at `path` (as `catalogue` takes it): `strings(path)(key, values)` is
 * `text(catalogue(path), key, values)`, or, for a plural group and a numeric `count`, the form its
 * language's plural rules pick (`key_one`, `key_few`...), as i18next does.
 */
export function strings(path: string): Strings {
  const source = catalogue(path);
  const language = /([\w-]+)\.json$/.exec(path)?.[1] ?? 'en';
  return (key, values) => {
    const count = values?.['count'];
    if (typeof count !== 'number') return text(source, key, values);
    const form = `${key}_${new Intl.PluralRules(language).select(count)}`;
    try {
      return text(source, form, values);
    } catch {
      return text(source, key, values);
    }
  };
}

/** Where each namespace's catalogues lie, one `<tag>.json` a language (namespaces live beside their libraries). */
const NAMESPACE_FOLDERS = {
  account: 'libs/account/src/locales',
  captcha: 'libs/captcha/src/locales',
  chrome: 'libs/site-chrome/src/locales',
  common: 'libs/i18n-locales/src/locales',
  content: 'libs/content/src/locales',
  cookies: 'libs/cookies-consent/src/locales',
  errors: 'libs/i18n-locales/src/errors/locales',
  news: 'libs/news/src/locales',
  screens: 'libs/account/src/screens-locales/locales',
  session: 'libs/session-auth/src/locales',
  shop: 'libs/shop/src/locales',
  support: 'libs/support/src/locales',
} as const;

export type Namespace = keyof typeof NAMESPACE_FOLDERS;

/** The strings of every namespace in the language `tag` (a SPEC §1 tag: `en`, `de`, `zh-Hant`...). */
export function stringsIn(tag: string): Record<Namespace, Strings> {
  return Object.fromEntries(
    Object.entries(NAMESPACE_FOLDERS).map(([namespace, folder]) => [namespace, strings(`${folder}/${tag}.json`)]),
  ) as Record<Namespace, Strings>;
}

// Pure rules of the translation completeness gate (check-translations.ts does the file I/O).

import { LANGUAGE_TAGS } from '@dungeon/contract';

/** SPEC §1: the ten language tags (the contract's table); `en` is the source every other catalogue is compared with. */
export { LANGUAGE_TAGS };
export const SOURCE_TAG = 'en';

/** Strings up to this length may equal English ("OK", "Discord", "FAQ"); longer ones must be translated. */
export const IDENTICAL_MIN_LENGTH = 13;

export interface Problem {
  /** The namespace the problem counts against in the summary table, when there is one. */
  readonly namespace?: string;
  readonly where: string;
  readonly message: string;
}

export interface AllowList {
  /** `namespace:key` whose value may equal English in every language. */
  readonly keys: readonly string[];
  /** Exact values that may stay English anywhere (brand and company names). */
  readonly values: readonly string[];
}

/**
 * A nested catalogue as leaf paths joined with `.` (i18next's key separator). Arrays (paragraph
 * and list texts read with `returnObjects`) are flattened by index, `body.0`, `body.1`, so every
 * language must have the same number of entries, each a non-empty string.
 */
export function flattenCatalogue(catalogue: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof catalogue !== 'object' || catalogue === null) return leaves;
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, leafValue] of flattenCatalogue(value, path)) leaves.set(leaf, leafValue);
    } else leaves.set(path, value);
  }
  return leaves;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `items_one` -> `items`; undefined for a key without an i18next plural suffix. */
export function pluralBase(key: string): string | undefined {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '') : undefined;
}

/**
 * The keys a language must have: English's, with each plural group (`x_one`, `x_other`) replaced
 * by that language's own CLDR categories (ja: `x_other`; ru: `x_one`, `x_few`, `x_many`, `x_other`).
 * An English `x_zero` (an optional i18next form) is expected everywhere.
 */
export function expectedKeys(englishKeys: Iterable<string>, tag: string): Set<string> {
  const english = new Set(englishKeys);
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const expected = new Set<string>();
  for (const key of english) {
    const base = pluralBase(key);
    if (base === undefined || !english.has(`${base}_other`)) expected.add(key);
    else {
      for (const category of categories) expected.add(`${base}_${category}`);
      if (english.has(`${base}_zero`)) expected.add(`${base}_zero`);
    }
  }
  return expected;
}

export function keyDiff(expected: Iterable<string>, actual: Iterable<string>): { missing: string[]; extra: string[] } {
  const want = new Set(expected);
  const have = new Set(actual);
  return {
    missing: [...want].filter((key) => !have.has(key)).sort(),
    extra: [...have].filter((key) => !want.has(key)).sort(),
  };
}

/**
 * The placeholders a translation must keep: `{{name}}` interpolations (a format such as
 * `{{count, number}}` counts as `{{count}}`) and `<0>`/`<strong>` tags that `<Trans>` fills.
 */
export function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${match[1] ?? ''}}}`);
  for (const match of text.matchAll(/<\/?([\w-]+)\s*\/?>/g)) found.add(`<${match[1] ?? ''}>`);
  return [...found].sort();
}

export function placeholderDiff(english: string, translated: string): { missing: string[]; extra: string[] } {
  return keyDiff(placeholders(english), placeholders(translated));
}

/** The English string a translated key is compared with: the same key, or the plural `_other`. */
export function englishReference(english: ReadonlyMap<string, unknown>, key: string): string | undefined {
  const base = pluralBase(key);
  const value = english.get(key) ?? (base === undefined ? undefined : english.get(`${base}_other`));
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every problem of one namespace: a language file missing or unreadable (`undefined`), keys
 * missing or extra against English, non-string or empty values, placeholders that differ from
 * English, and (heuristic) long values left identical to English unless allow-listed.
 */
export function checkCatalogues(
  namespace: string,
  catalogues: ReadonlyMap<string, unknown>,
  allow: AllowList,
): Problem[] {
  const problems: Problem[] = [];
  const english = flattenCatalogue(catalogues.get(SOURCE_TAG));
  for (const tag of LANGUAGE_TAGS) {
    const where = `${namespace}/${tag}`;
    const catalogue = catalogues.get(tag);
    if (catalogue === undefined) {
      problems.push({ where, message: `no ${tag}.json` });
      continue;
    }
    const leaves = flattenCatalogue(catalogue);
    const { missing, extra } = keyDiff(tag === SOURCE_TAG ? english.keys() : expectedKeys(english.keys(), tag), [
      ...leaves.keys(),
    ]);
    if (missing.length) problems.push({ where, message: `missing keys: ${missing.join(', ')}` });
    if (extra.length) problems.push({ where, message: `keys not in en: ${extra.join(', ')}` });
    for (const [key, value] of leaves) {
      if (typeof value !== 'string') {
        problems.push({ where: `${where} ${key}`, message: 'value is not a string' });
        continue;
      }
      if (value.trim() === '') {
        problems.push({ where: `${where} ${key}`, message: 'empty string' });
        continue;
      }
      const reference = tag === SOURCE_TAG ? undefined : englishReference(english, key);
      if (reference === undefined) continue;
      const diff = placeholderDiff(reference, value);
      if (diff.missing.length || diff.extra.length) {
        const parts = [
          diff.missing.length ? `lacks ${diff.missing.join(' ')}` : '',
          diff.extra.length ? `adds ${diff.extra.join(' ')}` : '',
        ];
        problems.push({
          where: `${where} ${key}`,
          message: `placeholders differ from en: ${parts.filter(Boolean).join('; ')}`,
        });
      }
      const allowed = allow.keys.includes(`${namespace}:${key}`) || allow.values.includes(value);
      if (value === reference && value.length >= IDENTICAL_MIN_LENGTH && !allowed) {
        problems.push({ where: `${where} ${key}`, message: `identical to English: "${value}"` });
      }
    }
  }
  return problems;
}

/** `export const SHOP_NS = registerNamespace('shop', ...)` -> SHOP_NS: shop, for every such line. */
export function namespaceConstants(source: string): Map<string, string> {
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/\bconst\s+(\w+)\s*=\s*registerNamespace\(\s*['"]([^'"]+)['"]/g)) {
    constants.set(match[1] ?? '', match[2] ?? '');
  }
  return constants;
}

/** `registerNamespace('shop', import.meta.glob('./locales/*.json', ...))` -> [shop, ./locales]. */
export function namespaceFolders(source: string): [namespace: string, folder: string][] {
  return [
    ...source.matchAll(
      /registerNamespace\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.glob\(\s*['"]([^'"]+)\/\*\.json['"]/g,
    ),
  ].map((match) => [match[1] ?? '', match[2] ?? '']);
}

export interface KeyUse {
  readonly namespace: string;
  readonly key: string;
  readonly line: number;
  /** Read with `returnObjects: true`: the key may name a group or a list rather than a string. */
  readonly returnsObject: boolean;
}

/** i18next's default namespace in this app (`initI18n`): `useTranslation()` reads `common`. */
const DEFAULT_NAMESPACE = 'common';

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function resolveNamespace(argument: string, constants: ReadonlyMap<string, string>): string | undefined {
  const first = /^\s*\[?\s*(?:(['"])([^'"]+)\1|(\w+))/.exec(argument);
  if (!first) return argument.trim() === '' ? DEFAULT_NAMESPACE : undefined;
  return first[2] ?? constants.get(first[3] ?? '');
}

function splitKey(key: string, namespace: string): { namespace: string; key: string } {
  const separator = key.indexOf(':');
  return separator > 0 ? { namespace: key.slice(0, separator), key: key.slice(separator + 1) } : { namespace, key };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The literal translation keys a source file reads, with their namespace. Recognised (regex based,
 * see the README for the limits): `const { t } = useTranslation(X_NS)` (also `{ t: tCommon }`,
 * `[X_NS, Y_NS]`, a string namespace, or no argument for `common`) followed by `t('key')`,
 * `t("ns:key")` and `t('key', { ns: Y_NS })`; `const message = useErrorMessage()` followed by
 * `message('key')` (the `errors` namespace); `i18nKey="key"` props (the file's first namespace);
 * and `titleKey: 'ns:key'` route meta (`common` unless prefixed).
 */
export function translationKeyUses(source: string, constants: ReadonlyMap<string, string>): KeyUse[] {
  const translators = new Map<string, string>();
  let fileNamespace: string | undefined;
  for (const match of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    const namespace = resolveNamespace(match[2] ?? '', constants);
    if (namespace === undefined) continue;
    fileNamespace ??= namespace;
    const binding = /(?:^|,)\s*t\s*(?::\s*(\w+))?\s*(?:,|$)/.exec(match[1] ?? '');
    if (binding) translators.set(binding[1] ?? 't', namespace);
  }
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*useErrorMessage\(\s*\)/g)) {
    translators.set(match[1] ?? '', 'errors');
  }

  const uses: KeyUse[] = [];
  const add = (namespace: string, key: string, index: number, returnsObject = false) => {
    uses.push({ ...splitKey(key, namespace), line: lineOf(source, index), returnsObject });
  };
  for (const [name, namespace] of translators) {
    const call = new RegExp(`(?<![\\w.$])${escapeRegExp(name)}\\(\\s*(['"])([^'"\\n]+)\\1(\\s*,\\s*\\{[^}]*\\})?`, 'g');
    for (const match of source.matchAll(call)) {
      const options = match[3] ?? '';
      const override = /\bns:\s*(?:(['"])([^'"]+)\1|(\w+))/.exec(options);
      const explicit = override?.[2] ?? (override?.[3] === undefined ? undefined : constants.get(override[3]));
      add(explicit ?? namespace, match[2] ?? '', match.index, /\breturnObjects:\s*true\b/.test(options));
    }
  }
  for (const match of source.matchAll(/\bi18nKey=\{?\s*(['"])([^'"]+)\1/g)) {
    add(fileNamespace ?? DEFAULT_NAMESPACE, match[2] ?? '', match.index);
  }
  for (const match of source.matchAll(/\btitleKey:\s*(['"])([^'"]+)\1/g)) {
    add(DEFAULT_NAMESPACE, match[2] ?? '', match.index);
  }
  return uses;
}

/**
 * Whether English has what a read asks for: a string (directly or as a plural group), or, for a
 * `returnObjects` read, a group or list of strings under the key.
 */
export function hasTranslation(
  english: ReadonlyMap<string, unknown>,
  use: Pick<KeyUse, 'key' | 'returnsObject'>,
): boolean {
  if (typeof english.get(use.key) === 'string' || typeof english.get(`${use.key}_other`) === 'string') return true;
  return use.returnsObject && [...english.keys()].some((leaf) => leaf.startsWith(`${use.key}.`));
}

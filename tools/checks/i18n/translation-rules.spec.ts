import { describe, expect, it } from 'vitest';
import {
  checkCatalogues,
  expectedKeys,
  flattenCatalogue,
  hasTranslation,
  keyDiff,
  LANGUAGE_TAGS,
  namespaceConstants,
  namespaceFolders,
  placeholderDiff,
  placeholders,
  translationKeyUses,
} from './translation-rules';

const noAllowList = { keys: [], values: [] };

/** The same catalogue in all ten languages, with `overrides` per tag. */
function catalogues(english: object, overrides: Record<string, unknown> = {}) {
  return new Map<string, unknown>(LANGUAGE_TAGS.map((tag) => [tag, tag in overrides ? overrides[tag] : english]));
}

describe('flattenCatalogue', () => {
  it('joins nested keys with dots and indexes list entries', () => {
    expect([...flattenCatalogue({ a: { b: 'x', c: { d: 'y' } }, list: ['p1', 'p2'] })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['list.0', 'p1'],
      ['list.1', 'p2'],
    ]);
  });
});

describe('keyDiff', () => {
  it('names the missing and the extra keys, sorted', () => {
    expect(keyDiff(['b', 'a', 'c'], ['c', 'd'])).toEqual({ missing: ['a', 'b'], extra: ['d'] });
    expect(keyDiff(['a'], ['a'])).toEqual({ missing: [], extra: [] });
  });
});

describe('expectedKeys (plural groups per language)', () => {
  const english = ['title', 'items_one', 'items_other'];
  it('asks Russian for its four plural forms and Japanese for one', () => {
    expect([...expectedKeys(english, 'ru')].sort()).toEqual(
      ['items_few', 'items_many', 'items_one', 'items_other', 'title'].sort(),
    );
    expect([...expectedKeys(english, 'ja')].sort()).toEqual(['items_other', 'title']);
  });
  it('leaves a key that only looks plural alone', () => {
    expect([...expectedKeys(['support_one'], 'ja')]).toEqual(['support_one']);
  });
});

describe('placeholders / placeholderDiff', () => {
  it('collects interpolations (ignoring formats) and Trans tags', () => {
    expect(placeholders('Hi {{name}}, {{ count, number }} <0>items</0> <br/>')).toEqual([
      '<0>',
      '<br>',
      '{{count}}',
      '{{name}}',
    ]);
  });
  it('reports a renamed or dropped variable', () => {
    expect(placeholderDiff('© {{year}} {{company}}', '© {{jahr}} {{company}}')).toEqual({
      missing: ['{{year}}'],
      extra: ['{{jahr}}'],
    });
    expect(placeholderDiff('{{seconds}} s left', 'noch {{seconds}} s')).toEqual({ missing: [], extra: [] });
  });
});

describe('checkCatalogues', () => {
  const english = { greeting: 'Welcome back to the deep halls', logo: '{{game}} home', ok: 'OK' };
  const german = { greeting: 'Willkommen zurück in den tiefen Hallen', logo: '{{game}} Startseite', ok: 'OK' };

  it('passes a complete set and lets short strings equal English', () => {
    const translated = Object.fromEntries(LANGUAGE_TAGS.filter((tag) => tag !== 'en').map((tag) => [tag, german]));
    expect(checkCatalogues('demo', catalogues(english, translated), noAllowList)).toEqual([]);
  });

  it('reports a missing language, missing and extra keys, empty strings and lost variables', () => {
    const problems = checkCatalogues(
      'demo',
      catalogues(english, {
        de: { greeting: ' ', logo: 'Startseite', extra: 'x' },
        fr: undefined,
      }),
      noAllowList,
    ).filter((problem) => /^demo\/(de|fr)/.test(problem.where));
    expect(problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      'demo/de: missing keys: ok',
      'demo/de: keys not in en: extra',
      'demo/de greeting: empty string',
      'demo/de logo: placeholders differ from en: lacks {{game}}',
      'demo/fr: no fr.json',
    ]);
  });

  it('flags a long string left in English unless allow-listed', () => {
    const untranslated = catalogues(english, { de: { ...german, greeting: english.greeting } });
    const flagged = checkCatalogues('demo', untranslated, noAllowList).filter((p) => p.where === 'demo/de greeting');
    expect(flagged).toEqual([
      { where: 'demo/de greeting', message: 'identical to English: "Welcome back to the deep halls"' },
    ]);
    const allowed = { keys: ['demo:greeting'], values: [] };
    expect(checkCatalogues('demo', untranslated, allowed).filter((p) => p.where === 'demo/de greeting')).toEqual([]);
  });
});

describe('source scanning', () => {
  const constants = namespaceConstants(`
    export const SHOP_NS = registerNamespace('shop', import.meta.glob('./locales/*.json', { import: 'default' }));
    export const COMMON_NS = registerNamespace(
      'common',
      import.meta.glob('./locales/*.json', { import: 'default' }),
    );`);

  it('maps namespace constants and their locale folders', () => {
    expect(Object.fromEntries(constants)).toEqual({ SHOP_NS: 'shop', COMMON_NS: 'common' });
    expect(namespaceFolders("registerNamespace('legal', import.meta.glob('./locales/index/*.json'))")).toEqual([
      ['legal', './locales/index'],
    ]);
  });

  it('finds literal keys with the namespace of their translator', () => {
    const source = `
      const { t } = useTranslation([SHOP_NS, COMMON_NS]);
      const { t: tc, i18n } = useTranslation(COMMON_NS);
      const message = useErrorMessage();
      t('buy.title'); tc("site.name"); t('common:loading');
      t('items', { count: 2, ns: COMMON_NS }); i18n.t('ignored'); format('ignored');
      message('password_1'); t(\`dynamic.\${x}\`);
      <Trans i18nKey="buy.note" />
      const route = { titleKey: 'account:pages.dashboard.title' };
      t('legal.body', { returnObjects: true });`;
    expect(translationKeyUses(source, constants).map(({ namespace, key }) => `${namespace}:${key}`)).toEqual([
      'shop:buy.title',
      'common:loading',
      'common:items',
      'shop:legal.body',
      'common:site.name',
      'errors:password_1',
      'shop:buy.note',
      'account:pages.dashboard.title',
    ]);
  });

  it('skips a translator whose namespace it cannot resolve', () => {
    expect(translationKeyUses("const { t } = useTranslation(doc.namespace); t('x');", constants)).toEqual([]);
  });

  it('accepts strings, plural groups and returnObjects reads of a group', () => {
    const english = flattenCatalogue({ title: 'T', items_one: '1', items_other: 'n', body: ['a', 'b'] });
    expect(hasTranslation(english, { key: 'title', returnsObject: false })).toBe(true);
    expect(hasTranslation(english, { key: 'items', returnsObject: false })).toBe(true);
    expect(hasTranslation(english, { key: 'body', returnsObject: true })).toBe(true);
    expect(hasTranslation(english, { key: 'body', returnsObject: false })).toBe(false);
    expect(hasTranslation(english, { key: 'titel', returnsObject: false })).toBe(false);
  });
});

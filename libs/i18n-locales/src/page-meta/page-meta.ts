import type { TFunction } from 'i18next';
import { registerNamespace } from '../namespaces';

/**
 * Strings only the build's prerendered HTML carries, in the `meta` namespace: kept out of `common`
 * and out of the package's main entry, so no browser downloads them (`@dungeon/i18n-locales/page-meta`).
 */
export const PAGE_META_NS = registerNamespace('meta', import.meta.glob('./locales/*.json', { import: 'default' }));

/**
 * The site's `<meta name="description">` in `t`'s language: what a search result or a shared
 * link shows under the page title. `t` needs the `meta` and `common` namespaces loaded.
 */
export function siteDescription(t: TFunction): string {
  return t('description', { ns: PAGE_META_NS });
}

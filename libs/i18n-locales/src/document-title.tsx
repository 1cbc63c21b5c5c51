import type { TFunction } from 'i18next';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titleWithSite } from '@dungeon/contract';
import { COMMON_NS } from './common-namespace';

/**
 * The page's title followed by the game's name (`t` of the common namespace), or the name alone:
 * `pageTitle` where the page gave one (`usePageTitle`), else the translation of the route's `titleKey`.
 */
export function documentTitle(t: TFunction, titleKey: string | undefined, pageTitle?: string): string {
  const suffix = t('site.name');
  const title = pageTitle ?? (titleKey ? t(titleKey) : undefined);
  return title ? titleWithSite(title, suffix) : suffix;
}

/** Sets the title a page gave, or clears it with undefined: `DocumentTitle` provides it. */
const PageTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * Keeps `document.title` at `documentTitle` of the page shown inside it (a prerendered page has it
 * in its HTML already), in the current language.
 */
export function DocumentTitle({ titleKey, children }: { titleKey: string | undefined; children: ReactNode }) {
  const { t } = useTranslation(COMMON_NS);
  const [pageTitle, setPageTitle] = useState<string>();
  const title = documentTitle(t, titleKey, pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageTitleContext value={setPageTitle}>{children}</PageTitleContext>;
}

/**
 * Names the document after what the page shows, where that says more than the route's title: an
 * article's headline rather than "News article", in the history list, a bookmark, a tab and what a
 * screen reader announces. `undefined` (the article is still loading, or missing) keeps the route's title;
 * leaving the page puts it back.
 */
export function usePageTitle(title: string | undefined): void {
  const setPageTitle = use(PageTitleContext);
  useEffect(() => {
    if (title === undefined) return;
    setPageTitle(title);
    return () => {
      setPageTitle(undefined);
    };
  }, [setPageTitle, title]);
}

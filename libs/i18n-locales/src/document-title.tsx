import type { TFunction } from 'i18next';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titleWithSite } from '@dungeon/contract';
import { siteConfig } from '@dungeon/site-config';
import { VisuallyHidden } from '@dungeon/ui-kit';
import { COMMON_NS } from './common-namespace';

/**
 * The page's title followed by the game's name (site-config's, in every language), or the name alone:
 * `pageTitle` where the page gave one (`usePageTitle`), else the translation of the route's `titleKey`.
 */
export function documentTitle(t: TFunction, titleKey: string | undefined, pageTitle?: string): string {
  const suffix = siteConfig.gameName;
  const title = pageTitle ?? (titleKey ? t(titleKey) : undefined);
  return title ? titleWithSite(title, suffix) : suffix;
}

/** Sets the title a page gave, or clears it with undefined: `DocumentTitle` provides it. */
const PageTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * How long the title of a page just navigated to may still change before it is announced: a page
 * that names itself after its data (an article's headline) usually does so within it, and one
 * announcement then says the final name.
 */
export const TITLE_ANNOUNCE_DELAY_MS = 500;

/**
 * Keeps `document.title` at `documentTitle` of the page shown inside it (a prerendered page has it
 * in its HTML already), in the current language. After a navigation inside the app (`place`, the
 * path shown, changes) it also says the new title in a polite live region: a full page load has a
 * screen reader read the new page, a client-side one changes the page silently while the focus
 * stays on the link. Nothing is said on the first load.
 */
export function DocumentTitle({
  titleKey,
  place,
  children,
}: {
  titleKey: string | undefined;
  place?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(COMMON_NS);
  const [pageTitle, setPageTitle] = useState<string>();
  const title = documentTitle(t, titleKey, pageTitle);
  const [shownPlace, setShownPlace] = useState(place);
  const [announcement, setAnnouncement] = useState<{ text: string; due: boolean }>({ text: '', due: false });
  if (place !== shownPlace) {
    setShownPlace(place);
    // Emptied first, so a title like the last one announced is a change and is said again.
    setAnnouncement({ text: '', due: true });
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!announcement.due) return;
    const timer = setTimeout(() => {
      setAnnouncement({ text: title, due: false });
    }, TITLE_ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [announcement.due, title]);
  return (
    <PageTitleContext value={setPageTitle}>
      {children}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement.text}
      </VisuallyHidden>
    </PageTitleContext>
  );
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

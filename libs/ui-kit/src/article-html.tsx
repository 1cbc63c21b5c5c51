import { useEffect, useMemo, useRef } from 'react';
import { sanitizeArticleHtml } from './sanitize-html';

export interface ArticleHtmlProps {
  /** The studio's HTML (a news or help article body): sanitized here before it reaches the DOM. */
  html: string;
  /**
   * Called with the path (and query and hash) of a link to this site that was plainly clicked, so
   * the page navigates in the app instead of reloading: React Router's `navigate` as it is (what it
   * returns is not waited for).
   */
  onSiteLink: (path: string) => unknown;
  className?: string;
}

/** A click the page may take over: the main button, no modifier key (those mean a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * An article's body: HTML that passed `sanitizeArticleHtml`, in a `div`. A plain click on a link
 * to this site is handed to `onSiteLink`; links to other sites, links with a `target` and
 * modified clicks are left to the browser.
 */
export function ArticleHtml({ html, onSiteLink, className }: ArticleHtmlProps) {
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);
  const bodyRef = useRef<HTMLDivElement>(null);

  // A listener rather than onClick: the links are the article's, not elements React renders. It sits
  // on the box, which stays when the HTML changes, so it is added once.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.target) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void onSiteLink(`${url.pathname}${url.search}${url.hash}`);
    };
    body.addEventListener('click', onClick);
    return () => {
      body.removeEventListener('click', onClick);
    };
  }, [onSiteLink]);

  return <div ref={bodyRef} className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}

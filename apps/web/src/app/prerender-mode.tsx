import { createContext, useContext, type ReactNode } from 'react';
import type { PrerenderMode } from '@dungeon/contract';

/**
 * What the build-time prerender is writing of the route being rendered (contract's
 * `PrerenderMode`): the whole page, or only the frame around it. Frames serve routes whose content
 * the build cannot know: a path parameter (`/news/:id`), a signed-in player (auth routes), form
 * fields. Absent (null) in the browser.
 */
export const PrerenderModeContext = createContext<PrerenderMode | null>(null);

/** The digest a frame's page boundary carries from the prerender to the browser. */
export const PAGE_LEFT_TO_BROWSER = 'page-left-to-browser';

/** Thrown where a frame's page would be, so the prerender writes the boundary's fallback instead. */
export class PageLeftToBrowser extends Error {
  constructor() {
    super('The page of a prerendered frame renders in the browser');
    this.name = 'PageLeftToBrowser';
  }
}

/**
 * Wraps the routed page inside the layout's Suspense boundary. In a frame prerender it throws, so
 * React writes the boundary's loading fallback into the HTML and the browser renders the page
 * there (React's documented way of leaving content to the client); everywhere else it is nothing.
 */
export function PageContent({ children }: { children: ReactNode }) {
  if (useContext(PrerenderModeContext) === 'frame') throw new PageLeftToBrowser();
  return children;
}

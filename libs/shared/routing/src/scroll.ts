import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The id a hash names: percent-decoded, or as written when it does not decode (`#100%`, `#%zz`;
 * browsers leave a stray `%` after `#` as it is, and decoding it would throw).
 */
function hashId(hash: string): string {
  const written = hash.slice(1);
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

/**
 * SPEC §2: navigation scrolls to the top, or smoothly to the hash target when one is given
 * (instantly when the visitor asks for reduced motion).
 */
export function scrollForLocation(location: { hash: string }, doc: Document = document): void {
  const id = location.hash ? hashId(location.hash) : '';
  const target = id ? doc.getElementById(id) : null;
  if (target) {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    return;
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
}

/**
 * Location state of a navigation that leaves the page where it is: a link that only adds a query
 * parameter to open a dialog over the page (the footer's Cookie Settings, `?settings`). Passed on
 * by the navigation that later removes the parameter, so closing the dialog keeps the place too
 * and the focus it returns to stays on screen.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/**
 * Focus the page's top just left below the screen (a footer link that stays where it is while the
 * page changes above it) moves to `main`, without scrolling: a keyboard or screen-reader user
 * starts the new page at its content, not in its footer a few screens down (WCAG 2.4.3).
 */
function bringFocusTo(main: HTMLElement | null): void {
  const focused = document.activeElement;
  if (!main || !(focused instanceof HTMLElement) || focused === document.body || main.contains(focused)) return;
  if (focused.getBoundingClientRect().top >= window.innerHeight) main.focus({ preventScroll: true });
}

/**
 * Applies {@link scrollForLocation} on every navigation (path, query or hash change), except one
 * whose state is {@link KEEP_SCROLL_STATE}; after a scroll to the top, focus left below the screen
 * moves to `main` (give it `tabIndex={-1}`).
 */
export function useScrollOnNavigation(main?: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  useEffect(() => {
    if (keepsScroll(location.state)) return;
    scrollForLocation(location);
    if (!location.hash) bringFocusTo(main?.current ?? null);
  }, [location.pathname, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
}

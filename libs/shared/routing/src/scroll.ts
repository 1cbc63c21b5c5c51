import { useEffect } from 'react';
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
 * Applies {@link scrollForLocation} on every navigation (path, query or hash change), except one
 * whose state is {@link KEEP_SCROLL_STATE}.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    if (keepsScroll(location.state)) return;
    scrollForLocation(location);
  }, [location.pathname, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
}

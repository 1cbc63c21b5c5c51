import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * SPEC §2: navigation scrolls to the top, or smoothly to the hash target when one is given
 * (instantly when the visitor asks for reduced motion).
 */
export function scrollForLocation(location: { hash: string }, doc: Document = document): void {
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const target = id ? doc.getElementById(id) : null;
  if (target) {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    return;
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
}

/** Applies {@link scrollForLocation} on every navigation (path, query or hash change). */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    scrollForLocation(location);
  }, [location.pathname, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
}

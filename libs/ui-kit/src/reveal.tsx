import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './reveal.css';

/** SPEC §9 scroll-in animation: a section shows once this share of it is visible... */
export const REVEAL_THRESHOLD = 0.35;
/** ...with the viewport grown by 80px at the top only. */
export const REVEAL_ROOT_MARGIN = '80px 0px 0px 0px';
/** Browsers report the crossing ratio with float error (0.3499...); this still counts as crossed. */
const RATIO_TOLERANCE = 0.01;

function animationWanted(element: Element): boolean {
  if (typeof IntersectionObserver !== 'function') return false;
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  // Already on screen at first paint: showing it at once beats fading in what the visitor is reading.
  return element.getBoundingClientRect().top >= window.innerHeight;
}

function crossedThreshold(entry: IntersectionObserverEntry): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD - RATIO_TOLERANCE;
}

/**
 * Scroll-in for a block below the fold. Progressive enhancement: the element is plain, visible
 * content until this hook, before the first paint, marks it `data-reveal="hidden"`; it becomes
 * `"shown"` when it crosses the threshold. Without IntersectionObserver, under reduced motion, or
 * when the element starts on screen, nothing is marked, so nothing is hidden or animated. The
 * attribute is set on the DOM directly: no re-render, and React never owns it.
 */
export function useRevealOnScroll<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || element.dataset['reveal'] === 'shown' || !animationWanted(element)) return;
    element.dataset['reveal'] = 'hidden';
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(crossedThreshold)) {
          element.dataset['reveal'] = 'shown';
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      // Unmounted before it showed (or StrictMode's trial run): leave the content visible.
      if (element.dataset['reveal'] === 'hidden') delete element.dataset['reveal'];
    };
  }, []);
  return ref;
}

/** A `<div>` that scrolls in with `useRevealOnScroll`. Animates opacity and transform only, so nothing moves in layout. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRevealOnScroll<HTMLDivElement>();
  return (
    <div ref={ref} className={['reveal', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

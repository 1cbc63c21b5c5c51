import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './reveal.css';

/** SPEC §9 scroll-in animation: a section shows once this share of it is visible... */
export const REVEAL_THRESHOLD = 0.35;
/** ...with the viewport grown by 80px at the top only. */
export const REVEAL_ROOT_MARGIN = '80px 0px 0px 0px';
/** Browsers report the crossing ratio with float error (0.3499...); this still counts as crossed. */
const RATIO_TOLERANCE = 0.01;

function animationWanted(): boolean {
  if (typeof IntersectionObserver !== 'function') return false;
  return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

function crossedThreshold(entry: IntersectionObserverEntry): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD - RATIO_TOLERANCE;
}

/** Wholly below the (margin-grown) viewport: the visitor cannot have seen it yet. */
function belowTheFold(entry: IntersectionObserverEntry): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
}

/**
 * Scroll-in for a block below the fold. Progressive enhancement: the element is plain, visible
 * content until the observer's first report says it lies below the fold; only then is it marked
 * `data-reveal="hidden"`, and `"shown"` when it crosses the threshold. That first report comes from
 * the browser's own rendering step, so the hook never forces a layout of its own (reading
 * `getBoundingClientRect` at mount did, once per section, on the home page's first render).
 * Without IntersectionObserver, under reduced motion, or when the element starts on screen,
 * nothing is marked, so nothing is hidden or animated. The attribute is set on the DOM directly:
 * no re-render, and React never owns it.
 */
export function useRevealOnScroll<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset['reveal'] === 'shown' || !animationWanted()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const wasFirst = firstReport;
        firstReport = false;
        if (entries.some(crossedThreshold)) {
          if (element.dataset['reveal'] === 'hidden') element.dataset['reveal'] = 'shown';
          observer.disconnect();
        } else if (wasFirst) {
          // Already (partly) on screen: showing it at once beats fading in what the visitor reads.
          if (entries.every(belowTheFold)) element.dataset['reveal'] = 'hidden';
          else observer.disconnect();
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

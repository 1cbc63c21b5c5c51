import { useEffect, type RefObject } from 'react';

/** An element that takes focus from script: one with a `tabindex` of its own (`-1` included). */
function takesFocus(node: Element): node is HTMLElement {
  return node instanceof HTMLElement && node.hasAttribute('tabindex');
}

/** Focus is nowhere in particular: the browser dropped it on the body. */
function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps focus inside `container` when the element holding it is disabled or leaves the page: a
 * submit button disabled while its request is on the way, a Retry button whose notice goes once
 * the retry starts, a Remove button, a "Load more" after the last page. The browser drops focus
 * on the body then: a screen reader loses its place, and a browser without a sequential focus
 * starting point (Chromium and Firefox keep one) starts the next Tab at the top of the page
 * (WCAG 2.4.3). Instead, focus goes back to a disabled element once it is enabled again, and
 * from an element that left, without scrolling, to the nearest ancestor still on the page that
 * takes focus (`tabindex`), or else to the container (give it `tabIndex={-1}`).
 *
 * It follows focus as it moves (`focusin`), so a component that moves focus itself (a refusal, a
 * new row) keeps the last word; focus that goes outside the container, or a click anywhere but on
 * the element (which may leave focus on the body), gives the element up.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    /** The element with focus inside the container, then its ancestors up to the container. */
    let held: Element[] = [];

    const remember = (event: FocusEvent) => {
      held = [];
      if (!(event.target instanceof Element) || !root.contains(event.target)) return;
      for (let node: Element | null = event.target; node && node !== root; node = node.parentElement) held.push(node);
    };
    const forget = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !held[0]?.contains(event.target)) held = [];
    };
    const rescue = () => {
      const [focused] = held;
      if (!focused || !focusLost()) return;
      // Still on the page, so disabled for a while: focus returns once it is enabled again (a
      // disabled element refuses it until then).
      if (focused.isConnected) {
        if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
        return;
      }
      const landing = held.find((node): node is HTMLElement => node.isConnected && takesFocus(node)) ?? root;
      held = [];
      landing.focus({ preventScroll: true });
    };

    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', remember);
    document.addEventListener('pointerdown', forget);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('pointerdown', forget);
    };
  }, [container]);
}

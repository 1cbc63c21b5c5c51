/**
 * A ref callback (React 19, with its clean-up) that keeps the focused field where the player sees it
 * when the box grows or shrinks above it. The help suggestions land under the ticket's subject after
 * a debounce and a search; on a slow connection the player has often moved on to a later field by
 * then, and the box pushed that field down, even off the screen. The browser's own scroll anchoring
 * does not step in while the page is at its top or while the box is on screen (its anchor is then
 * above the box), which is just when this happens; so the page scrolls by the box's change itself,
 * before the frame is painted. When the box is above the screen, the browser's anchoring keeps the
 * view and this leaves it alone.
 */
export function keepFocusInPlace(box: HTMLElement | null): (() => void) | undefined {
  if (!box || typeof ResizeObserver === 'undefined') return undefined;
  let height = box.offsetHeight;
  const observer = new ResizeObserver(() => {
    const change = box.offsetHeight - height;
    height = box.offsetHeight;
    const focused = document.activeElement;
    if (change === 0 || !focused) return;
    const position = box.compareDocumentPosition(focused);
    const below =
      (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && (position & Node.DOCUMENT_POSITION_CONTAINED_BY) === 0;
    const boxTop = box.getBoundingClientRect().top;
    if (below && boxTop >= 0 && boxTop < window.innerHeight) {
      window.scrollBy({ top: change, behavior: 'instant' });
    }
  });
  observer.observe(box);
  return () => {
    observer.disconnect();
  };
}

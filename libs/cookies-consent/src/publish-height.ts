/**
 * Keeps the CSS custom property `property` on `target` equal to `bar`'s height in px, as the bar
 * wraps or the text grows, and removes it on the returned cleanup. For a bar that stays on screen
 * over content that scrolls under it (the cookie notice, fixed to the viewport; the preferences'
 * buttons, stuck to the dialog's bottom): the stylesheets turn it into scroll padding, so the
 * browser scrolls a focused control clear of the bar (WCAG 2.4.11). Set on the ResizeObserver's
 * notices, the first of which comes in the browser's own rendering step, after its layout and
 * before the paint: read at mount, the height forced a layout of the whole page inside React's
 * commit, one long task at start-up where the dialog opens (Lighthouse's Total Blocking Time).
 * Without a ResizeObserver it is set at once.
 */
export function publishHeight(bar: HTMLElement, target: HTMLElement, property: string): () => void {
  const publish = () => {
    target.style.setProperty(property, `${String(bar.offsetHeight)}px`);
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  if (observer) observer.observe(bar);
  else publish();
  return () => {
    observer?.disconnect();
    target.style.removeProperty(property);
  };
}

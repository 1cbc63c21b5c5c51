/**
 * Keeps the CSS custom property `property` on `target` equal to `bar`'s height in px, as the bar
 * wraps or the text grows, and removes it on the returned cleanup. For a bar that stays on screen
 * over content that scrolls under it (the cookie notice, fixed to the viewport; the preferences'
 * buttons, stuck to the dialog's bottom): the stylesheets turn it into scroll padding, so the
 * browser scrolls a focused control clear of the bar (WCAG 2.4.11). Set at once, then on each
 * resize (ResizeObserver, where there is one).
 */
export function publishHeight(bar: HTMLElement, target: HTMLElement, property: string): () => void {
  const publish = () => {
    target.style.setProperty(property, `${String(bar.offsetHeight)}px`);
  };
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    target.style.removeProperty(property);
  };
}

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Focus for something a state change is about to show (a form's refusal or success notice).
 * The returned `request()` asks for it; the element `target()` gives takes focus after the first
 * render in which it exists: the render that follows the request, or a later one when another
 * component draws it. Not at the next animation frame, which a busy machine can run before React
 * has put the element on screen.
 */
export function useFocusWhenShown(target: () => HTMLElement | null | undefined): () => void {
  const pending = useRef(false);
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!pending.current) return;
    const element = target();
    if (!element) return;
    pending.current = false;
    element.focus();
  });

  return useCallback(() => {
    pending.current = true;
    rerender((count) => count + 1);
  }, []);
}

/**
 * Focus for a form's refusal (WCAG 3.3.1): the returned `request()` moves it, once the refusal is
 * on screen, to the form's alert when one is shown, or else to the first refused control (the
 * first `aria-invalid` in page order), so a screen reader hears why and a keyboard user starts
 * where the fix is. The same for a check in the browser and for the server's answer.
 */
export function useFocusRefusal(alert: RefObject<HTMLElement | null>): () => void {
  return useFocusWhenShown(() => alert.current ?? document.querySelector<HTMLElement>('[aria-invalid="true"]'));
}

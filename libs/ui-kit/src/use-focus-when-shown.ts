import { useCallback, useEffect, useRef, useState } from 'react';

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

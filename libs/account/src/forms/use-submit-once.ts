import { useRef, type SyntheticEvent } from 'react';

/**
 * A form's submit handler that runs once at a time: while `busy` (its call is on the way) or while
 * an earlier submit still runs (waiting for the schemas, say), another submit does nothing, so a
 * double click sends one request.
 */
export function useSubmitOnce(busy: boolean): (submit: () => Promise<void>) => (event: SyntheticEvent) => void {
  const running = useRef(false);
  return (submit) => (event) => {
    event.preventDefault();
    if (busy || running.current) return;
    running.current = true;
    void submit().finally(() => {
      running.current = false;
    });
  };
}

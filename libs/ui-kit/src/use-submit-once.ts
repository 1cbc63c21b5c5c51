import { useRef, useState, type SyntheticEvent } from 'react';

/**
 * A form's submit handler that runs once at a time: while `busy` (its call is on the way) or while
 * an earlier submit still runs (waiting for the schemas, say), another submit does nothing, so a
 * double click sends one request. `submitting` is true from the submit until its handler has
 * settled, for the form's `aria-busy` and its button.
 */
export function useSubmitOnce(busy: boolean): {
  submitOnce: (submit: () => Promise<void>) => (event: SyntheticEvent) => void;
  submitting: boolean;
} {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submitOnce = (submit: () => Promise<void>) => (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || running.current) return;
    running.current = true;
    setSubmitting(true);
    void submit().finally(() => {
      running.current = false;
      setSubmitting(false);
    });
  };
  return { submitOnce, submitting };
}

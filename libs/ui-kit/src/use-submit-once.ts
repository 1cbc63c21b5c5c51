import { useRef, useState, type SyntheticEvent } from 'react';

/**
 * A form's submit handler that runs one submit at a time, so a double click sends one request.
 * `submitOnce(submit)` is the form's `onSubmit`: it keeps the page from reloading and does nothing
 * while `callBusy` (the form's call is on the way) or while an earlier submit still runs, which
 * covers the work before the call (loading a schema, say) that `callBusy` cannot see. The ref is
 * set at once, before React renders again. `busy` is either, for the form's `aria-busy` and its
 * button.
 */
export function useSubmitOnce(callBusy = false): {
  submitOnce: (submit: () => Promise<void>) => (event: SyntheticEvent) => void;
  busy: boolean;
} {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submitOnce = (submit: () => Promise<void>) => (event: SyntheticEvent) => {
    event.preventDefault();
    if (callBusy || running.current) return;
    running.current = true;
    setSubmitting(true);
    void submit().finally(() => {
      running.current = false;
      setSubmitting(false);
    });
  };
  return { submitOnce, busy: submitting || callBusy };
}

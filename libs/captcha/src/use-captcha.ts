import { useState } from 'react';
import { gotNoAnswer } from '@dungeon/api-client';

/**
 * A form's side of its `CaptchaField`: the solved payload to send, and when to start over. Spread
 * `field` into the CaptchaField. After a success call `startOver()` (a solution is good once);
 * after a failed send `afterFailure(error)`, which keeps the solution only when the call got no
 * answer at all (api-client's `gotNoAnswer`), so a retry after a lost connection needs no second
 * proof of work. A server spends a solution only once it has read the form and checked its other
 * fields; any answer (a refusal, a 5xx, a page that is not JSON) or a timeout may come after the
 * spend, and then a new solution is needed.
 */
export function useCaptcha() {
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const startOver = () => {
    setRound((count) => count + 1);
  };
  return {
    payload,
    field: { onChange: setPayload, resetKey: round },
    startOver,
    afterFailure: (error: unknown) => {
      if (!gotNoAnswer(error)) startOver();
    },
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

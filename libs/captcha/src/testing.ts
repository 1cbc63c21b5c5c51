// Test helpers (never imported by production code): the back end's side of the captcha.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';

/** The key test challenges are signed with; `verifySolution(payload, TEST_CAPTCHA_KEY)` checks a payload. */
export const TEST_CAPTCHA_KEY = 'test-key';

/**
 * A fresh challenge as `GET /api/captcha/challenge` answers it, signed with `TEST_CAPTCHA_KEY`. A
 * small `maxnumber` keeps the proof of work to a few milliseconds.
 */
export async function captchaChallengeResponse(maxnumber = 500): Promise<Response> {
  const challenge = await createChallenge({ hmacKey: TEST_CAPTCHA_KEY, maxnumber });
  return new Response(JSON.stringify(challenge), { headers: { 'content-type': 'application/json' } });
}

/** The field's "I am not a robot" checkbox (English), ticked while a solved captcha waits to be sent. */
export function captchaCheckbox(): HTMLElement {
  return screen.getByRole('checkbox', { name: 'I am not a robot' });
}

/**
 * Ticks "I am not a robot" as a player does and waits until the field says the captcha is
 * verified (its proof of work done, the payload handed to the form). The page needs the captcha
 * and errors strings loaded, and a fetch that answers the challenge call.
 */
export async function tickCaptcha(user: UserEvent): Promise<void> {
  await user.click(captchaCheckbox());
  await screen.findByText('Captcha verified.');
}

import { solveChallenge } from 'altcha-lib';
import type { CaptchaChallenge } from '@dungeon/contract';

/** Finds the proof of work for a challenge and encodes the payload the server expects (base64 JSON). */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  signal?.addEventListener('abort', () => {
    controller.abort();
  });
  const solution = await promise;
  if (!solution) return null;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

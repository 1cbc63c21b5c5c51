import type { AppDispatch } from '@dungeon/store';
import { sessionChecked, sessionCheckFailed } from './session.slice';

/** SPEC §4 start-up: runs the login check and records its outcome in the session slice. */
export async function runSessionCheck(dispatch: AppDispatch): Promise<void> {
  // Loaded here, not imported above: the API machinery stays out of the first paint.
  const { sessionApi } = await import('./session.api');
  const request = dispatch(sessionApi.endpoints.loginCheck.initiate(undefined, { track: false }));
  try {
    const answer = await request.unwrap();
    dispatch(typeof answer.result === 'number' ? sessionChecked(answer) : sessionCheckFailed());
  } catch {
    dispatch(sessionCheckFailed());
  }
}

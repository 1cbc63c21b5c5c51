import { logoutPending } from '@dungeon/browser-storage';
import type { AppDispatch } from '@dungeon/store';
import { LOGIN_CHECK, sessionChecked, sessionCheckFailed } from './session.slice';

/**
 * Ends the session on the server (SPEC §7 logout; it answers 200 with or without a session). The
 * cookie is HttpOnly, so only the server can end it: while the call fails (an error, a timeout, no
 * network), `logoutPending` stays set and the next start tries again. True once the server ended it.
 */
export async function endServerSession(dispatch: AppDispatch): Promise<boolean> {
  // Loaded on use: the logout control on every page should not bring the API to first paint.
  const { sessionApi } = await import('./session.api');
  try {
    await dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch {
    logoutPending.set();
    return false;
  }
  logoutPending.clear();
  return true;
}

/**
 * SPEC §4 start-up: runs the login check and records its outcome in the session slice. A logout
 * the server never confirmed is finished first. `afterSignIn` (login, registration): the new
 * session replaces the one left behind, so nothing is pending any more.
 */
export async function runSessionCheck(
  dispatch: AppDispatch,
  { afterSignIn = false }: { afterSignIn?: boolean } = {},
): Promise<void> {
  if (afterSignIn) logoutPending.clear();
  else if (logoutPending.isSet() && !(await endServerSession(dispatch))) {
    dispatch(sessionChecked({ result: LOGIN_CHECK.loggedOut[0] }));
    return;
  }
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

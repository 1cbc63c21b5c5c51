import { logoutPending } from '@dungeon/browser-storage';
import type { AppDispatch } from '@dungeon/store';
import { LOGIN_CHECK, sessionChecked, sessionCheckFailed } from './session.slice';

/**
 * Ends, on the server, a session whose logout it never confirmed (`logoutPending`): the cookie is
 * HttpOnly, so only the server can end it (its logout answers 200 with or without a session).
 * False while it still fails, the player then counting as signed out all the same.
 */
async function finishPendingLogout(dispatch: AppDispatch): Promise<boolean> {
  const { sessionApi } = await import('./session.api');
  try {
    await dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch {
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
  else if (logoutPending.isSet() && !(await finishPendingLogout(dispatch))) {
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

import type { AppDispatch } from '@dungeon/store';
import { loggedOut, type LogoutReason } from './session.slice';

/**
 * Empties the RTK Query cache, so no screen shows the previous account's data (the overview was
 * kept for 60 s). The API module is loaded here, not imported above: it stays out of the first load.
 */
export async function resetApiCache(dispatch: AppDispatch): Promise<void> {
  try {
    const { sessionApi } = await import('./session.api');
    dispatch(sessionApi.util.resetApiState());
  } catch {
    // The API chunk could not load: then nothing of it can be cached in this page either.
  }
}

/** Loaded on use, like the API: the draft store is not needed for the first paint. */
export async function loadFormDrafts() {
  return (await import('./form-drafts-storage')).formDrafts;
}

async function forgetDrafts(): Promise<void> {
  try {
    (await loadFormDrafts()).clear();
  } catch {
    // The chunk could not load: nothing can have been saved through it in this page either.
  }
}

/**
 * Signs this tab out: the session slice (and the slices that listen for `loggedOut`), then the
 * query cache. After the player's own logout nothing they typed is kept; after an idle logout the
 * open forms keep their drafts (`useFormDraft`) as they unmount.
 */
export async function endSessionInTab(dispatch: AppDispatch, reason: LogoutReason): Promise<void> {
  // First the session, then the cache: reset first, a signed-in screen would refetch and meet a 401.
  dispatch(loggedOut(reason));
  await Promise.all([reason === 'user' ? forgetDrafts() : undefined, resetApiCache(dispatch)]);
}

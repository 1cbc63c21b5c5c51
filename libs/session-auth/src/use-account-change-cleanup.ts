import { useEffect, useRef } from 'react';
import { formDraftsRecord } from '@dungeon/browser-storage';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { loadFormDrafts, resetApiCache } from './end-session';
import { selectSessionExpired, selectUser } from './session.slice';

/**
 * Forgets the previous account when the session changes hands without a logout in this tab
 * (those go through `endSessionInTab`): the query cache is emptied when the server ended the
 * session or another account signed in, and the drafts of any other account are dropped as soon
 * as an account is signed in.
 */
export function useAccountChangeCleanup(): void {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectUser)?.email ?? null;
  const expired = useAppSelector(selectSessionExpired);
  const previous = useRef(account);

  useEffect(() => {
    const before = previous.current;
    previous.current = account;
    // Most page loads have no drafts at all: then the draft store's chunk is not even fetched.
    if (account !== null && formDraftsRecord.read() !== undefined) {
      loadFormDrafts().then(
        (drafts) => {
          drafts.discardOtherAccounts(account);
        },
        () => undefined,
      );
    }
    if (before !== null && before !== account && (account !== null || expired)) void resetApiCache(dispatch);
  }, [account, expired, dispatch]);
}

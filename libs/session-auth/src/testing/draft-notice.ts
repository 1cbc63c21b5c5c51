import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';

/** The notice over a form whose draft was put back (FormDraftNotice, in English). */
export const DRAFT_RESTORED =
  'We put back what you had typed before you were logged out. Check it, then send it when you are ready.';

/**
 * What a player sees once a draft kept across a session end has been put back: the notice, read
 * out as a status, and nothing left in storage to be put back twice.
 */
export async function expectDraftPutBack(): Promise<void> {
  const notice = await screen.findByText(DRAFT_RESTORED);
  expect(notice.closest('[role="status"]')).not.toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toBeNull();
}

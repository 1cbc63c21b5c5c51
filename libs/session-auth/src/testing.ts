export { DRAFT_RESTORED, expectDraftPutBack } from './testing/draft-notice';
export { createGuardedRouter, SignInAgain } from './testing/guarded-router';
import { initialSessionState, type SessionState } from './session.slice';

/** Preloaded session states for tests: the three states of the SPEC §2 guard. */
export function sessionState(
  kind: 'unchecked' | 'signedOut' | 'signedIn',
  overrides: Partial<SessionState> = {},
): { session: SessionState } {
  const checked = kind !== 'unchecked';
  return {
    session: {
      ...initialSessionState,
      appLoaded: checked,
      appLoading: !checked,
      isAuthenticated: kind === 'signedIn',
      user: kind === 'signedIn' ? { username: 'Nyx', email: 'nyx@example.test' } : null,
      ...overrides,
    },
  };
}

import type { Page, Route } from '@playwright/test';

export type FakeSession = 'signedIn' | 'signedOut';

const answers: Record<FakeSession, object> = {
  signedIn: { result: 0, username: 'nyx', email: 'nyx@example.test' },
  signedOut: { result: 1 },
};

/**
 * Answers the SPEC §7 login check in the browser, for journeys that only need a session state.
 * `release` lets a test hold the answer to observe the "check unfinished" state.
 */
export async function fakeSession(
  page: Page,
  state: FakeSession,
  options: { hold?: Promise<void> } = {},
): Promise<void> {
  await page.route('**/api/auth/login/check', async (route: Route) => {
    if (options.hold) await options.hold;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answers[state]) });
  });
}

/** SPEC §4/§9 idle logout: a signed-in player who does nothing for 30 minutes is signed out. */
export const IDLE_LOGOUT_SECONDS = 1800;
/** The session-auth warning comes this long before the idle logout (libs/session-auth README). */
export const IDLE_WARNING_SECONDS = 60;

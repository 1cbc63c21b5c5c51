import {
  createSlice,
  isRejectedWithValue,
  type PayloadAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@dungeon/store';

/** SPEC §7: the answer of POST /auth/login/check. */
export interface LoginCheckAnswer {
  result: number;
  username?: string;
  email?: string;
  withdrawaldate?: string | null;
}

/** SPEC §4 result codes of the login check. */
export const LOGIN_CHECK = {
  loggedIn: 0,
  loggedOut: [1, 1002],
  expired: [1001, 1004],
} as const;

/**
 * Why the client signed out: `user` is the player's own logout (the confirmation modal, "Log out
 * now"); `idle` is the SPEC §4 idle timer, which the player did not ask for, so the page they were
 * on is kept to come back to and what they had typed is kept as a draft.
 */
export type LogoutReason = 'user' | 'idle';

export interface SessionUser {
  username: string;
  email: string;
}

export interface NearestLocation {
  name: string;
  rating: 'PEGI' | 'ESRB' | 'CERO' | 'GRAC';
}

/** SPEC §3 "Session user (client state)"; every field with its default. */
export interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True once the initial session check has finished, whatever its result. */
  appLoaded: boolean;
  appLoading: boolean;
  apps: unknown[];
  gifts: unknown[];
  dlcs: unknown[];
  /** Exact decimal string (big-number safe); null until known. */
  currencyCount: string | null;
  currencyHistory: unknown[];
  withdrawalDate: string | null;
  functionalCookies: boolean;
  nearestLocation: NearestLocation | null;
  globalCaptcha: boolean;
  supportFAQRead: boolean;
  identified: boolean;
  launcherVerification: boolean;
  /** Where to go after the session check or login (a same-site path). */
  redirect: string | null;
  /** Set when the server ended the session, so the login page can say so (defaultError_2). */
  expired: boolean;
  /**
   * Why the last logout happened, until the next sign-in: `user` (the player's own; the guard then
   * sends to login without `?redirect=`) or `idle` (SPEC §4; the login page says why).
   */
  loggedOutBy: LogoutReason | null;
  locale: string;
  gamesight: unknown;
}

export const initialSessionState: SessionState = {
  user: null,
  isAuthenticated: false,
  appLoaded: false,
  appLoading: true,
  apps: [],
  gifts: [],
  dlcs: [],
  currencyCount: null,
  currencyHistory: [],
  withdrawalDate: null,
  functionalCookies: true,
  nearestLocation: null,
  globalCaptcha: false,
  supportFAQRead: false,
  identified: false,
  launcherVerification: false,
  redirect: null,
  expired: false,
  loggedOutBy: null,
  locale: 'EN',
  gamesight: null,
};

/**
 * SPEC §8's "you need to log in" answers: the generic one, and the gift and ticket calls' own
 * (`giftcode` "log in first to receive a gift", `tickets_5` "need to log in").
 */
const LOGIN_NEEDED: ReadonlySet<unknown> = new Set(['defaultError_14', 'giftcode', 'tickets_5']);

/**
 * A call refused with 401 and a "you need to log in" key while the client believes it is signed
 * in: the server has ended the session (logout elsewhere, password change, expiry), the same
 * outcome as a login check answering 1001/1004.
 */
function isSessionEndedRefusal(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const payload = action.payload as { status?: unknown; data?: { error?: unknown } } | null;
  return payload?.status === 401 && LOGIN_NEEDED.has(payload.data?.error);
}

function signOut(state: SessionState): void {
  state.user = null;
  state.isAuthenticated = false;
  state.apps = [];
  state.gifts = [];
  state.dlcs = [];
  state.currencyCount = null;
  state.currencyHistory = [];
  state.withdrawalDate = null;
}

/** The server ended the session (a check's 1001/1004, or a "you need to log in" refusal): the login page says so. */
function endedByServer(state: SessionState): void {
  signOut(state);
  state.expired = true;
  state.loggedOutBy = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** SPEC §4: how each login-check result changes the session. */
    sessionChecked(state, action: PayloadAction<LoginCheckAnswer>) {
      const { result, username, email, withdrawaldate } = action.payload;
      state.appLoading = false;
      state.appLoaded = true;
      if (result === LOGIN_CHECK.loggedIn) {
        state.user = { username: username ?? '', email: email ?? '' };
        state.isAuthenticated = true;
        state.expired = false;
        state.loggedOutBy = null;
        // Kept when the answer carries one; a check without it means no closure is pending any more.
        state.withdrawalDate = withdrawaldate ?? null;
      } else if ((LOGIN_CHECK.loggedOut as readonly number[]).includes(result)) {
        signOut(state);
      } else if ((LOGIN_CHECK.expired as readonly number[]).includes(result)) {
        endedByServer(state);
      }
    },
    /** SPEC §4: a failed check logs out silently and marks the app loaded. */
    sessionCheckFailed(state) {
      signOut(state);
      state.appLoading = false;
      state.appLoaded = true;
    },
    /** SPEC §4 logout: clears user, apps, currency and withdrawal date. `loggedOut()` is the player's own. */
    loggedOut: {
      reducer(state, action: PayloadAction<LogoutReason>) {
        signOut(state);
        state.loggedOutBy = action.payload;
      },
      prepare: (reason: LogoutReason = 'user') => ({ payload: reason }),
    },
    functionalCookiesChanged(state, action: PayloadAction<boolean>) {
      state.functionalCookies = action.payload;
    },
    nearestLocationFound(state, action: PayloadAction<NearestLocation>) {
      state.nearestLocation = action.payload;
    },
    localeSet(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    /** The player opened a FAQ article (SPEC §3 supportFAQRead): the ticket form may skip its nudge. */
    supportFaqRead(state) {
      state.supportFAQRead = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionEndedRefusal, (state) => {
      if (state.isAuthenticated) endedByServer(state);
    });
  },
  selectors: {
    selectSessionChecked: (state) => state.appLoaded,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectUser: (state) => state.user,
    selectSessionExpired: (state) => state.expired,
    selectLoggedOutByUser: (state) => state.loggedOutBy === 'user',
    selectLoggedOutIdle: (state) => state.loggedOutBy === 'idle',
    selectFunctionalCookies: (state) => state.functionalCookies,
    selectNearestLocation: (state) => state.nearestLocation,
    selectSupportFaqRead: (state) => state.supportFAQRead,
    selectWithdrawalDate: (state) => state.withdrawalDate,
  },
});

declare module '@dungeon/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
}

export const injectedSessionSlice = sessionSlice.injectInto(rootReducer);

export const {
  sessionChecked,
  sessionCheckFailed,
  loggedOut,
  functionalCookiesChanged,
  nearestLocationFound,
  localeSet,
  supportFaqRead,
} = sessionSlice.actions;

export const {
  selectSessionChecked,
  selectIsAuthenticated,
  selectUser,
  selectSessionExpired,
  selectLoggedOutByUser,
  selectLoggedOutIdle,
  selectFunctionalCookies,
  selectNearestLocation,
  selectSupportFaqRead,
  selectWithdrawalDate,
} = injectedSessionSlice.selectors;

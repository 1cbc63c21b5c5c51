import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { loggedOut } from '@dungeon/session-auth';
import { rootReducer } from '@dungeon/store';

/** SPEC §2 "Logout confirmation modal": the logout modal status. */
export interface ChromeState {
  logoutModalOpen: boolean;
}

export const initialChromeState: ChromeState = { logoutModalOpen: false };

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState: initialChromeState,
  reducers: {
    /** The user chose Logout in the header or the mobile menu. */
    logoutRequested(state) {
      state.logoutModalOpen = true;
    },
    /** Cancel, Escape, the close button or the backdrop. */
    logoutDismissed(state) {
      state.logoutModalOpen = false;
    },
  },
  extraReducers: (builder) => {
    // However the session ended (this modal, idle logout, another tab), nothing is left to confirm.
    builder.addCase(loggedOut, (state) => {
      state.logoutModalOpen = false;
    });
  },
  selectors: {
    selectLogoutModalOpen: (state) => state.logoutModalOpen,
  },
});

declare module '@dungeon/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof chromeSlice> {}
}

export const injectedChromeSlice = chromeSlice.injectInto(rootReducer);

export const { logoutRequested, logoutDismissed } = chromeSlice.actions;

export const { selectLogoutModalOpen } = injectedChromeSlice.selectors;

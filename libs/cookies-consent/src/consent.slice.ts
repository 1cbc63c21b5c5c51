import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CookiePreferences } from '@dungeon/browser-storage';
import { rootReducer } from '@dungeon/store';

/** SPEC §2: the three tabs of the cookie preferences dialog, in order; Your Privacy is the default. */
export const CONSENT_TABS = ['privacy', 'necessary', 'functional'] as const;
export type ConsentTab = (typeof CONSENT_TABS)[number];

/** What the cookie elements show. What the visitor chose lives in browser storage, not here. */
export interface ConsentState {
  dialogOpen: boolean;
  activeTab: ConsentTab;
  /** False until the banner has checked its hide record (it then shows unless a valid record exists). */
  bannerVisible: boolean;
}

export const initialConsentState: ConsentState = {
  dialogOpen: false,
  activeTab: 'privacy',
  bannerVisible: false,
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** Opening starts on Your Privacy; asking again while open changes nothing. */
    preferencesOpened(state) {
      if (state.dialogOpen) return;
      state.dialogOpen = true;
      state.activeTab = 'privacy';
    },
    preferencesClosed(state) {
      state.dialogOpen = false;
    },
    preferencesTabSelected(state, action: PayloadAction<ConsentTab>) {
      state.activeTab = action.payload;
    },
    /** Dispatched after the choice was saved (see `confirmConsent`); the dialog closes. */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the payload is for listeners and devtools
    consentConfirmed(state, _action: PayloadAction<CookiePreferences>) {
      state.dialogOpen = false;
    },
    bannerRecordChecked(state, action: PayloadAction<{ hidden: boolean }>) {
      state.bannerVisible = !action.payload.hidden;
    },
    bannerClosed(state) {
      state.bannerVisible = false;
    },
    /** SPEC §4: the banner reappears once its hide record expires. */
    bannerHideExpired(state) {
      state.bannerVisible = true;
    },
  },
  selectors: {
    selectPreferencesOpen: (state) => state.dialogOpen,
    selectActiveConsentTab: (state) => state.activeTab,
    selectBannerVisible: (state) => state.bannerVisible,
  },
});

declare module '@dungeon/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof consentSlice> {}
}

export const injectedConsentSlice = consentSlice.injectInto(rootReducer);

export const {
  preferencesOpened,
  preferencesClosed,
  preferencesTabSelected,
  consentConfirmed,
  bannerRecordChecked,
  bannerClosed,
  bannerHideExpired,
} = consentSlice.actions;

export const { selectPreferencesOpen, selectActiveConsentTab, selectBannerVisible } = injectedConsentSlice.selectors;

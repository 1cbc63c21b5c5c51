import { describe, expect, it } from 'vitest';
import { cookieBannerHidden, cookiePreferences, keepMeLoggedIn, themePreference } from '@dungeon/browser-storage';
import { selectFunctionalCookies } from '@dungeon/session-auth';
import { makeStore } from '@dungeon/store';
import { confirmConsent, initConsent } from './consent-storage';
import {
  consentConfirmed,
  preferencesOpened,
  preferencesTabSelected,
  selectActiveConsentTab,
  selectPreferencesOpen,
} from './consent.slice';

describe('initConsent (SPEC §4 start-up)', () => {
  it('turns the session functionalCookies flag off when the saved preference says false', () => {
    cookiePreferences.write(false);
    const store = makeStore();
    expect(initConsent(store.dispatch)).toEqual({ necessary: true, functional: false });
    expect(selectFunctionalCookies(store.getState())).toBe(false);
  });

  it('leaves the flag on (its default) when functional is allowed or nothing is saved', () => {
    const first = makeStore();
    expect(initConsent(first.dispatch)).toBeNull();
    expect(selectFunctionalCookies(first.getState())).toBe(true);
    cookiePreferences.write(true);
    const returning = makeStore();
    initConsent(returning.dispatch);
    expect(selectFunctionalCookies(returning.getState())).toBe(true);
  });
});

describe('confirmConsent (SPEC §4 cookie confirm)', () => {
  it('deletes the functional entries when functional is off', () => {
    cookiePreferences.write(true);
    keepMeLoggedIn.write(true);
    themePreference.write('light');
    cookieBannerHidden.hide();
    const store = makeStore();
    store.dispatch(preferencesOpened());
    confirmConsent(store.dispatch, false);
    expect(cookiePreferences.read()).toEqual({ necessary: true, functional: false });
    expect(keepMeLoggedIn.read()).toBeNull();
    expect(themePreference.read()).toBeNull();
    expect(cookieBannerHidden.isHidden()).toBe(false);
    expect(selectFunctionalCookies(store.getState())).toBe(false);
    expect(selectPreferencesOpen(store.getState())).toBe(false);
  });

  it('turns the flag back on when functional is allowed again', () => {
    cookiePreferences.write(false);
    const store = makeStore();
    initConsent(store.dispatch);
    confirmConsent(store.dispatch, true);
    expect(selectFunctionalCookies(store.getState())).toBe(true);
    expect(cookiePreferences.read()?.functional).toBe(true);
  });
});

describe('consent slice', () => {
  it('opens on Your Privacy, and a repeated open keeps the current tab', () => {
    const store = makeStore();
    store.dispatch(preferencesOpened());
    store.dispatch(preferencesTabSelected('functional'));
    store.dispatch(preferencesOpened());
    expect(selectActiveConsentTab(store.getState())).toBe('functional');
    store.dispatch(consentConfirmed({ necessary: true, functional: true }));
    store.dispatch(preferencesOpened());
    expect(selectActiveConsentTab(store.getState())).toBe('privacy');
  });
});

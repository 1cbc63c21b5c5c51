import { describe, expect, it } from 'vitest';
import { cookiePreferences, keepMeLoggedIn } from '@dungeon/browser-storage';
import { shouldLogOutWhenIdle } from './idle-logout-rule';

describe('shouldLogOutWhenIdle (SPEC §4)', () => {
  it('logs out a signed-in user with saved preferences and no keep-me-logged-in flag', () => {
    cookiePreferences.write(true);
    expect(shouldLogOutWhenIdle(true)).toBe(true);
  });

  it('logs out when the flag is false', () => {
    cookiePreferences.write(true);
    keepMeLoggedIn.write(false);
    expect(shouldLogOutWhenIdle(true)).toBe(true);
  });

  it('keeps a user who asked to stay logged in', () => {
    cookiePreferences.write(true);
    keepMeLoggedIn.write(true);
    expect(shouldLogOutWhenIdle(true)).toBe(false);
  });

  it('does nothing while no cookie preferences exist', () => {
    expect(shouldLogOutWhenIdle(true)).toBe(false);
  });

  it('does nothing for a signed-out visitor', () => {
    cookiePreferences.write(true);
    expect(shouldLogOutWhenIdle(false)).toBe(false);
  });
});

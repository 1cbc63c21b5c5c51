import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { FORM_DRAFT_MAX_AGE_MS, formDrafts, isSecretField } from './form-drafts-storage';

const FORM_DRAFTS_KEY = SESSION_STORAGE_KEYS.formDrafts;

const NYX = { account: 'nyx@example.test', path: '/support/contact', formId: 'support-ticket' };

describe('formDrafts (sessionStorage key formDrafts)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('keeps a draft for its account and path only', () => {
    expect(formDrafts.save(NYX, { subject: 'Launcher closes', description: 'It crashes at start.' })).toBe(true);
    expect(formDrafts.find(NYX)?.values).toEqual({ subject: 'Launcher closes', description: 'It crashes at start.' });
    // The account is matched without regard to case or spaces, as the session may spell it.
    expect(formDrafts.find({ ...NYX, account: ' NYX@example.test' })).not.toBeNull();
    expect(formDrafts.find({ ...NYX, account: 'ash@example.test' })).toBeNull();
    expect(formDrafts.find({ ...NYX, path: '/support/report/bugreport/steam/76561198012345679' })).toBeNull();
    expect(formDrafts.find({ ...NYX, formId: 'report' })).toBeNull();
  });

  it('lives in sessionStorage, so it ends with the tab', () => {
    formDrafts.save(NYX, { subject: 'Launcher closes' });
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toContain('Launcher closes');
    expect(localStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });

  it('never stores a password, card, captcha or file field, nor anything that is not text', () => {
    formDrafts.save(NYX, {
      subject: 'Refund',
      password: 'Torch#Light42',
      currentPassword: 'Torch#Light42',
      card_number: '4111111111111111',
      cardCvc: '123',
      captcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      attachments: [new File(['x'], 'x.png')],
      count: 3,
    });
    const stored = sessionStorage.getItem(FORM_DRAFTS_KEY) ?? '';
    expect(formDrafts.find(NYX)?.values).toEqual({ subject: 'Refund' });
    for (const secret of ['Torch#Light42', '4111111111111111', '123', 'eyJhbGci', 'x.png'])
      expect(stored).not.toContain(secret);
  });

  it('judges a secret by the words of its name, not by substrings', () => {
    expect(isSecretField('newPassword')).toBe(true);
    expect(isSecretField('card-number')).toBe(true);
    expect(isSecretField('captchaSolution')).toBe(true);
    expect(isSecretField('profileName')).toBe(false);
    expect(isSecretField('shipping')).toBe(false);
    expect(isSecretField('migrationKey')).toBe(false);
  });

  it('keeps nothing when every field is blank', () => {
    expect(formDrafts.save(NYX, { subject: '   ', description: '' })).toBe(false);
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });

  it('expires a draft after 24 hours', () => {
    formDrafts.save(NYX, { subject: 'Launcher closes' });
    vi.advanceTimersByTime(FORM_DRAFT_MAX_AGE_MS - 1);
    expect(formDrafts.find(NYX)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(formDrafts.find(NYX)).toBeNull();
  });

  it('replaces an older draft of the same form, and discard deletes it', () => {
    formDrafts.save(NYX, { subject: 'first' });
    formDrafts.save(NYX, { subject: 'second' });
    expect(formDrafts.find(NYX)?.values).toEqual({ subject: 'second' });
    formDrafts.discard(NYX);
    expect(formDrafts.find(NYX)).toBeNull();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });

  it('drops the drafts of every other account when an account signs in', () => {
    formDrafts.save(NYX, { subject: 'Nyx typed this' });
    formDrafts.save({ ...NYX, account: 'ash@example.test' }, { subject: 'Ash typed this' });
    formDrafts.discardOtherAccounts('ash@example.test');
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).not.toContain('Nyx typed this');
    expect(formDrafts.find({ ...NYX, account: 'ash@example.test' })?.values).toEqual({ subject: 'Ash typed this' });
  });

  it('keeps a draft typed while signed out apart from every account, and drops it when an account signs in', () => {
    const signedOut = { ...NYX, account: null, path: '/user/login', formId: 'login' };
    expect(formDrafts.save(signedOut, { email: 'nyx@example.test' }, 'language-change')).toBe(true);
    expect(formDrafts.find(signedOut)).toEqual({ values: { email: 'nyx@example.test' }, reason: 'language-change' });
    expect(formDrafts.find({ ...signedOut, account: 'nyx@example.test' })).toBeNull();
    // A blank account is a mistake, not "signed out".
    expect(formDrafts.save({ ...signedOut, account: ' ' }, { email: 'ash@example.test' })).toBe(false);

    formDrafts.discardOtherAccounts('nyx@example.test');
    expect(formDrafts.find(signedOut)).toBeNull();
  });

  it('says why a draft was kept; an older record without a reason was kept when a session ended', () => {
    formDrafts.save(NYX, { subject: 'Launcher closes' });
    expect(formDrafts.find(NYX)?.reason).toBe('session-ended');
    formDrafts.save(NYX, { subject: 'Launcher closes' }, 'language-change');
    expect(formDrafts.find(NYX)?.reason).toBe('language-change');
    sessionStorage.setItem(
      FORM_DRAFTS_KEY,
      JSON.stringify([{ ...NYX, savedAt: Date.now(), values: { subject: 'Refund' } }]),
    );
    expect(formDrafts.find(NYX)).toEqual({ values: { subject: 'Refund' }, reason: 'session-ended' });
    sessionStorage.setItem(
      FORM_DRAFTS_KEY,
      JSON.stringify([{ ...NYX, savedAt: Date.now(), values: { subject: 'Refund' }, reason: 'forever' }]),
    );
    expect(formDrafts.find(NYX)).toBeNull();
  });

  it('clear leaves nothing behind', () => {
    formDrafts.save(NYX, { subject: 'Launcher closes' });
    formDrafts.clear();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });

  it('reads a tampered record as no draft', () => {
    sessionStorage.setItem(FORM_DRAFTS_KEY, '{"not":"a list"');
    expect(formDrafts.find(NYX)).toBeNull();
    sessionStorage.setItem(FORM_DRAFTS_KEY, JSON.stringify([{ ...NYX, savedAt: Date.now(), values: { subject: 42 } }]));
    expect(formDrafts.find(NYX)).toBeNull();
  });

  it('keeps a draft for this page view when the browser refuses to store it', async () => {
    vi.resetModules();
    const fresh = await import('./form-drafts-storage');
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(fresh.formDrafts.save(NYX, { subject: 'Launcher closes' })).toBe(true);
    expect(refuse).toHaveBeenCalled();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
    expect(fresh.formDrafts.find(NYX)?.values).toEqual({ subject: 'Launcher closes' });
  });
});

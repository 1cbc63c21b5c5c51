/**
 * The shape of the sessionStorage key `formDrafts` (browser-storage's `formDraftsRecord` reads and
 * writes it): what a player had typed in a form when the session ended without them asking (idle
 * logout, server-side expiry), kept so the form can be refilled after they sign in again, or when
 * a language change reloaded the page (SPEC §4). Each draft belongs to one account (or to no
 * account, typed while signed out) and one page path. Only text is kept, never a field whose name says
 * it is a secret; drafts end with the tab (sessionStorage) or after `FORM_DRAFT_MAX_AGE_MS`,
 * whichever comes first. Strictly necessary for what the player was doing, so no consent is
 * needed. Falls back to memory where storage is blocked.
 */
import { formDraftsRecord } from '@dungeon/browser-storage';

/** A draft older than a day is stale (a tab left open on a shared computer): it is dropped unread. */
export const FORM_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Bounds of what one tab keeps: drafts are short text, not an archive. */
const MAX_DRAFTS = 20;
const MAX_FIELDS = 20;
const MAX_VALUE_LENGTH = 20_000;

/**
 * Words that mark a field as a secret, matched against the words of its name (`currentPassword`,
 * `card_number`, `captcha-solution`): such a field is never stored, whatever a form passes.
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'pwd',
  'pin',
  'otp',
  'secret',
  'token',
  'captcha',
  'card',
  'cvc',
  'cvv',
  'iban',
  'payment',
  'file',
  'files',
  'attachment',
  'attachments',
]);

export interface FormDraftAddress {
  /** The account's email, as the session knows it; null for a form filled in while signed out. */
  account: string | null;
  /** The page path (no query or hash). */
  path: string;
  formId: string;
}

export type FormDraftValues = Record<string, string>;

/** Why a draft was kept: the session ended without the player asking, or the language changed. */
export type FormDraftReason = 'session-ended' | 'language-change';

export interface FoundDraft {
  values: FormDraftValues;
  reason: FormDraftReason;
}

interface StoredDraft {
  /** The account's key (`accountKey`): '' for no account. */
  account: string;
  path: string;
  formId: string;
  savedAt: number;
  values: FormDraftValues;
  /** Absent in drafts written before language changes kept them: those are `session-ended`. */
  reason?: FormDraftReason;
}

let memory: StoredDraft[] = [];
/** Set once storage refused a write: the in-memory copy is then the truth for this page view. */
let memoryOnly = false;

function wordsOf(fieldName: string): string[] {
  return fieldName
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

/** True when a field's name marks it as a password, payment, captcha or file field. */
export function isSecretField(fieldName: string): boolean {
  return wordsOf(fieldName).some((word) => SECRET_WORDS.has(word));
}

function accountKey(account: string | null): string {
  return account?.trim().toLowerCase() ?? '';
}

function sameAddress(draft: StoredDraft, address: FormDraftAddress): boolean {
  return (
    draft.account === accountKey(address.account) && draft.path === address.path && draft.formId === address.formId
  );
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as { [Key in keyof StoredDraft]?: unknown };
  return (
    typeof draft.account === 'string' &&
    typeof draft.path === 'string' &&
    typeof draft.formId === 'string' &&
    typeof draft.savedAt === 'number' &&
    (draft.reason === undefined || draft.reason === 'session-ended' || draft.reason === 'language-change') &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Object.values(draft.values).every((field) => typeof field === 'string')
  );
}

/** The drafts still fresh at `now`; a tampered record reads as none. */
function read(now: number): StoredDraft[] {
  let drafts = memory;
  if (!memoryOnly) {
    const stored = formDraftsRecord.read() ?? [];
    drafts = Array.isArray(stored) ? stored.filter(isStoredDraft) : [];
  }
  return drafts.filter((draft) => draft.savedAt <= now && now - draft.savedAt < FORM_DRAFT_MAX_AGE_MS);
}

function write(drafts: StoredDraft[]): void {
  memory = drafts;
  if (!drafts.length) formDraftsRecord.clear();
  // Refused (quota, privacy mode): the in-memory copy is the truth for the rest of this page view.
  else if (!formDraftsRecord.write(drafts)) memoryOnly = true;
}

/** The values worth keeping: text only, no secret field, not blank, within bounds. */
function keepable(values: Readonly<Record<string, unknown>>): FormDraftValues {
  const kept: FormDraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (Object.keys(kept).length >= MAX_FIELDS) break;
    if (typeof value !== 'string' || isSecretField(name) || value.length > MAX_VALUE_LENGTH) continue;
    kept[name] = value;
  }
  return Object.values(kept).some((value) => value.trim() !== '') ? kept : {};
}

export const formDrafts = {
  /**
   * Keeps a form's values for its account and path (replacing an older draft of the same form).
   * Returns false, keeping nothing, when no text field worth keeping is left, or when an account
   * is named but blank.
   */
  save(
    address: FormDraftAddress,
    values: Readonly<Record<string, unknown>>,
    reason: FormDraftReason = 'session-ended',
    now: number = Date.now(),
  ): boolean {
    const kept = keepable(values);
    if (!Object.keys(kept).length || (address.account !== null && !address.account.trim())) return false;
    const others = read(now).filter((draft) => !sameAddress(draft, address));
    const draft: StoredDraft = {
      ...address,
      account: accountKey(address.account),
      savedAt: now,
      values: kept,
      reason,
    };
    write([...others, draft].slice(-MAX_DRAFTS));
    return true;
  },
  /** The form's draft for this account and path, if one is fresh (reading deletes nothing). */
  find(address: FormDraftAddress, now: number = Date.now()): FoundDraft | null {
    const found = read(now).find((draft) => sameAddress(draft, address));
    return found ? { values: keepable(found.values), reason: found.reason ?? 'session-ended' } : null;
  },
  /** Deletes the form's draft: a form is refilled once. */
  discard(address: FormDraftAddress, now: number = Date.now()): void {
    write(read(now).filter((draft) => !sameAddress(draft, address)));
  },
  /**
   * Another account signed in on this tab: it never sees what the previous one typed, nor what
   * was typed while signed out.
   */
  discardOtherAccounts(account: string, now: number = Date.now()): void {
    write(read(now).filter((draft) => draft.account === accountKey(account)));
  },
  /** The player logged out on purpose: nothing they typed is left behind. */
  clear(): void {
    write([]);
  },
};

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { onBeforeLanguageReload } from '@dungeon/i18n-locales';
import { useAppSelector, type RootState } from '@dungeon/store';
import { formDrafts } from './form-drafts-storage';
import { selectIsAuthenticated, selectLoggedOutByUser, selectSessionChecked, selectUser } from './session.slice';

export type FormDraft<Field extends string> = Partial<Record<Field, string>>;

export interface FormDraftOptions<Values extends object, Field extends keyof Values & string> {
  /** Names the form on its page (`support-ticket`); with the account and path it addresses the draft. */
  formId: string;
  /**
   * The fields the form opts in: text the player typed. A field named like a secret (password,
   * card, captcha, file ...) is never stored, whatever is listed; a value that is not a string is
   * skipped.
   */
  fields: readonly Field[];
  /** The form's current values (its state object); only `fields` are read. */
  values: Values;
  /**
   * Puts a draft back (once, after the same account signed in again, or after a language change
   * reloaded the page): the fields the player had changed.
   */
  onRestore: (draft: FormDraft<Field>) => void;
  /** False when there is nothing to keep (the form was sent). Default true. */
  enabled?: boolean;
}

interface Snapshot {
  formId: string;
  path: string;
  /** The account the form was being filled under: the last one seen, still known after the session ended. */
  account: string | null;
  changed: Record<string, string>;
  enabled: boolean;
}

function textOf<Values extends object, Field extends keyof Values & string>(
  values: Values,
  fields: readonly Field[],
): FormDraft<Field> {
  const text: FormDraft<Field> = {};
  for (const field of fields) {
    const value: unknown = values[field];
    if (typeof value === 'string') text[field] = value;
  }
  return text;
}

function changedFrom(initial: Record<string, string | undefined>, current: Record<string, string | undefined>) {
  const changed: Record<string, string> = {};
  for (const [field, value] of Object.entries(current))
    if (value !== undefined && value !== initial[field]) changed[field] = value;
  return changed;
}

/**
 * Keeps what the player typed in a form when the session ends without them asking (idle logout,
 * server-side expiry, see `selectLoggedOutByUser`), and refills the form once when the same account
 * signs in again and comes back to the page. Also when a language change reloads the page (SPEC
 * §4), signed in or out: the form comes back in the new language as it was. Only the fields the
 * player changed from what the form started with are kept, for this account and path
 * (`formDrafts`). A logout the player asked for keeps nothing. `restored` is true only for a draft
 * kept when a session ended (the player may not remember the form): show it with `FormDraftNotice`.
 */
export function useFormDraft<Values extends object, Field extends keyof Values & string>({
  formId,
  fields,
  values,
  onRestore,
  enabled = true,
}: FormDraftOptions<Values, Field>): { restored: boolean } {
  const store = useStore<RootState>();
  const account = useAppSelector(selectUser)?.email ?? null;
  const sessionKnown = useAppSelector(selectSessionChecked);
  const { pathname } = useLocation();
  const [initial] = useState(() => textOf(values, fields));
  /** Whose drafts were looked for: an account's email, or '' for signed out. */
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const [putBack, setPutBack] = useState<{ owner: string; restored: boolean } | null>(null);
  const snapshot = useRef<Snapshot>({ formId, path: pathname, account, changed: {}, enabled });

  // Refill once for whoever the page turns out to be for, as soon as that is known (a public page
  // renders before the session check), during render so the fields never show empty first. On a
  // prerendered page a signed-out refill comes after hydration: the check is a request. The draft
  // is deleted once shown.
  const viewer = account ?? (sessionKnown ? '' : null);
  if (viewer !== null && enabled && checkedFor !== viewer) {
    setCheckedFor(viewer);
    const draft = formDrafts.find({ account: viewer || null, path: pathname, formId });
    const refill = draft ? textOf(draft.values as Record<Field, string>, fields) : {};
    if (draft && Object.keys(refill).length) {
      onRestore(refill);
      setPutBack({ owner: viewer, restored: draft.reason === 'session-ended' });
    }
  }

  useEffect(() => {
    if (putBack) formDrafts.discard({ account: putBack.owner || null, path: pathname, formId });
  }, [putBack, pathname, formId]);

  // A language change reloads the page: keep what was typed, for whoever is signed in now (no one,
  // while the session check is unfinished; an account seen after the reload drops such a draft).
  useEffect(
    () =>
      onBeforeLanguageReload(() => {
        const { enabled: keep, changed, formId: id, path } = snapshot.current;
        const owner = selectUser(store.getState())?.email ?? null;
        if (keep) formDrafts.save({ account: owner, path, formId: id }, changed, 'language-change');
      }),
    [store],
  );

  // In the commit that shows the values, not in a passive effect that may run later: a language
  // change the next moment must save what the player sees.
  useLayoutEffect(() => {
    snapshot.current = {
      formId,
      path: pathname,
      account: account ?? snapshot.current.account,
      changed: changedFrom(initial, textOf(values, fields)),
      enabled,
    };
  });

  // The form leaves the screen: if the session ended without the player asking, keep what they typed.
  useEffect(() => {
    const latest = snapshot;
    return () => {
      const { account: owner, enabled: keep, changed, formId: id, path } = latest.current;
      const state = store.getState();
      if (!keep || !owner || selectIsAuthenticated(state) || selectLoggedOutByUser(state)) return;
      formDrafts.save({ account: owner, path, formId: id }, changed, 'session-ended');
    };
  }, [store]);

  return { restored: putBack?.restored ?? false };
}

/**
 * The state of a form's one text field worth keeping (`useState('')`), kept as the form's draft
 * (`useFormDraft` with `fields: [field]`): the login and password-reset emails, the gift code.
 */
export function useDraftedField(
  formId: string,
  field: string,
  { enabled = true }: { enabled?: boolean } = {},
): [value: string, setValue: (value: string) => void, draft: { restored: boolean }] {
  const [value, setValue] = useState('');
  const draft = useFormDraft({
    formId,
    fields: [field],
    values: { [field]: value },
    onRestore: (kept) => {
      const text = kept[field];
      if (text !== undefined) setValue(text);
    },
    enabled,
  });
  return [value, setValue, draft];
}

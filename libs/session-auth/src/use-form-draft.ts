import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useAppSelector, type RootState } from '@dungeon/store';
import { formDrafts } from './form-drafts-storage';
import { selectIsAuthenticated, selectLoggedOutByUser, selectUser } from './session.slice';

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
  /** Puts a draft back (once, after the same account signed in again): the fields the player had changed. */
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
 * server-side expiry, see `loggedOutByUser`), and refills the form once when the same account
 * signs in again and comes back to the page. Only the fields the player changed from what the
 * form started with are kept, for this account and path (`formDrafts`). A logout the player asked
 * for keeps nothing. Show `restored` with `FormDraftNotice`.
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
  const { pathname } = useLocation();
  const [initial] = useState(() => textOf(values, fields));
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const snapshot = useRef<Snapshot>({ formId, path: pathname, account, changed: {}, enabled });

  // Refill once, as soon as the account is known (a public page may render before the session
  // check), during render so the fields never show empty first. The draft is deleted once shown.
  if (account && enabled && checkedFor === null) {
    setCheckedFor(account);
    const draft = formDrafts.find({ account, path: pathname, formId });
    const refill = draft ? textOf(draft as Record<Field, string>, fields) : {};
    if (Object.keys(refill).length) {
      onRestore(refill);
      setRestored(true);
    }
  }

  useEffect(() => {
    if (restored && checkedFor) formDrafts.discard({ account: checkedFor, path: pathname, formId });
  }, [restored, checkedFor, pathname, formId]);

  useEffect(() => {
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
      formDrafts.save({ account: owner, path, formId: id }, changed);
    };
  }, [store]);

  return { restored };
}

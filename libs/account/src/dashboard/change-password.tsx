import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '@dungeon/api-client';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { selectUser } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import { Dialog, TextField, useSubmitOnce } from '@dungeon/ui-kit';
import { checkWithAuthSchema, prefetchSchemas } from '../forms/auth-schemas';
import { atFieldsOrAlert, RefusalAlert, useRefusal } from '../forms/refusal';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { useChangePasswordMutation } from './password.api';

const EMPTY = { currentPassword: '', password: '', passwordConfirm: '' };
type Field = keyof typeof EMPTY;

/**
 * "Change password" on the dashboard (beyond the spec; ASVS 2.1.5, 2.1.6): a dialog asking the
 * current password and the new one twice, checked by the contract's rules before it is sent. A
 * refusal of a field is said at that field; any other failure in the dialog's alert, with every
 * field kept, and the same button sends again under the same Idempotency-Key, so a change whose
 * answer was lost is answered again rather than refused as a wrong current password. The server
 * signs every other device out; the dashboard says so once the dialog has closed.
 */
export function ChangePassword() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const errorMessage = useErrorMessage();
  const email = useAppSelector(selectUser)?.email ?? '';
  const [changePassword, change] = useChangePasswordMutation();
  const submissionKey = useSubmissionKey();
  const { submitOnce, busy } = useSubmitOnce(change.isLoading);
  const { errors, alertRef, check, refuse } = useRefusal<Field>();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  async function save() {
    const found = await checkWithAuthSchema((schemas) => schemas.passwordChangeSchema, form);
    if (!check(found)) return;
    try {
      await changePassword({ ...form, idempotencyKey: submissionKey.keyFor(form) }).unwrap();
      submissionKey.settled();
      close();
      setDone(true);
    } catch (error) {
      refuse(error, atFieldsOrAlert);
    }
  }

  function close() {
    setOpen(false);
    setForm(EMPTY);
    check({});
  }

  // After the dialog's cleanup has given focus back to its opener: the outcome takes it.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const field = (name: Field) => ({
    name,
    type: 'password',
    required: true,
    value: form[name],
    error: errors[name] && errorMessage(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  return (
    <div className="dashboard__password">
      <button
        type="button"
        className="button"
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        {t('dashboard.password.open')}
      </button>
      {done && (
        <p ref={doneRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          {t('dashboard.password.done')}
        </p>
      )}
      <Dialog
        open={open}
        onClose={close}
        title={t('dashboard.password.title')}
        description={t('dashboard.password.body')}
        initialFocusRef={currentRef}
      >
        <form noValidate onSubmit={submitOnce(save)} aria-busy={busy}>
          <RefusalAlert ref={alertRef} error={errors.form} />
          {/* Tells a password manager whose password this is (the account's sign-in name). */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            ref={currentRef}
            label={t('dashboard.password.current')}
            autoComplete="current-password"
            onFocus={prefetchSchemas}
            {...field('currentPassword')}
          />
          <TextField
            label={t('dashboard.password.new')}
            hint={t('dashboard.password.newHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField label={t('dashboard.password.repeat')} autoComplete="new-password" {...field('passwordConfirm')} />
          <div className="dashboard__links">
            <button type="submit" className="button button--primary" disabled={busy}>
              {change.isLoading ? t('dashboard.password.saving') : t('dashboard.password.save')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('dashboard.password.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

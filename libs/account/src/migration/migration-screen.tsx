import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MigrationAnswer } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FormDraftNotice, useFormDraft } from '@dungeon/session-auth';
import { TextField, useFocusWhenShown } from '@dungeon/ui-kit';
import { RefusalAlert, useRefusal } from '../forms/refusal';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { validateMigration } from './migration-rules';
import { useMigrateLegacyAccountMutation } from './migration.api';
import '../dashboard/account-screen.css';

/**
 * /user/chaf-migrate: the migration key and the old account id (a 17-19 digit string, never a
 * JS number: it is typed, checked and sent as text). Success shows "Migration Successful!".
 * Both fields come back after signing in again if the session ends before sending (`useFormDraft`).
 */
export function MigrationScreen() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const errorMessage = useErrorMessage();
  const [migrate, { isLoading }] = useMigrateLegacyAccountMutation();
  const [migrationKey, setMigrationKey] = useState('');
  const [oldAccountId, setOldAccountId] = useState('');
  const { errors, alertRef, check, refuse } = useRefusal<'migrationKey' | 'oldAccountId'>();
  const [result, setResult] = useState<MigrationAnswer | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusSuccess = useFocusWhenShown(() => successRef.current);
  const { restored } = useFormDraft({
    formId: 'account-migration',
    fields: ['migrationKey', 'oldAccountId'],
    values: { migrationKey, oldAccountId },
    onRestore: (draft) => {
      if (draft.migrationKey !== undefined) setMigrationKey(draft.migrationKey);
      if (draft.oldAccountId !== undefined) setOldAccountId(draft.oldAccountId);
    },
    enabled: !result,
  });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const checked = validateMigration(migrationKey, oldAccountId);
    if (!check(checked.errors ?? {}) || !checked.request) return;
    try {
      setResult(await migrate(checked.request).unwrap());
      focusSuccess();
    } catch (error) {
      refuse(error);
    }
  }

  if (result) {
    return (
      <div className="page account-screen account-screen--narrow">
        <h1>{t('migration.heading')}</h1>
        <div ref={successRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          <p>
            <strong>{errorMessage('success.migrationSuccessful')}</strong>
          </p>
          <p>{t('migration.migrated', { id: result.oldAccountId, name: result.legacyName })}</p>
        </div>
        <p>
          <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page account-screen account-screen--narrow">
      <h1>{t('migration.heading')}</h1>
      <p>{t('migration.intro')}</p>
      <h2>{t('migration.rulesHeading')}</h2>
      <ul>
        <li>{t('migration.rules.once')}</li>
        <li>{t('migration.rules.payments')}</li>
      </ul>
      <FormDraftNotice restored={restored} className="account-notice account-notice--success" />
      <RefusalAlert ref={alertRef} error={errors.form} className="account-notice account-notice--warning" />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <TextField
          label={t('migration.key')}
          hint={t('migration.keyHint')}
          type="text"
          name="migrationKey"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={migrationKey}
          onChange={(event) => {
            setMigrationKey(event.target.value);
          }}
          error={errors.migrationKey && errorMessage(errors.migrationKey)}
        />
        <TextField
          label={t('migration.oldAccountId')}
          hint={t('migration.oldAccountIdHint')}
          type="text"
          inputMode="numeric"
          name="oldAccountId"
          autoComplete="off"
          spellCheck={false}
          required
          value={oldAccountId}
          onChange={(event) => {
            setOldAccountId(event.target.value);
          }}
          error={errors.oldAccountId && errorMessage(errors.oldAccountId)}
        />
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {isLoading ? t('migration.submitting') : t('migration.submit')}
          </button>
          <Link to={paths.dashboard}>{t('common.backToDashboard')}</Link>
        </div>
      </form>
    </div>
  );
}

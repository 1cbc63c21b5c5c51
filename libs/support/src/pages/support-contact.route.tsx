import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import { errorKeyOf, fieldErrorsOf } from '@dungeon/api-client';
import { CaptchaField } from '@dungeon/captcha';
import {
  characterCount,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  FAQ_QUERY_MAX_LENGTH,
  SUPPORT_PLATFORMS,
  TICKET_REQUEST_TYPES,
  ticketFieldsSchema,
  type TicketCreated,
} from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FormDraftNotice, useFormDraft } from '@dungeon/session-auth';
import { VisuallyHidden } from '@dungeon/ui-kit';
import { formProblems } from '../form-problems';
import { AttachmentsField } from '../forms/attachments-field';
import { SelectField, TextAreaField, TextField } from '../forms/fields';
import { UploadProgress } from '../forms/upload-progress';
import { SUPPORT_NS } from '../support-namespace';
import { useFaqSearchQuery, useSubmitTicketMutation } from '../support.api';
import { useDebouncedValue } from '../use-debounced-value';
import { useSubmissionKey } from '../use-submission-key';
import '../forms/form.css';

interface TicketValues {
  requestType: string;
  subject: string;
  platform: string;
  account: string;
  orderId: string;
  description: string;
}

const EMPTY: TicketValues = { requestType: '', subject: '', platform: '', account: '', orderId: '', description: '' };
/** Kept as a draft if the session ends before sending (never the files or the captcha). */
const DRAFT_FIELDS = ['requestType', 'subject', 'platform', 'account', 'orderId', 'description'] as const;
/** Subjects shorter than this ask no suggestions. */
const SUGGEST_FROM = 3;

/**
 * The start of a subject that the FAQ search takes (FAQ_QUERY_MAX_LENGTH UTF-16 units; a longer
 * query is refused with a 400), cut between characters, never inside a surrogate pair.
 */
function suggestionQuery(subject: string): string {
  let query = '';
  for (const character of subject) {
    if (query.length + character.length > FAQ_QUERY_MAX_LENGTH) break;
    query += character;
  }
  return query.trim();
}

interface InProgress {
  ticketId: number;
  email: string;
}

function inProgressOf(error: unknown): InProgress | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<InProgress> | undefined;
  return typeof data?.ticketId === 'number' && typeof data.email === 'string'
    ? { ticketId: data.ticketId, email: data.email }
    : null;
}

/**
 * /support/contact (auth): the ticket form. The client runs the contract's own schema, so a
 * player learns of form_9, form_12 ... before sending; files are checked by size and content when
 * picked. The values stay in state after a refusal; only success clears the form. If the session
 * ends before sending (idle, server-side), the text comes back after signing in again.
 */
export function Component() {
  const { t, i18n } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const [submit, { isLoading }] = useSubmitTicketMutation();
  const [values, setValues] = useState<TicketValues>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [inProgress, setInProgress] = useState<InProgress | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<TicketCreated | null>(null);
  const submissionKey = useSubmissionKey();
  const noticeRef = useRef<HTMLDivElement>(null);
  const { restored } = useFormDraft({
    formId: 'support-ticket',
    fields: DRAFT_FIELDS,
    values,
    onRestore: (draft) => {
      setValues((current) => ({ ...current, ...draft }));
    },
    enabled: !created,
  });

  const subject = suggestionQuery(useDebouncedValue(values.subject.trim()));
  const suggestions = useFaqSearchQuery(
    characterCount(subject) >= SUGGEST_FROM ? { q: subject, category: null, lang: i18n.language } : skipToken,
  );

  const set = (field: keyof TicketValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const shown = (field: string) => (errors[field] ? errorMessage(errors[field]) : undefined);
  const focusNotice = () => requestAnimationFrame(() => noticeRef.current?.focus());

  async function send(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    setInProgress(null);
    const problems = formProblems(ticketFieldsSchema, { ...values, captcha: captcha ?? '' });
    setErrors(problems);
    if (Object.keys(problems).length) {
      setFormError(Object.values(problems)[0] ?? 'form_11');
      focusNotice();
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries<string>({ ...values })) form.append(name, value);
    form.append('captcha', captcha ?? '');
    for (const file of files) form.append('attachments', file, file.name);
    const idempotencyKey = submissionKey.keyFor({ ...values }, files);
    setFormError(null);
    setProgress(0);
    try {
      const answer = await submit({ form, idempotencyKey, onProgress: setProgress }).unwrap();
      setCreated(answer);
      setValues(EMPTY);
      setFiles([]);
      submissionKey.settled();
    } catch (error) {
      const key = errorKeyOf(error);
      setErrors(fieldErrorsOf(error));
      setFormError(key);
      setInProgress(key === 'form_1' ? inProgressOf(error) : null);
      // A refused or spent captcha is never good twice: start over with a fresh challenge.
      setCaptchaReset((count) => count + 1);
    } finally {
      setProgress(null);
      focusNotice();
    }
  }

  if (created) {
    return (
      <div className="page support-form">
        <h1>{t('pages.supportContact.title')}</h1>
        <div ref={noticeRef} tabIndex={-1} role="status" className="support-notice support-notice--success">
          <p>{errorMessage('success.supportRequestReceived')}</p>
          <p>{t('form.ticketNumber', { id: created.id })}</p>
        </div>
        <div className="support-form__actions">
          <Link to={paths.supportMyTickets} className="button button--primary">
            {t('form.myTickets')}
          </Link>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCreated(null);
            }}
          >
            {t('form.another')}
          </button>
        </div>
      </div>
    );
  }

  const descriptionLength = characterCount(values.description.trim());
  const suggested = suggestions.data?.items.slice(0, 3) ?? [];

  return (
    <div className="page support-form">
      <h1>{t('pages.supportContact.title')}</h1>
      <p>{t('form.intro')}</p>
      <FormDraftNotice restored={restored} className="support-notice support-notice--success" />
      {formError && (
        <div ref={noticeRef} tabIndex={-1} role="alert" className="support-notice support-notice--error">
          <p>{errorMessage(formError)}</p>
          {inProgress && <p>{t('form.existingTicket', { id: inProgress.ticketId, email: inProgress.email })}</p>}
        </div>
      )}
      <form noValidate onSubmit={(event) => void send(event)} aria-busy={isLoading}>
        <SelectField
          label={t('form.requestType')}
          name="requestType"
          required
          value={values.requestType}
          onChange={set('requestType')}
          error={shown('requestType')}
        >
          <option value="">{t('form.choose')}</option>
          {TICKET_REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`requestTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.subject')}
          name="subject"
          required
          autoComplete="off"
          value={values.subject}
          onChange={set('subject')}
          error={shown('subject')}
        />
        {(suggestions.isError || suggested.length > 0) && (
          <div className="support-suggestions" role="region" aria-label={t('form.suggestions')}>
            {suggestions.isError ? (
              <>
                {/* Polite, not an alert: the suggestions are a hint beside the form, which still works. */}
                <p role="status">{errorMessage(errorKeyOf(suggestions.error))}</p>
                <button type="button" className="button" onClick={() => void suggestions.refetch()}>
                  {t('common.retry')}
                </button>
              </>
            ) : (
              <>
                <p>{t('form.suggestions')}</p>
                <ul>
                  {suggested.map((item) => (
                    <li key={item.id}>
                      <Link
                        to={generatePath(paths.supportArticle, { id: String(item.id) })}
                        target="_blank"
                        rel="noopener"
                      >
                        {item.title}
                        <VisuallyHidden>{t('form.newTab')}</VisuallyHidden>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <SelectField
          label={t('form.platform')}
          name="platform"
          required
          value={values.platform}
          onChange={set('platform')}
          error={shown('platform')}
        >
          <option value="">{t('form.choose')}</option>
          {SUPPORT_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {t(`platforms.${platform}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.account')}
          hint={t('form.accountHint')}
          name="account"
          required
          value={values.account}
          onChange={set('account')}
          error={shown('account')}
        />
        <TextField
          label={t('form.orderId')}
          hint={t('form.orderIdHint')}
          name="orderId"
          value={values.orderId}
          onChange={set('orderId')}
          error={shown('orderId')}
        />
        <TextAreaField
          label={t('form.description')}
          hint={t('form.descriptionHint', { min: DESCRIPTION_MIN_LENGTH })}
          counter={t('form.descriptionCount', { length: descriptionLength, max: DESCRIPTION_MAX_LENGTH })}
          name="description"
          required
          value={values.description}
          onChange={set('description')}
          error={shown('description')}
        />
        <AttachmentsField files={files} onChange={setFiles} error={shown('attachments')} />
        <CaptchaField onChange={setCaptcha} error={shown('captcha')} resetKey={captchaReset} />
        {progress !== null && (
          <UploadProgress
            label={t('form.progress')}
            fraction={progress}
            valueText={t('form.progressValue', { percent: Math.round(progress * 100) })}
          />
        )}
        <div className="support-form__actions">
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {isLoading ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import {
  characterCount,
  FAQ_QUERY_MAX_LENGTH,
  SUPPORT_PLATFORMS,
  TICKET_REQUEST_TYPES,
  type TicketCreated,
} from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FormDraftNotice, useFormDraft } from '@dungeon/session-auth';
import { SelectField, TextField, VisuallyHidden } from '@dungeon/ui-kit';
import { formProblems } from '../form-problems';
import { AttachmentsField } from '../forms/attachments-field';
import {
  DescriptionField,
  FilesLeftBehindNotice,
  FormErrorNotice,
  SendControls,
  useSupportUpload,
} from '../forms/support-upload';
import { keepFocusInPlace } from '../keep-focus-in-place';
import { SUPPORT_NS } from '../support-namespace';
import { useFaqSearchQuery, useMyTicketsQuery, useSubmitTicketMutation } from '../support.api';
import { useDebouncedValue } from '../use-debounced-value';
import '../forms/form.css';

type TicketValues = {
  requestType: string;
  subject: string;
  platform: string;
  account: string;
  orderId: string;
  description: string;
};

const EMPTY: TicketValues = { requestType: '', subject: '', platform: '', account: '', orderId: '', description: '' };
/** Kept as a draft if the session ends before sending (never the files, only how many, nor the captcha). */
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
  const [upload, noticeRef] = useSupportUpload(useSubmitTicketMutation());
  const [values, setValues] = useState<TicketValues>(EMPTY);
  const [created, setCreated] = useState<TicketCreated | null>(null);
  const { restored } = useFormDraft({
    formId: 'support-ticket',
    fields: [...DRAFT_FIELDS, upload.draft.field],
    values: { ...values, ...upload.draft.values },
    onRestore: ({ uploadCount, ...text }) => {
      upload.draft.restore(uploadCount);
      setValues((current) => ({ ...current, ...text }));
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
  const { shown } = upload;

  // form_1 (a ticket of this kind is still open) comes with that ticket's number and mail address.
  const inProgress = upload.formError === 'form_1' ? inProgressOf(upload.refusal) : null;
  // Said as soon as the type is chosen, not after the whole form is filled: the player's tickets
  // show whether one of this kind is still open (the server refuses such a send with form_1).
  // Read once a type is chosen, not on every visit to the form; a failed read only leaves the hint out.
  const myTickets = useMyTicketsQuery(values.requestType ? undefined : skipToken);
  const openOfType = myTickets.data?.items.find(
    (ticket) => ticket.requestType === values.requestType && ticket.status !== 'closed',
  );

  async function send() {
    const answer = await upload.send(values, (captcha) =>
      formProblems((schemas) => schemas.ticketFieldsSchema, { ...values, captcha }),
    );
    if (answer) {
      setCreated(answer);
      setValues(EMPTY);
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

  const suggested = suggestions.data?.items.slice(0, 3) ?? [];

  return (
    <div className="page support-form">
      <h1>{t('pages.supportContact.title')}</h1>
      <p>{t('form.intro')}</p>
      <FormDraftNotice restored={restored} className="support-notice support-notice--success" />
      <FilesLeftBehindNotice upload={upload} />
      <FormErrorNotice ref={noticeRef} message={upload.formMessage}>
        {inProgress && <p>{t('form.existingTicket', { id: inProgress.ticketId, email: inProgress.email })}</p>}
      </FormErrorNotice>
      <form noValidate onSubmit={upload.submitOnce(send)} aria-busy={upload.busy}>
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
        {openOfType && !inProgress && (
          <div className="support-notice" role="status">
            <p>
              {errorMessage('form_1')} {t('form.existingTicket', { id: openOfType.id, email: openOfType.email })}
            </p>
            <Link to={paths.supportMyTickets}>{t('form.myTickets')}</Link>
          </div>
        )}
        <TextField
          label={t('form.subject')}
          name="subject"
          required
          autoComplete="off"
          value={values.subject}
          onChange={set('subject')}
          error={shown('subject')}
        />
        {/* They land after a debounce and a search: a later field the player is in stays where it is. */}
        <div ref={keepFocusInPlace} className="support-suggestions-box">
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
        </div>
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
        <DescriptionField value={values.description} onChange={set('description')} error={shown('description')} />
        <AttachmentsField files={upload.files} onChange={upload.setFiles} error={shown('attachments')} />
        <SendControls upload={upload} submitLabel={t('form.submit')} />
      </form>
    </div>
  );
}

import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, fieldErrorsOf, useSubmissionKey } from '@dungeon/api-client';
import { CaptchaField, useCaptcha } from '@dungeon/captcha';
import { characterCount, DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { TextAreaField, useFocusWhenShown, useSubmitOnce } from '@dungeon/ui-kit';
import { prefetchFormChecks } from '../form-problems';
import { SUPPORT_NS } from '../support-namespace';
import type { UploadArgs } from '../upload';
import { UploadProgress } from './upload-progress';

/** A form's upload mutation as RTK Query's hook gives it: the trigger, and the request's state. */
type UploadMutation<Answer> = readonly [(args: UploadArgs) => { unwrap(): Promise<Answer> }, { isLoading: boolean }];

/**
 * A form's own words for a field's problem where the catalogue's say too little (form_11, "This
 * field is invalid."): what the field expects. Undefined keeps the catalogue's message.
 */
export type FieldMessage = (field: string, key: string) => string | undefined;

/** The draft field that remembers how many files were chosen: the files themselves cannot be kept. */
const UPLOAD_COUNT = 'uploadCount' as const;

/**
 * What the ticket form and the report forms share around their own fields: the files picked, the
 * captcha and its reset, each field's catalogue key and the form's notice, upload progress, and one
 * Idempotency-Key per content (`useSubmissionKey`), for the form's upload `mutation`. The second
 * value is the ref of the form's notice (`FormErrorNotice`, or the form's own success notice),
 * which takes focus once a send has an answer.
 */
export function useSupportUpload<Answer>(
  [upload, { isLoading: uploading }]: UploadMutation<Answer>,
  fieldMessage?: FieldMessage,
) {
  const errorMessage = useErrorMessage();
  // One submit at a time, the form's own work before the upload (loading its schema) included.
  const { submitOnce, busy } = useSubmitOnce(uploading);
  const [files, setFiles] = useState<File[]>([]);
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The field `formError` was said of, if any: the notice then words it as that field does.
  const [formErrorField, setFormErrorField] = useState<string | null>(null);
  // Files a restored draft had chosen: they cannot come back, so the form asks for them again.
  const [filesLeftBehind, setFilesLeftBehind] = useState(false);
  // The server's last refusal as it came (what `formError` was read from), for the details a form
  // shows beside some keys.
  const [refusal, setRefusal] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submissionKey = useSubmissionKey();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The refusal shows in this hook's render, the success notice in the form's, maybe one later.
  const focusNotice = useFocusWhenShown(() => noticeRef.current);

  /**
   * Checks, then sends `fields` with the captcha and the files; the form's handler, run through
   * `submitOnce`. `problems` runs the form's rules on the captcha's current answer (empty when
   * there is none). Nothing goes out while a problem stands. A refusal shows the server's keys and
   * starts a fresh captcha (a solution is good once); a call that got no answer keeps the solution
   * for the retry (`useCaptcha`). Either way what was typed stays, and the notice takes focus.
   * Resolves to the server's answer, or to null when a check failed or the server refused.
   */
  async function send(
    fields: Record<string, string>,
    problems: (captcha: string) => Promise<Record<string, string>>,
  ): Promise<Answer | null> {
    const found = await problems(captcha.payload ?? '');
    setErrors(found);
    const [firstProblem] = Object.entries(found);
    if (firstProblem) {
      setFormErrorField(firstProblem[0]);
      setFormError(firstProblem[1]);
      focusNotice();
      return null;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('captcha', captcha.payload ?? '');
    for (const file of files) form.append('attachments', file, file.name);
    const idempotencyKey = submissionKey.keyFor(fields, files);
    setFormError(null);
    setFormErrorField(null);
    setProgress(0);
    try {
      const answer = await upload({ form, idempotencyKey, onProgress: setProgress }).unwrap();
      setFiles([]);
      submissionKey.settled();
      captcha.startOver();
      return answer;
    } catch (error) {
      const refused = fieldErrorsOf(error);
      const key = errorKeyOf(error);
      setErrors(refused);
      setFormError(key);
      setFormErrorField(Object.keys(refused).find((field) => refused[field] === key) ?? null);
      setRefusal(error);
      captcha.afterFailure(error);
      return null;
    } finally {
      setProgress(null);
      focusNotice();
    }
  }

  /** The message of `field`'s problem, in the page's language; undefined when it has none. */
  const shown = (field: string) => {
    const key = errors[field];
    return key === undefined ? undefined : (fieldMessage?.(field, key) ?? errorMessage(key));
  };

  const state = {
    files,
    setFiles,
    captcha: captcha.field,
    formError,
    /** The notice's message: `formError`, worded as its field words it (`shown`) when it names one. */
    formMessage: formError === null ? null : ((formErrorField && shown(formErrorField)) ?? errorMessage(formError)),
    refusal,
    progress,
    /** The upload or the form's submit handler is running: the form's `aria-busy`, its button disabled. */
    busy,
    /** The form's `onSubmit` around its handler (ui-kit's `useSubmitOnce`): one submit at a time. */
    submitOnce,
    send,
    shown,
    /**
     * For the form's `useFormDraft`: add `draft.field` to its fields and `draft.values` to its
     * values, and hand its kept value to `draft.restore` in `onRestore`. A draft (across a language
     * change or a session end) keeps how many files were chosen, never the files, so a form put
     * back without them says they must be attached again (`FilesLeftBehindNotice`).
     */
    draft: {
      field: UPLOAD_COUNT,
      values: { [UPLOAD_COUNT]: String(files.length) },
      restore: (uploadCount: string | undefined) => {
        setFilesLeftBehind(Number(uploadCount ?? 0) > 0);
      },
    },
    /** A restored draft had files, and none has been chosen since. */
    filesLeftBehind: filesLeftBehind && files.length === 0,
  };
  return [state, noticeRef] as const;
}

export type SupportUpload = ReturnType<typeof useSupportUpload>[0];

/** The form's notice after a refused submit (`message`, the upload's `formMessage`), then anything the form adds. */
export function FormErrorNotice({
  ref,
  message,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  message: string | null;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="support-notice support-notice--error">
      <p>{message}</p>
      {children}
    </div>
  );
}

/**
 * Says that the files of a form put back from its draft were not kept (a reload or a new session
 * cannot bring a chosen file back) and must be attached again; gone once a file is chosen.
 */
export function FilesLeftBehindNotice({ upload }: { upload: SupportUpload }) {
  const { t } = useTranslation(SUPPORT_NS);
  if (!upload.filesLeftBehind) return null;
  return (
    <div role="status" className="support-notice">
      <p>{t('form.attachAgain')}</p>
    </div>
  );
}

/**
 * The description both forms ask for, with its length rules (contract) and a live count. Past the
 * limit it says so (form_10) while the player types, not first on submit: the count alone, read
 * only when the field gains focus, would let a long paste go unnoticed.
 */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const length = characterCount(value.trim());
  return (
    <TextAreaField
      label={t('form.description')}
      hint={t('form.descriptionHint', { min: DESCRIPTION_MIN_LENGTH })}
      counter={t('form.descriptionCount', { length, max: DESCRIPTION_MAX_LENGTH })}
      name="description"
      required
      value={value}
      onChange={onChange}
      onFocus={prefetchFormChecks}
      error={error ?? (length > DESCRIPTION_MAX_LENGTH ? errorMessage('form_10') : undefined)}
    />
  );
}

/** The end of both forms: the captcha, the upload's progress while it goes up, and the submit button. */
export function SendControls({ upload, submitLabel }: { upload: SupportUpload; submitLabel: string }) {
  const { t } = useTranslation(SUPPORT_NS);
  return (
    <>
      <CaptchaField {...upload.captcha} error={upload.shown('captcha')} />
      {upload.progress !== null && (
        <UploadProgress
          label={t('form.progress')}
          fraction={upload.progress}
          valueText={t('form.progressValue', { percent: Math.round(upload.progress * 100) })}
        />
      )}
      <div className="support-form__actions">
        <button type="submit" className="button button--primary" disabled={upload.busy}>
          {upload.busy ? t('form.submitting') : submitLabel}
        </button>
      </div>
    </>
  );
}

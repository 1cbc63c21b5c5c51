import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, fieldErrorsOf, useSubmissionKey } from '@dungeon/api-client';
import { CaptchaField } from '@dungeon/captcha';
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
 * What the ticket form and the report forms share around their own fields: the files picked, the
 * captcha and its reset, each field's catalogue key and the form's notice, upload progress, and one
 * Idempotency-Key per content (`useSubmissionKey`), for the form's upload `mutation`. The second
 * value is the ref of the form's notice (`FormErrorNotice`, or the form's own success notice),
 * which takes focus once a send has an answer.
 */
export function useSupportUpload<Answer>([upload, { isLoading: uploading }]: UploadMutation<Answer>) {
  const errorMessage = useErrorMessage();
  // One submit at a time, the form's own work before the upload (loading its schema) included.
  const { submitOnce, busy } = useSubmitOnce(uploading);
  const [files, setFiles] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
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
   * starts a fresh captcha (a solution is good once); either way what was typed stays, and the
   * notice takes focus. Resolves to the server's answer, or to null when a check failed or the
   * server refused.
   */
  async function send(
    fields: Record<string, string>,
    problems: (captcha: string) => Promise<Record<string, string>>,
  ): Promise<Answer | null> {
    const found = await problems(captcha ?? '');
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(Object.values(found)[0] ?? 'form_11');
      focusNotice();
      return null;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('captcha', captcha ?? '');
    for (const file of files) form.append('attachments', file, file.name);
    const idempotencyKey = submissionKey.keyFor(fields, files);
    setFormError(null);
    setProgress(0);
    try {
      const answer = await upload({ form, idempotencyKey, onProgress: setProgress }).unwrap();
      setFiles([]);
      submissionKey.settled();
      return answer;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(errorKeyOf(error));
      setRefusal(error);
      setCaptchaReset((count) => count + 1);
      return null;
    } finally {
      setProgress(null);
      focusNotice();
    }
  }

  const state = {
    files,
    setFiles,
    setCaptcha,
    captchaReset,
    formError,
    refusal,
    progress,
    /** The upload or the form's submit handler is running: the form's `aria-busy`, its button disabled. */
    busy,
    /** The form's `onSubmit` around its handler (ui-kit's `useSubmitOnce`): one submit at a time. */
    submitOnce,
    send,
    /** The message of `field`'s problem, in the page's language; undefined when it has none. */
    shown: (field: string) => (errors[field] ? errorMessage(errors[field]) : undefined),
  };
  return [state, noticeRef] as const;
}

export type SupportUpload = ReturnType<typeof useSupportUpload>[0];

/** The form's notice after a refused submit (`error`, a catalogue key), then anything the form adds. */
export function FormErrorNotice({
  ref,
  error,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  error: string | null;
  children?: ReactNode;
}) {
  const errorMessage = useErrorMessage();
  if (!error) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="support-notice support-notice--error">
      <p>{errorMessage(error)}</p>
      {children}
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
      <CaptchaField onChange={upload.setCaptcha} error={upload.shown('captcha')} resetKey={upload.captchaReset} />
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

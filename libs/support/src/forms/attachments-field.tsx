import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { addAttachments } from '../attachment-checks';
import { SUPPORT_NS } from '../support-namespace';
import './attachments-field.css';

interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The server's refusal of the attachments, if any. */
  error?: string | undefined;
}

/**
 * A native file input (keyboard, screen reader and dropped files as the browser gives them) plus
 * the list of chosen files, each removable. The input lies transparent over a button drawn in the
 * page's language: the browser's own button and its "No file chosen" come in the browser's
 * language, and the input is emptied after each pick, so its text would deny the files listed
 * below. Every picked file is checked by size and content before it is kept. Removing a file
 * takes its button away, so focus moves on to the Remove button now in its place (or the last
 * one), or back to the input when none is left, never dropped on the body.
 */
export function AttachmentsField({ files, onChange, error }: AttachmentsFieldProps) {
  const { t } = useTranslation(SUPPORT_NS);
  const errorMessage = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [refused, setRefused] = useState<{ name: string; key: string }[]>([]);
  /** The place of the file just removed, until the list without it has rendered. */
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(removedAt.current, buttons.length - 1)] ?? input.current)?.focus();
    removedAt.current = null;
  }, [files]);

  async function pick(list: FileList | null) {
    const picked = list ? Array.from(list) : [];
    const checked = await addAttachments(files, picked);
    setRefused(checked.refused);
    onChange(checked.accepted);
    if (input.current) input.current.value = '';
  }

  const problems = [...refused.map((file) => `${file.name}: ${errorMessage(file.key)}`), ...(error ? [error] : [])];

  return (
    <div className="field support-attachments">
      <label htmlFor={id}>{t('form.attachments')}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('form.attachmentsHint')}
      </p>
      <div className="support-attachments__picker">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={`${id}-hint${problems.length ? ` ${id}-error` : ''}`}
          aria-invalid={problems.length ? true : undefined}
          onChange={(event) => void pick(event.target.files)}
        />
        <span className="button" aria-hidden="true">
          {t('form.addFiles')}
        </span>
      </div>
      {files.length > 0 && (
        <ul ref={list} className="support-attachments__list" aria-label={t('form.chosenFiles')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="button"
                onClick={() => {
                  removedAt.current = index;
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                {t('form.removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}

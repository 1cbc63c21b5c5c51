import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** Shown under the label, and part of the control's description. */
  hint?: string | undefined;
  /** The message of a refused value: marks the control invalid and is read with it. */
  error?: string | undefined;
  /** A class for the field's box, beside the shell's `field`. */
  fieldClassName?: string | undefined;
}

interface FieldFrameProps extends Omit<FieldProps, 'hint' | 'error'> {
  id: string;
  hint: string | undefined;
  error: string | undefined;
  children: ReactNode;
  after?: ReactNode;
}

/** Label, hint, control and error in the shell's `.field` box. */
function FieldFrame({ id, label, hint, error, fieldClassName, children, after }: FieldFrameProps) {
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {after}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's aria-describedby: its hint, its error and anything else that describes it. */
function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input whose hint and error are read with it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  hint,
  error,
  fieldClassName,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} fieldClassName={fieldClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled native select, its hint and error read with it. */
export function SelectField({
  label,
  hint,
  error,
  fieldClassName,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} fieldClassName={fieldClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea; `counter` (such as "120 / 5000") shows under it and is read with it too. */
export function TextAreaField({
  label,
  hint,
  error,
  fieldClassName,
  counter,
  ...textarea
}: FieldProps & { counter?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      fieldClassName={fieldClassName}
      after={
        counter && (
          <p id={`${id}-counter`} className="field__hint">
            {counter}
          </p>
        )
      }
    >
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, counter ? `${id}-counter` : undefined)}
        {...textarea}
      />
    </FieldFrame>
  );
}

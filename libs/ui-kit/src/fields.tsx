import {
  useId,
  type ComponentPropsWithRef,
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

/** The attributes that tie a control to its label, hint, error and counter. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps extends FieldProps {
  /** A line under the control (a character count), read after the hint and the error. */
  counter?: string | undefined;
  /** Draws the control with the attributes it is given. */
  control: (attributes: ControlAttributes) => ReactNode;
  /**
   * Several controls answering one question (a date's day, month and year): the box is a
   * `<fieldset>` that `label` names as its legend, and `control` labels each of its own controls
   * (ids from the one it is given) and gives each the attributes.
   */
  group?: boolean;
}

/** Label, hint, control, counter and error in the shell's `.field` box. */
export function FieldFrame({ label, hint, error, fieldClassName, counter, control, group = false }: FieldFrameProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, counter && `${id}-counter`]
    .filter(Boolean)
    .join(' ');
  const Box = group ? 'fieldset' : 'div';
  return (
    <Box className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      {group ? <legend>{label}</legend> : <label htmlFor={id}>{label}</label>}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {counter && (
        <p id={`${id}-counter`} className="field__hint">
          {counter}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </Box>
  );
}

/**
 * A labelled input whose hint and error are read with it (aria-describedby, aria-invalid). A `ref`
 * reaches the input, for a dialog that opens on it.
 */
export function TextField({
  label,
  hint,
  error,
  fieldClassName,
  ...input
}: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  return (
    <FieldFrame
      {...{ label, hint, error, fieldClassName }}
      control={(attributes) => <input {...attributes} {...input} />}
    />
  );
}

/** A labelled native select, its hint and error read with it. */
export function SelectField({
  label,
  hint,
  error,
  fieldClassName,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame
      {...{ label, hint, error, fieldClassName }}
      control={(attributes) => <select {...attributes} {...select} />}
    />
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
  return (
    <FieldFrame
      {...{ label, hint, error, fieldClassName, counter }}
      control={(attributes) => <textarea {...attributes} {...textarea} />}
    />
  );
}

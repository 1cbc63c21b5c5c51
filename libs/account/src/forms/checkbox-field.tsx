import { useId, type ReactNode } from 'react';

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  name: string;
  /** Said to assistive technology before the form is sent (the form itself does not validate natively). */
  required?: boolean;
}

/** A labelled checkbox whose refusal is announced with it. */
export function CheckboxField({ checked, onChange, children, error, name, required }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

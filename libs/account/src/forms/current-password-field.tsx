import type { Ref } from 'react';
import { TextField } from '@dungeon/ui-kit';

/**
 * The account's password as the player types it to prove who is there: signing in, closing the
 * account, signing out other devices. The browser's password manager offers the saved one.
 */
export function CurrentPasswordField({
  ref,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of a refused password, already in the page's language. */
  error?: string | undefined;
}) {
  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      type="password"
      name="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      error={error}
    />
  );
}

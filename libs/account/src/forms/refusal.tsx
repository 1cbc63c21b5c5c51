import { useRef, useState, type Ref } from 'react';
import { errorKeyOf, fieldErrorsOf } from '@dungeon/api-client';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { useFocusRefusal } from '@dungeon/ui-kit';
import type { FormErrors } from './field-errors';

/**
 * The errors a form shows and the alert above it. `check` shows the form's own check and moves
 * focus to the first refused field. `refuse` shows a refused call: the server's field keys and its
 * key as the form's (`adjust` may reshape them), then moves focus to the alert, or to the first
 * refused field when `adjust` leaves no form key, so a screen reader hears why (WCAG 3.3.1). It
 * returns what it shows. What the player typed stays in the form's own state.
 */
export function useRefusal<Field extends string = string>() {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  // With no alert (a refusal said only at its fields), the first refused field takes focus instead.
  const focusRefusal = useFocusRefusal(alertRef);

  /**
   * Shows what the form's own check found before anything is sent, and says whether the form may
   * go out. When something was found, focus goes to the first refused field.
   */
  function check(found: FormErrors<Field>): boolean {
    setErrors(found);
    const refused = Object.values(found).some(Boolean);
    if (refused) focusRefusal();
    return !refused;
  }

  function refuse(
    error: unknown,
    adjust: (shown: FormErrors<Field>) => FormErrors<Field> = (shown) => shown,
  ): FormErrors<Field> {
    // The server names fields as the contract does; one this form does not show is carried unread.
    const shown = adjust({ ...fieldErrorsOf(error), form: errorKeyOf(error) } as FormErrors<Field>);
    setErrors(shown);
    focusRefusal();
    return shown;
  }

  return { errors, alertRef, check, refuse };
}

/**
 * For `refuse`: a refusal that names fields is said at them alone, not a second time in the alert
 * above the form; any other (a fault, a rate limit, a closed account) in the alert.
 */
export function atFieldsOrAlert<Field extends string>(shown: FormErrors<Field>): FormErrors<Field> {
  const { form, ...fields } = shown;
  // The rest of a generic record is typed apart from it; its keys are the form's own.
  return (Object.values(fields).some(Boolean) ? fields : { form }) as FormErrors<Field>;
}

/**
 * The form's refusal in the current language, or nothing. It takes focus from `useRefusal`'s
 * `refuse` through `ref`. The account pages use the site's notice; the dashboard screens pass their own.
 */
export function RefusalAlert({
  ref,
  error,
  className = 'notice notice--error',
}: {
  ref: Ref<HTMLParagraphElement>;
  error: string | undefined;
  className?: string;
}) {
  const message = useErrorMessage();
  if (!error) return null;
  return (
    <p ref={ref} className={className} role="alert" tabIndex={-1}>
      {message(error)}
    </p>
  );
}

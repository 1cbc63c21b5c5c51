import { checkFields, withdrawalRequestSchema } from '@dungeon/contract';

export interface WithdrawalErrors {
  password?: string;
  confirm?: string;
  form?: string;
}

/** The server's own schema, so the screen refuses exactly what the server would (password_2, termsagree_2). */
export function validateWithdrawal(password: string, confirm: boolean): WithdrawalErrors {
  const checked = checkFields(withdrawalRequestSchema, { password, confirm });
  if (checked.ok) return {};
  return { password: checked.fields['password'], confirm: checked.fields['confirm'] };
}

/**
 * How a closure date is written wherever it shows (the dashboard, the confirmation and the cancel
 * screens): one way, "21 December 2026 at 11:19" in the player's language (a QA sweep read it
 * three ways).
 */
export const CLOSURE_DATE_STYLE = {
  dateStyle: 'long',
  timeStyle: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

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

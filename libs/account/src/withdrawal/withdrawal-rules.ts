import { withdrawalRequestSchema } from '@dungeon/contract';

export interface WithdrawalErrors {
  password?: string;
  confirm?: string;
  form?: string;
}

/** The server's own schema, so the screen refuses exactly what the server would (password_2, termsagree_2). */
export function validateWithdrawal(password: string, confirm: boolean): WithdrawalErrors {
  const result = withdrawalRequestSchema.safeParse({ password, confirm });
  if (result.success) return {};
  const errors: WithdrawalErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'password') errors.password ??= issue.message;
    if (field === 'confirm') errors.confirm ??= issue.message;
  }
  return errors;
}

import { WithdrawCancelScreen } from '../withdrawal/withdraw-cancel-screen';

/** /user/withdraw/cancel. */
export function Component() {
  return <WithdrawCancelScreen />;
}

import { WithdrawPendingScreen } from '../withdrawal/withdraw-pending-screen';

/** /user/withdraw/confirm. */
export function Component() {
  return <WithdrawPendingScreen />;
}

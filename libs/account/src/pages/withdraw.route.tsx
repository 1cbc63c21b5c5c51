import { WithdrawRequestScreen } from '../withdrawal/withdraw-request-screen';

/** /user/withdraw. */
export function Component() {
  return <WithdrawRequestScreen />;
}

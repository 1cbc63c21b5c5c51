import { AccountPlaceholder } from './placeholder';

export function Component() {
  return <AccountPlaceholder page="register" />;
}

import { SupportPlaceholder } from './placeholder';

export function Component() {
  return <SupportPlaceholder page="reportBug" />;
}

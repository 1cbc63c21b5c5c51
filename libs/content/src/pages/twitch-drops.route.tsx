import { ContentPlaceholder } from './placeholder';

export function Component() {
  return <ContentPlaceholder page="twitchDrops" />;
}

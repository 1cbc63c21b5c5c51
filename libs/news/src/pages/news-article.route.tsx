import { NewsPlaceholder } from './placeholder';

export function Component() {
  return <NewsPlaceholder page="newsArticle" />;
}

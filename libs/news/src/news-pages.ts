import type { NewsListAnswer, NewsSummary } from '@dungeon/contract';

/**
 * The list as the reader sees it: the loaded pages in order, appended. An id already shown is
 * skipped, so a page can never show a card twice (the server's keyset cursor already prevents it;
 * this keeps React keys unique if a server ever got it wrong).
 */
export function newsItemsOf(pages: readonly NewsListAnswer[] | undefined): NewsSummary[] {
  const seen = new Set<number>();
  const items: NewsSummary[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

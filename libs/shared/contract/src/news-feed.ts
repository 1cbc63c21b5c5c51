// No zod here: the news page links the feed with this and stays out of the schemas' chunk.

/** The news feed (Atom): the newest posts, for feed readers and bots to follow. */
export const NEWS_FEED_PATH = '/api/news/feed';
/** Posts in the news feed. */
export const NEWS_FEED_SIZE = 20;

/** The feed's address in `lang` (one of the ten language tags), as every page and the feed itself name it. */
export function newsFeedUrl(lang: string): string {
  return `${NEWS_FEED_PATH}?lang=${encodeURIComponent(lang)}`;
}

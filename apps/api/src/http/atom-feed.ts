import { escapeHtml } from '@dungeon/contract';

/**
 * An Atom 1.0 feed (RFC 4287): what feed readers, community sites and chat bots follow to hear of
 * new posts. Every address is absolute, at the site's public origin, never the request's Host.
 */
export interface AtomFeed {
  /** The feed's permanent id and the page it stands for (the news page). */
  pageUrl: string;
  /** Where the feed itself is read (`rel="self"`). */
  selfUrl: string;
  language: string;
  title: string;
  /** Who writes the posts: the game's name, as the site signs them. */
  author: string;
  /** A square picture readers show beside the feed. */
  icon: string;
  /** When the newest entry changed; Atom requires one even for an empty feed. */
  updated: string;
  entries: readonly AtomEntry[];
}

export interface AtomEntry {
  /** The post's page: its id and its link. */
  url: string;
  title: string;
  summary: string;
  published: string;
  category: string;
}

const text = escapeHtml;

export function atomFeedXml(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      '<entry>',
      `<id>${text(entry.url)}</id>`,
      `<title>${text(entry.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${text(entry.url)}"/>`,
      `<published>${text(entry.published)}</published>`,
      `<updated>${text(entry.published)}</updated>`,
      `<category term="${text(entry.category)}"/>`,
      `<summary>${text(entry.summary)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${text(feed.language)}">`,
    `<id>${text(feed.pageUrl)}</id>`,
    `<title>${text(feed.title)}</title>`,
    `<updated>${text(feed.updated)}</updated>`,
    `<author><name>${text(feed.author)}</name></author>`,
    `<icon>${text(feed.icon)}</icon>`,
    `<link rel="self" type="application/atom+xml" href="${text(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${text(feed.pageUrl)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

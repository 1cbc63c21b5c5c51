import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type * as Account from '@dungeon/account';
import type * as Content from '@dungeon/content';
import { LazyRecentNews } from '@dungeon/news';
import { paths, type RouteHandle } from '@dungeon/routing';
import { LazyProductName, LazyPurchaseHistory, LazyShopHighlights } from '@dungeon/shop';
import { appRoutes } from './router';

/** What the shell handed to the libraries that take other domains' components (slots). */
const composed = vi.hoisted(() => ({
  content: [] as (Content.ContentRoutesOptions | undefined)[],
  account: [] as (Account.AccountRoutesOptions | undefined)[],
}));
vi.mock('@dungeon/content', async (importOriginal) => {
  const actual = await importOriginal<typeof Content>();
  return {
    ...actual,
    createContentRoutes: (options?: Content.ContentRoutesOptions) => {
      composed.content.push(options);
      return actual.createContentRoutes(options);
    },
  };
});
vi.mock('@dungeon/account', async (importOriginal) => {
  const actual = await importOriginal<typeof Account>();
  return {
    ...actual,
    createAccountRoutes: (options?: Account.AccountRoutesOptions) => {
      composed.account.push(options);
      return actual.createAccountRoutes(options);
    },
  };
});

function concrete(path: string): string {
  return path.replace(/:([a-z]+)/g, (_m, name: string) => (name === 'accountid' ? '76561198000000001' : `${name}-1`));
}

const authPaths = new Set<string>([
  paths.dashboard,
  paths.dashboardControl,
  paths.withdraw,
  paths.withdrawCancel,
  paths.withdrawConfirm,
  paths.chafMigrate,
  paths.shopProduct,
  paths.supportContact,
  paths.supportMyTickets,
  paths.giftApply,
  paths.giftReceipt,
]);

describe('route table (SPEC §2)', () => {
  it.each(Object.values(paths))('has a route of its own for %s', (path) => {
    const matches = matchRoutes(appRoutes, concrete(path)) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path).toBe(path);
  });

  it('marks exactly the (auth) routes of SPEC §2 as needing a session', () => {
    const guarded = Object.values(paths).filter((path) => {
      const leaf = matchRoutes(appRoutes, concrete(path))?.at(-1)?.route;
      return (leaf?.handle as RouteHandle | undefined)?.auth === true;
    });
    expect(new Set(guarded)).toEqual(authPaths);
  });

  it('keeps crawlers off the (auth) pages and the API in robots.txt, and lets them read every other page', () => {
    const robots = readFileSync(join(import.meta.dirname, '../../public/robots.txt'), 'utf8');
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix = '']) => prefix);
    const blocked = (path: string) => disallowed.some((prefix) => concrete(path).startsWith(prefix));
    expect(blocked('/api/news')).toBe(true);
    for (const path of authPaths) expect(blocked(path), path).toBe(true);
    const crawlable: string[] = [
      paths.home,
      paths.shop,
      paths.newsAll,
      paths.newsArticle,
      paths.supportSearch,
      paths.supportArticle,
      paths.login,
      paths.register,
      paths.careers,
      paths.legal,
      paths.legalPrivacy,
      paths.play,
      paths.twitchDrops,
    ];
    for (const path of crawlable) expect(blocked(path), path).toBe(false);
  });

  it('sends an unknown path to the catch-all', () => {
    expect(matchRoutes(appRoutes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });

  it('fills the home slots with the recent news and the shop highlights, each loaded on demand', () => {
    expect(composed.content).toEqual([
      { homeSlots: { recentNews: LazyRecentNews, shopHighlights: LazyShopHighlights } },
    ]);
  });

  it("gives the dashboard the shop's purchase history and product names, each loaded on demand", () => {
    expect(composed.account).toEqual([
      { dashboardSlots: { purchaseHistory: LazyPurchaseHistory, productName: LazyProductName } },
    ]);
    // React.lazy itself: the names and the shop strings stay out of the start-up.
    expect((LazyProductName as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('loads every page on demand', () => {
    const eager = Object.values(paths).filter((path) => {
      const leaf = matchRoutes(appRoutes, concrete(path))?.at(-1)?.route;
      return leaf && !leaf.lazy && !leaf.loader;
    });
    expect(eager).toEqual([]);
  });
});

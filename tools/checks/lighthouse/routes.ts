import { fillPath, paths } from '@dungeon/routing/paths';

/**
 * What the Lighthouse gate does with each route of SPEC §2. The record has every key of `paths`,
 * so a new route fails typecheck until someone decides whether it is measured.
 * - main: issue 10's target is performance 100; median of several runs.
 * - public: target performance >= 98; one run (two when under the floor).
 * (Targets and floors: `lighthouse` in tools/checks/budgets/budgets.json.)
 * - skip: not a public page of its own (auth routes end on /authorization or /user/login,
 *   redirects end on a page measured under its own name).
 */
type RoutePlan = { gate: 'main' | 'public'; url: string } | { gate: 'skip'; why: string };

/** Seeded ids and a well-formed account, so detail and report pages render their content. */
const SAMPLE = { newsId: '12', faqId: '1', platform: 'steam', accountId: '76561198000000001', environment: 'live' };

const report = (pattern: string) =>
  fillPath(pattern, { platform: SAMPLE.platform, accountid: SAMPLE.accountId, environment: SAMPLE.environment });

export const routePlan: Record<keyof typeof paths, RoutePlan> = {
  root: { gate: 'skip', why: 'redirects to /home' },
  home: { gate: 'main', url: paths.home },
  authorization: { gate: 'public', url: paths.authorization },

  dashboard: { gate: 'skip', why: 'auth' },
  dashboardControl: { gate: 'skip', why: 'auth' },
  login: { gate: 'public', url: paths.login },
  register: { gate: 'public', url: paths.register },
  passwordReset: { gate: 'public', url: paths.passwordReset },
  withdraw: { gate: 'skip', why: 'auth' },
  withdrawCancel: { gate: 'skip', why: 'auth' },
  withdrawConfirm: { gate: 'skip', why: 'auth' },
  migrate: { gate: 'skip', why: 'auth, redirects to /user/chaf-migrate' },
  chafMigrate: { gate: 'skip', why: 'auth' },

  shop: { gate: 'main', url: paths.shop },
  shopProduct: { gate: 'skip', why: 'auth' },
  shopError: { gate: 'public', url: paths.shopError },
  purchaseSuccess: { gate: 'public', url: paths.purchaseSuccess },
  purchaseSuccessCurrency: { gate: 'public', url: paths.purchaseSuccessCurrency },
  giftApply: { gate: 'skip', why: 'auth' },
  giftReceipt: { gate: 'skip', why: 'auth' },

  supportContact: { gate: 'skip', why: 'auth' },
  supportFaq: { gate: 'skip', why: 'redirects to /support/search' },
  supportMyTickets: { gate: 'skip', why: 'auth' },
  supportSearch: { gate: 'public', url: paths.supportSearch },
  supportArticle: { gate: 'public', url: fillPath(paths.supportArticle, { id: SAMPLE.faqId }) },
  reportAll: { gate: 'public', url: report(paths.reportAll) },
  reportBanAppeal: { gate: 'public', url: report(paths.reportBanAppeal) },
  reportBug: { gate: 'public', url: report(paths.reportBug) },
  reportPlayer: { gate: 'public', url: report(paths.reportPlayer) },

  careers: { gate: 'public', url: paths.careers },
  legal: { gate: 'public', url: paths.legal },
  legalPrivacy: { gate: 'public', url: paths.legalPrivacy },
  legalCookie: { gate: 'public', url: paths.legalCookie },
  legalLauncher: { gate: 'public', url: paths.legalLauncher },
  legalCodeOfConduct: { gate: 'public', url: paths.legalCodeOfConduct },
  legalGame: { gate: 'public', url: paths.legalGame },
  legalPayment: { gate: 'public', url: paths.legalPayment },

  newsArticle: { gate: 'public', url: fillPath(paths.newsArticle, { id: SAMPLE.newsId }) },
  newsAll: { gate: 'main', url: paths.newsAll },

  winterHolidayEvent: { gate: 'public', url: paths.winterHolidayEvent },
  play: { gate: 'public', url: paths.play },
  twitchDrops: { gate: 'public', url: paths.twitchDrops },
};

export interface MeasuredRoute {
  url: string;
  gate: 'main' | 'public';
}

/**
 * The measured routes: main ones first, then the public ones taking one of each family (first path
 * segment: user, shop, support, legal...) in turn, so a time budget that cuts the list short still
 * covers every kind of screen.
 */
export function measuredRoutes(): MeasuredRoute[] {
  const measured = Object.values(routePlan).flatMap((plan) => (plan.gate === 'skip' ? [] : [plan]));
  const families = new Map<string, MeasuredRoute[]>();
  for (const route of measured.filter((r) => r.gate === 'public')) {
    const family = route.url.split('/')[1] ?? '';
    families.set(family, [...(families.get(family) ?? []), route]);
  }
  const interleaved: MeasuredRoute[] = [];
  const largest = Math.max(0, ...[...families.values()].map((routes) => routes.length));
  for (let index = 0; index < largest; index += 1) {
    for (const routes of families.values()) {
      const route = routes[index];
      if (route) interleaved.push(route);
    }
  }
  return [...measured.filter((r) => r.gate === 'main'), ...interleaved];
}

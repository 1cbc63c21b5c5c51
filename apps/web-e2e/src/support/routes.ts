import { paths } from '@dungeon/routing';
import { APP, PACK_1100 } from './shop';

type Kind = 'public' | 'auth' | 'redirect';

/**
 * How each SPEC §2 path of `@dungeon/routing` is visited: a public page, an (auth) page, or one that
 * sends the visitor on (checked by its own tests in routes.spec.ts). A `Record` over the keys of
 * `paths`: a route added there does not compile here until it is classified, so no route escapes
 * the route specs (routes.spec.ts, a11y.spec.ts).
 */
const KIND: Record<keyof typeof paths, Kind> = {
  root: 'redirect',
  home: 'public',
  // The guard's holding page goes on to its ?redirect= once the session check ends (a11y.spec's
  // `holdingPage` scans it while the check is held).
  authorization: 'redirect',
  dashboard: 'auth',
  dashboardControl: 'auth',
  login: 'public',
  register: 'public',
  passwordReset: 'public',
  withdraw: 'auth',
  withdrawCancel: 'auth',
  withdrawConfirm: 'auth',
  migrate: 'redirect',
  chafMigrate: 'auth',
  shop: 'public',
  shopProduct: 'auth',
  shopError: 'public',
  purchaseSuccess: 'public',
  purchaseSuccessCurrency: 'public',
  giftApply: 'auth',
  giftReceipt: 'auth',
  supportContact: 'auth',
  supportFaq: 'redirect',
  supportMyTickets: 'auth',
  supportSearch: 'public',
  supportArticle: 'public',
  reportAll: 'public',
  reportBanAppeal: 'public',
  reportBug: 'public',
  reportPlayer: 'public',
  careers: 'public',
  legal: 'public',
  legalPrivacy: 'public',
  legalCookie: 'public',
  legalLauncher: 'public',
  legalCodeOfConduct: 'public',
  legalGame: 'public',
  legalPayment: 'public',
  newsArticle: 'public',
  newsAll: 'public',
  winterHolidayEvent: 'public',
  play: 'public',
  twitchDrops: 'public',
};

/**
 * Seeded values for the route parameters (apps/api demo data: the game and its 1,100 Red Stone
 * pack). The report forms show their fields only for a platform of the contract and a 17-19 digit
 * account id; any other value shows an error instead, and the form would go unchecked.
 */
const PARAMS: Record<string, string> = {
  control: 'currency',
  appid: String(APP),
  productid: PACK_1100,
  id: '1',
  platform: 'steam',
  accountid: '76561198000000001',
  environment: 'live',
};

function routesOf(kind: Kind): string[] {
  return (Object.keys(KIND) as (keyof typeof paths)[])
    .filter((key) => KIND[key] === kind)
    .map((key) => paths[key].replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? `:${name}`));
}

/** Every public route, its parameters filled in, in the order of `paths`. */
export const publicRoutes = routesOf('public');
/** Every (auth) route, its parameters filled in, in the order of `paths`. */
export const authRoutes = routesOf('auth');

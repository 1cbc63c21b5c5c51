/**
 * Every path of SPEC §2, named once. Libraries link to each other's pages through these
 * constants instead of importing each other.
 */
export const paths = {
  root: '/',
  home: '/home',
  authorization: '/authorization',

  dashboard: '/user/dashboard',
  dashboardControl: '/user/dashboard/:control',
  login: '/user/login',
  register: '/user/register',
  passwordReset: '/user/password_reset',
  withdraw: '/user/withdraw',
  withdrawCancel: '/user/withdraw/cancel',
  withdrawConfirm: '/user/withdraw/confirm',
  migrate: '/user/migrate',
  chafMigrate: '/user/chaf-migrate',

  shop: '/shop',
  shopProduct: '/shop/:appid/:productid',
  shopError: '/shop/error',
  purchaseSuccess: '/purchase-success',
  purchaseSuccessCurrency: '/purchase-success/currency',
  giftApply: '/gift/apply',
  giftReceipt: '/gift/receipt',

  supportContact: '/support/contact',
  supportFaq: '/support/support-faq',
  supportMyTickets: '/support/my-tickets',
  supportSearch: '/support/search',
  supportArticle: '/support/search/:id',
  reportAll: '/support/report/all/:platform/:accountid',
  reportBanAppeal: '/support/report/banappeal/:platform/:accountid',
  reportBug: '/support/report/bugreport/:platform/:accountid',
  reportPlayer: '/support/report/playerreport/:platform/:accountid/:environment',

  careers: '/careers',
  legal: '/legal',
  legalPrivacy: '/legal/privacy-policy',
  legalCookie: '/legal/cookie-policy',
  legalLauncher: '/legal/launcher-policy',
  legalCodeOfConduct: '/legal/code-of-conduct',
  legalGame: '/legal/game-policy',
  legalPayment: '/legal/payment-policy',

  newsArticle: '/news/:id',
  newsAll: '/news/all',

  winterHolidayEvent: '/winter-holiday-event',
  play: '/play',
  twitchDrops: '/twitch-drops',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * A path pattern of `paths` with its `:name` parameters filled in, for code without React Router
 * (its `generatePath` does the same in the app): the reference back end's links and the checks
 * in tools/. A parameter without a value throws rather than leave `:name` in an address.
 */
export function fillPath(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * SPEC §8: every error code of the catalogue, in the spec's order. The server sends these as
 * `{ error: key }`, forms keep them in state, and `useErrorMessage` turns them into words.
 * `form_8` is deliberately absent (the spec lists none; see the README mapping table).
 * `errors-catalogue.spec.ts` proves the English catalogue names exactly these keys and that every
 * language has a message for each.
 */
export const ERROR_KEYS = [
  'agecheck_1',
  'captcha_1',
  'captcha_2',
  'captcha_3',
  'captcha_4',
  'defaultError_1',
  'defaultError_2',
  'defaultError_3',
  'defaultError_4',
  'defaultError_5',
  'defaultError_6',
  'defaultError_7',
  'defaultError_8',
  'defaultError_9',
  'defaultError_10',
  'defaultError_11',
  'defaultError_12',
  'defaultError_13',
  'defaultError_14',
  'email_1',
  'email_2',
  'email_3',
  'email_4',
  'email_5',
  'email_6',
  'email_7',
  'email_8',
  'email_9',
  'email_10',
  'emailcode_1',
  'emailcode_2',
  'emailcode_3',
  'emailcode_4',
  'emailcode_5',
  'emailcode_6',
  'form_1',
  'form_2',
  'form_3',
  'form_4',
  'form_5',
  'form_6',
  'form_7',
  'form_9',
  'form_10',
  'form_11',
  'form_12',
  'form_13',
  'form_14',
  'form_15',
  'form_16',
  'giftcode',
  'giftcode_2',
  'giftcode_3',
  'giftcode_4',
  'giftcode_5',
  'giftcode_6',
  'giftcode_7',
  'giftcode_8',
  'giftcode_9',
  'keepMeLoggedIn',
  'migration_1',
  'migration_2',
  'migration_3',
  'migration_4',
  'migration_5',
  'migration_6',
  'news_1',
  'news_2',
  'news_3',
  'news_4',
  'password_1',
  'password_2',
  'password_3',
  'password_4',
  'password_5',
  'password_6',
  'shop_1',
  'shop_2',
  'shop_3',
  'shop_4',
  'shop_5',
  'shop_6',
  'shop_7',
  'shop_8',
  'shop_9',
  'shop_10',
  'shop_11',
  'shop_12',
  'shop_13',
  'shop_14',
  'shop_15',
  'shop_16',
  'shop_17',
  'termsagree_1',
  'termsagree_2',
  'tickets_1',
  'tickets_2',
  'tickets_3',
  'tickets_4',
  'tickets_5',
  'username_1',
  'username_2',
  'withdrawn',
  'withdrawn_2',
  'withdrawn_3',
  'withdrawn_4',
  'playerReport_1',
] as const;

/** A SPEC §8 error code; a misspelt key fails the type check. */
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** SPEC §8 success messages, kept in the same namespace under `success.`. */
export const SUCCESS_KEYS = [
  'success.captchaVerified',
  'success.codeSent',
  'success.newCodeSent',
  'success.emailVerified',
  'success.formReceived',
  'success.supportRequestReceived',
  'success.migrationSuccessful',
  'success.passwordResetSent',
] as const;

export type SuccessKey = (typeof SUCCESS_KEYS)[number];

/**
 * Beyond SPEC §8, under `client.`: failures the server never saw, so no code of its catalogue
 * fits. `client.connection`: no answer at all (offline, connection refused or reset), which
 * defaultError_5 called "a server error" (a QA sweep, offline on every form).
 */
export const CLIENT_KEYS = ['client.connection'] as const;

export type ClientKey = (typeof CLIENT_KEYS)[number];

/** Any key of the `errors` namespace: an error code, a success message or a client-side failure. */
export type CatalogueKey = ErrorKey | SuccessKey | ClientKey;

const catalogueKeys: ReadonlySet<string> = new Set<string>([...ERROR_KEYS, ...SUCCESS_KEYS, ...CLIENT_KEYS]);

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}

export function isCatalogueKey(value: unknown): value is CatalogueKey {
  return typeof value === 'string' && catalogueKeys.has(value);
}

import { z } from 'zod';
import { captchaField } from './captcha';
import { characterCount } from './characters';
import { NEWS_LANGUAGES, type NewsLanguage } from './news';
import { PATH_ID } from './path-id';
import { IDEMPOTENCY_KEY_PATTERN } from './shop';
import {
  FAQ_CATEGORIES,
  FAQ_QUERY_MAX_LENGTH,
  TICKET_REQUEST_TYPES,
  SUPPORT_PLATFORMS,
  TICKET_SHORT_FIELD_LIMIT,
  DESCRIPTION_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  SUBJECT_MIN_LENGTH,
  SUBJECT_MAX_LENGTH,
  REPORT_TYPES,
  ACCOUNT_ID_PATTERN,
  REPORT_ENVIRONMENT_PATTERN,
  REPORTED_PLAYER_MAX_LENGTH,
  isEvidenceLink,
  type FaqCategory,
  type TicketRequestType,
  type SupportPlatform,
  type AttachmentKind,
  type ReportType,
} from './support-basics';

/**
 * Support centre calls (SPEC §2 /support/*, §5 ticket and report rules, §8 form_*, tickets_*,
 * playerReport_1).
 *
 *   GET  /api/support/faq?q=&category=&lang=   -> FaqSearchAnswer (public)
 *   GET  /api/support/faq/:id?lang=            -> FaqArticle | 404 { error: 'defaultError_12' }
 *   POST /api/support/tickets   (auth, multipart) -> TicketCreated
 *   GET  /api/support/tickets   (auth)          -> TicketListAnswer (newest first)
 *   GET  /api/support/tickets/:id (auth)        -> Ticket
 *   POST /api/support/reports   (multipart; signed in or not) -> ReportCreated
 *   GET  /api/support/reports   (auth)          -> ReportListAnswer (newest first)
 *   GET  /api/support/attachments/:id (auth, the owner only) -> the bytes, as a download
 *
 * Multipart forms carry the text fields named as in `TicketFields` / `ReportFields` and 0..3
 * files in `attachments`. A file's type is judged by its content (magic bytes), never by its name
 * or declared type; too big is form_15, any other type form_13.
 *
 * Errors:
 * - ticket form: form_2 request type, form_3 subject, form_6 platform, form_7 account, form_9 the
 *   order id is 200 characters or more, form_14 a purchase request without order id, form_4 a
 *   description that is not text, form_12 under 50 characters, form_10 over the maximum, form_11
 *   an unknown field, a fourth file or a malformed client token, form_13/form_15 files, captcha_*;
 *   form_5 (429) the daily cap; form_1 (409) an open ticket of the same request type exists: the
 *   answer is `TicketInProgressAnswer`, naming that ticket and the address its mail goes to.
 * - tickets list: tickets_5 (401) not signed in; tickets_2 (400) a malformed ticket id;
 *   tickets_3 (404) no such ticket; tickets_4 (403) a ticket of another account. No tickets at
 *   all is an ordinary empty list (the site shows tickets_3's text as its empty state).
 *   tickets_1 is never sent: the session, not an email, says whose tickets to list.
 * - report form: form_2 type, form_6 platform, form_7 account id (not 17-19 digits), form_11
 *   environment, reported player or evidence link, form_12/form_10/form_4 description,
 *   form_16 neither evidence link nor attachment, form_13/form_15 files, captcha_*,
 *   playerReport_1 (404) no game account with that platform and id.
 */

/** SPEC §1: FAQ articles exist in the same ten languages as the site. */
export const SUPPORT_LANGUAGES = NEWS_LANGUAGES;
export type SupportLanguage = NewsLanguage;

/** A highlighted part of a plain text: UTF-16 offsets, `end` exclusive (the site wraps it in <mark>). */
export interface TextRange {
  start: number;
  end: number;
}

export interface FaqMatch {
  id: number;
  category: FaqCategory;
  title: string;
  titleRanges: TextRange[];
  /** Plain text (never HTML) from the article body. */
  snippet: string;
  snippetRanges: TextRange[];
}

export interface FaqSearchAnswer {
  items: FaqMatch[];
  lang: SupportLanguage;
}

export interface FaqArticle {
  id: number;
  category: FaqCategory;
  title: string;
  /** Studio-written HTML; the site sanitizes it before rendering. */
  bodyHtml: string;
  updatedAt: string;
  lang: SupportLanguage;
}

const BAD_REQUEST = 'defaultError_12';

export const faqSearchQuerySchema = z.object({
  q: z.string({ error: BAD_REQUEST }).max(FAQ_QUERY_MAX_LENGTH, BAD_REQUEST).optional(),
  category: z.enum(FAQ_CATEGORIES, { error: BAD_REQUEST }).optional(),
  lang: z.enum(SUPPORT_LANGUAGES, { error: BAD_REQUEST }).optional(),
});
export type FaqSearchQuery = z.infer<typeof faqSearchQuerySchema>;

export const faqArticleQuerySchema = z.object({
  lang: z.enum(SUPPORT_LANGUAGES, { error: BAD_REQUEST }).optional(),
});

/** A positive integer id in a path. */
export const supportIdSchema = z.string().regex(PATH_ID).transform(Number);

/**
 * The words of a search text: split on white space and control characters (a NUL cannot reach
 * the full-text index), lower-cased, at most 8, duplicates and empty words dropped. The server
 * matches every word (AND), the site highlights the same words.
 */
export function faqSearchTerms(query: string): string[] {
  const words = query
    .replace(/\p{Cc}/gu, ' ')
    .toLocaleLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, 8);
}

// --- tickets ---------------------------------------------------------------------------------

const descriptionSchema = z
  .string({ error: 'form_4' })
  .trim()
  .refine((text) => characterCount(text) >= DESCRIPTION_MIN_LENGTH, 'form_12')
  .refine((text) => characterCount(text) <= DESCRIPTION_MAX_LENGTH, 'form_10');

/** An account name or id in the game: letters, digits, `_ . -`, 3 to 32 characters. */
const ACCOUNT_NAME = /^[\p{L}\p{N}_.-]{3,32}$/u;

/**
 * A support form's client token for idempotency (a UUID the site makes once per form), as the
 * `clientToken` field or the `Idempotency-Key` header: the purchases' pattern
 * (`IDEMPOTENCY_KEY_PATTERN`), refused with form_11.
 */
export const CLIENT_TOKEN = z.string({ error: 'form_11' }).regex(IDEMPOTENCY_KEY_PATTERN, 'form_11');

const optionalText = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .optional()
    .transform((value) => value ?? '');

export const ticketFieldsSchema = z
  .object({
    requestType: z.enum(TICKET_REQUEST_TYPES, { error: 'form_2' }),
    subject: z
      .string({ error: 'form_3' })
      .trim()
      .refine((text) => characterCount(text) >= SUBJECT_MIN_LENGTH, 'form_3')
      .refine((text) => characterCount(text) <= SUBJECT_MAX_LENGTH, 'form_3'),
    platform: z.enum(SUPPORT_PLATFORMS, { error: 'form_6' }),
    account: z.string({ error: 'form_7' }).trim().regex(ACCOUNT_NAME, 'form_7'),
    orderId: optionalText('form_9').refine((text) => characterCount(text) < TICKET_SHORT_FIELD_LIMIT, 'form_9'),
    description: descriptionSchema,
    clientToken: CLIENT_TOKEN.optional(),
    captcha: captchaField,
  })
  .superRefine((ticket, context) => {
    if (ticket.requestType === 'purchase' && ticket.orderId === '') {
      context.addIssue({ code: 'custom', path: ['orderId'], message: 'form_14' });
    }
  });
export type TicketFields = z.input<typeof ticketFieldsSchema>;

export const TICKET_FIELD_NAMES = [
  'requestType',
  'subject',
  'platform',
  'account',
  'orderId',
  'description',
  'clientToken',
  'captcha',
] as const;

export interface TicketCreated {
  id: number;
  /** True when this answer repeats an earlier submit with the same idempotency key. */
  replayed: boolean;
}

/** The form_1 refusal (409): the open ticket of the same type and where its mail goes. */
export interface TicketInProgressAnswer {
  error: 'form_1';
  ticketId: number;
  email: string;
}

export const TICKET_STATUSES = ['open', 'awaiting_reply', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface AttachmentInfo {
  id: number;
  /** The name the player's file had, for display only (never a path). */
  name: string;
  kind: AttachmentKind;
  size: number;
}

export interface TicketMessage {
  id: number;
  from: 'player' | 'support';
  /** Plain text as written; the site renders it as text, never as HTML. */
  body: string;
  sentAt: string;
}

export interface Ticket {
  id: number;
  requestType: TicketRequestType;
  subject: string;
  platform: SupportPlatform;
  account: string;
  orderId: string;
  status: TicketStatus;
  /** Where the ticket's mail goes (the account's address when it was sent). */
  email: string;
  createdAt: string;
  updatedAt: string;
  messages: TicketMessage[];
  attachments: AttachmentInfo[];
}

export interface TicketListAnswer {
  items: Ticket[];
}

// --- reports ---------------------------------------------------------------------------------

export const reportFieldsSchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: 'form_2' }),
    platform: z.enum(SUPPORT_PLATFORMS, { error: 'form_6' }),
    accountid: z.string({ error: 'form_7' }).regex(ACCOUNT_ID_PATTERN, 'form_7'),
    environment: z.string({ error: 'form_11' }).regex(REPORT_ENVIRONMENT_PATTERN, 'form_11').optional(),
    reportedPlayer: optionalText('form_11').refine(
      (text) => characterCount(text) <= REPORTED_PLAYER_MAX_LENGTH,
      'form_11',
    ),
    description: descriptionSchema,
    evidenceLink: optionalText('form_11').refine((text) => text === '' || isEvidenceLink(text), 'form_11'),
    clientToken: CLIENT_TOKEN.optional(),
    captcha: captchaField,
  })
  .superRefine((report, context) => {
    if (report.type === 'playerreport' && report.reportedPlayer === '') {
      context.addIssue({ code: 'custom', path: ['reportedPlayer'], message: 'form_11' });
    }
    if (report.type === 'playerreport' && report.environment === undefined) {
      context.addIssue({ code: 'custom', path: ['environment'], message: 'form_11' });
    }
  });
export type ReportFields = z.input<typeof reportFieldsSchema>;

export const REPORT_FIELD_NAMES = [
  'type',
  'platform',
  'accountid',
  'environment',
  'reportedPlayer',
  'description',
  'evidenceLink',
  'clientToken',
  'captcha',
] as const;

export interface ReportCreated {
  id: number;
  replayed: boolean;
}

export const REPORT_STATUSES = ['received', 'in_review', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface Report {
  id: number;
  type: ReportType;
  platform: SupportPlatform;
  /** 17-19 digits as text. */
  accountId: string;
  environment: string | null;
  reportedPlayer: string;
  description: string;
  evidenceLink: string | null;
  status: ReportStatus;
  createdAt: string;
  attachments: AttachmentInfo[];
}

export interface ReportListAnswer {
  items: Report[];
}

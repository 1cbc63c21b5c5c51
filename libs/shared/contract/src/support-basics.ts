// The support centre's plain facts, apart from its schemas: the FAQ search and the report pages
// import these without loading zod (about 24 kB gzip); the report form loads its schema on demand
// (`@dungeon/contract/support`).

// --- FAQ -------------------------------------------------------------------------------------

export const FAQ_CATEGORIES = ['account', 'purchases', 'launcher', 'technical', 'reports'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Longest search text the server reads, and most matches it answers. */
export const FAQ_QUERY_MAX_LENGTH = 100;
export const FAQ_MAX_RESULTS = 20;
/** Characters of article text a snippet shows around the first match. */
export const FAQ_SNIPPET_LENGTH = 160;

// --- tickets ---------------------------------------------------------------------------------

export const TICKET_REQUEST_TYPES = ['account', 'purchase', 'technical', 'launcher', 'gameplay', 'other'] as const;
export type TicketRequestType = (typeof TICKET_REQUEST_TYPES)[number];

/** Where the player plays: the studio's own launcher, two PC stores, three consoles. */
export const SUPPORT_PLATFORMS = ['launcher', 'steam', 'epic', 'playstation', 'xbox', 'switch'] as const;
export type SupportPlatform = (typeof SUPPORT_PLATFORMS)[number];

/** SPEC §5/§9: the short field (order id) must be shorter than 200 characters (form_9). */
export const TICKET_SHORT_FIELD_LIMIT = 200;
/** SPEC §5/§9: a description has at least 50 characters (form_12). */
export const DESCRIPTION_MIN_LENGTH = 50;
/** Longest description (form_10); the spec names the error, this is our number. */
export const DESCRIPTION_MAX_LENGTH = 5000;
export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 120;
/** SPEC §9 leaves the daily cap open: tickets per user per UTC day (form_5). */
export const TICKETS_PER_DAY = 5;

/** Attachments of a ticket or report: 0..3 files of at most 5 MB (form_15), by content (form_13). */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_KINDS = ['png', 'jpeg', 'webp', 'pdf', 'text'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** The file picker's hint; the server decides by content. */
export const ATTACHMENT_ACCEPT =
  '.png,.jpg,.jpeg,.webp,.pdf,.txt,.log,image/png,image/jpeg,image/webp,application/pdf,text/plain';

// --- reports ---------------------------------------------------------------------------------

export const REPORT_TYPES = ['all', 'banappeal', 'bugreport', 'playerreport'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A game account id: 17 to 19 digits, kept as text end to end (it does not fit a double). */
export const ACCOUNT_ID_PATTERN = /^\d{17,19}$/;
export const REPORT_ENVIRONMENT_PATTERN = /^[a-z0-9-]{1,32}$/;
export const EVIDENCE_LINK_MAX_LENGTH = 500;
export const REPORTED_PLAYER_MAX_LENGTH = 64;

/** SPEC §5: a report needs evidence, a link or at least one attachment (form_16). */
export function hasEvidence(evidenceLink: string, attachmentCount: number): boolean {
  return evidenceLink.trim() !== '' || attachmentCount > 0;
}

/** An evidence link: an absolute https (or http) URL, so nothing else can become a link. */
export function isEvidenceLink(value: string): boolean {
  if (value.length > EVIDENCE_LINK_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

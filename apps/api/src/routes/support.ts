import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_KINDS,
  CLIENT_TOKEN,
  FAQ_MAX_RESULTS,
  FAQ_SNIPPET_LENGTH,
  faqArticleQuerySchema,
  faqSearchQuerySchema,
  faqSearchTerms,
  hasEvidence,
  IDEMPOTENCY_KEY_HEADER,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  negotiateNewsLanguage,
  REPORT_FIELD_NAMES,
  reportFieldsSchema,
  supportIdSchema,
  TICKET_FIELD_NAMES,
  ticketFieldsSchema,
  TICKETS_PER_DAY,
  type AttachmentInfo,
  type AttachmentKind,
  type FaqArticle,
  type FaqCategory,
  type FaqMatch,
  type FaqSearchAnswer,
  type Report,
  type ReportCreated,
  type ReportListAnswer,
  type ReportStatus,
  type ReportType,
  type SupportLanguage,
  type SupportPlatform,
  type TextRange,
  type Ticket,
  type TicketCreated,
  type TicketInProgressAnswer,
  type TicketListAnswer,
  type TicketRequestType,
  type TicketStatus,
} from '@dungeon/contract';
import { fillPath, paths } from '@dungeon/routing/paths';
import type { AppContext } from '../app';
import type { Db } from '../db/database';
import { spendCaptcha } from '../http/captcha';
import { fail, parseWith } from '../http/errors';
import { formFingerprint } from '../http/idempotency';
import { requestLocale, sendMail, type InEveryLanguage } from '../http/mailer';
import { perMinute } from '../http/rate-limit';
import type { SessionUser } from '../http/sessions';
import { pagesByRow, type DatedRow, type SitemapEntries } from '../http/sitemap';
import {
  detectAttachmentKind,
  downloadFileName,
  displayFileName,
  nameMatchesKind,
  readMultipartForm,
  readUpload,
  removeUnrecordedUploads,
  removeUpload,
  scanUpload,
  storeUpload,
  type IncomingFile,
} from '../http/uploads';
import { fillMail } from './mail-game-name';

const FAQ_CACHE = 'public, max-age=60';
/** Fields a resend may change under the same key: a new captcha, and the key itself. */
const UNFINGERPRINTED_FIELDS = ['captcha', 'clientToken'] as const;
/** Long enough for 3 files of 5 MB and the text fields, with room for multipart framing. */
const MULTIPART_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS + 5 };

// --- FAQ search ---------------------------------------------------------------------------------

interface FaqRow {
  article_id: number;
  category: FaqCategory;
  title: string;
  body_text: string;
}

const LATIN = /\p{Script=Latin}/u;
const COMBINING_MARKS = /\p{Mn}/gu;

/**
 * Folds what a search should not tell apart, character by character and only where that keeps the
 * length, so offsets found in the folded text are offsets in the original: case (a few letters,
 * such as the Turkish dotted I, grow when lower-cased), and the accents of Latin letters ("ñ" is
 * "n", "É" is "e"), as the FTS index does (remove_diacritics, migration 0014). Other scripts keep
 * their marks: "й" is not "и", and a kana's voicing mark changes the word.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (const character of text) {
    const lower = character.toLocaleLowerCase();
    const bare = LATIN.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
    folded += bare.length === character.length ? bare : lower.length === character.length ? lower : character;
  }
  return folded;
}

/** Every occurrence of every term in `text`, case-insensitive, sorted and merged. */
export function matchRanges(text: string, terms: readonly string[]): TextRange[] {
  const folded = foldCase(text);
  const found: TextRange[] = [];
  for (const term of terms.map(foldCase)) {
    if (term === '') continue;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      found.push({ start: at, end: at + term.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * About FAQ_SNIPPET_LENGTH characters of `text` around its first match, cut at spaces where the
 * text has them, with an ellipsis where it was cut.
 */
export function snippetAround(text: string, firstMatch: number): string {
  if (text.length <= FAQ_SNIPPET_LENGTH) return text;
  let start = Math.max(0, Math.min(firstMatch - 40, text.length - FAQ_SNIPPET_LENGTH));
  let end = Math.min(text.length, start + FAQ_SNIPPET_LENGTH);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < firstMatch) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(start, firstMatch)) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** The words long enough for the trigram index (three characters or more). */
function indexedTerms(terms: readonly string[]): string[] {
  return terms.filter((term) => Array.from(term).length >= 3);
}

/** The FTS5 query of `terms`, each a quoted phrase: all of them required, or one enough (`any`). */
function trigramQuery(terms: readonly string[], { any = false } = {}): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(any ? ' OR ' : ' ');
}

// --- tickets and reports ------------------------------------------------------------------------

interface TicketRow {
  id: number;
  request_type: TicketRequestType;
  subject: string;
  platform: SupportPlatform;
  account: string;
  order_id: string;
  status: TicketStatus;
  email: string;
  user_id: number;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  id: number;
  ticket_id: number;
  author: 'player' | 'support';
  body: string;
  sent_at: string;
}

interface AttachmentRow {
  id: number;
  ticket_id: number | null;
  report_id: number | null;
  original_name: string;
  stored_name: string;
  kind: AttachmentKind;
  size: number;
}

interface ReportRow {
  id: number;
  type: ReportType;
  platform: SupportPlatform;
  account_id: string;
  environment: string | null;
  reported_player: string;
  description: string;
  evidence_link: string | null;
  status: ReportStatus;
  created_at: string;
}

interface CheckedFile {
  name: string;
  bytes: Buffer;
  kind: AttachmentKind;
}

/** Every file judged by content; the first that is not an allowed type refuses the form (form_13). */
async function checkFiles(files: IncomingFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const kind = await detectAttachmentKind(file.bytes);
    const name = displayFileName(file.name);
    if (!kind || !nameMatchesKind(name, kind)) fail(400, 'form_13', { attachments: 'form_13' });
    checked.push({ name, bytes: file.bytes, kind });
  }
  return checked;
}

/** The form's idempotency key: the `Idempotency-Key` header, else the `clientToken` field; form_11 if malformed. */
function idempotencyKey(request: FastifyRequest, clientToken: string | undefined): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const key = typeof header === 'string' ? header : clientToken;
  if (key === undefined) return null;
  return CLIENT_TOKEN.safeParse(key).success ? key : fail(400, 'form_11', { clientToken: 'form_11' });
}

/** Start of the UTC day of `now`, as stored timestamps are written (ISO 8601, UTC). */
function utcDayStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

/** `{game}` the game's name (site-config), `{id}` the ticket number, `{subject}` the subject typed. */
const RECEIVED_MAIL: InEveryLanguage<{ subject: string; text: string }> = {
  en: {
    subject: 'We received your support request #{id}',
    text: 'Thank you for contacting {game} support. We have received your request #{id} ("{subject}") and will reply to this address. Your ticket history may take a few minutes to update.',
  },
  ko: {
    subject: '고객 지원 문의가 접수되었습니다 (#{id})',
    text: '{game} 고객 지원에 문의해 주셔서 감사합니다. 문의가 접수되었습니다(문의 번호 #{id}, 제목: "{subject}"). 이 주소로 답변을 드리겠습니다. 문의 내역에 반영되기까지 몇 분이 걸릴 수 있습니다.',
  },
  'zh-Hans': {
    subject: '我们已收到您的工单 #{id}',
    text: '感谢您联系 {game} 客服。我们已收到您的工单 #{id}（“{subject}”），并将回复到此邮箱。工单记录可能需要几分钟才会更新。',
  },
  'zh-Hant': {
    subject: '我們已收到您的支援請求 #{id}',
    text: '感謝您聯絡 {game} 客服。我們已收到您的請求 #{id}（「{subject}」），並將回覆到此電子郵件地址。客服單紀錄可能需要幾分鐘才會更新。',
  },
  de: {
    subject: 'Wir haben deine Supportanfrage #{id} erhalten',
    text: 'Danke, dass du dich an den {game}-Support gewandt hast. Wir haben deine Anfrage #{id} („{subject}“) erhalten und antworten an diese Adresse. Bis dein Ticketverlauf aktualisiert ist, kann es einige Minuten dauern.',
  },
  es: {
    subject: 'Hemos recibido tu solicitud de soporte n.º {id}',
    text: 'Gracias por contactar con el soporte de {game}. Hemos recibido tu solicitud n.º {id} («{subject}») y te responderemos a esta dirección. Tu historial de solicitudes puede tardar unos minutos en actualizarse.',
  },
  fr: {
    subject: 'Nous avons reçu votre demande d’assistance n° {id}',
    text: 'Merci d’avoir contacté l’assistance du jeu {game}. Nous avons reçu votre demande n° {id} (« {subject} ») et vous répondrons à cette adresse. L’historique de vos demandes peut mettre quelques minutes à se mettre à jour.',
  },
  ja: {
    subject: 'お問い合わせ #{id} を受け付けました',
    text: '{game} サポートへのお問い合わせありがとうございます。お問い合わせ #{id}（「{subject}」）を受け付けました。このアドレスに返信いたします。お問い合わせ履歴への反映には数分かかることがあります。',
  },
  pt: {
    subject: 'Recebemos sua solicitação de suporte nº {id}',
    text: 'Obrigado por falar com o suporte de {game}. Recebemos sua solicitação nº {id} ("{subject}") e responderemos para este endereço. Seu histórico de chamados pode levar alguns minutos para ser atualizado.',
  },
  ru: {
    subject: 'Мы получили ваше обращение № {id}',
    text: 'Спасибо, что обратились в поддержку {game}. Мы получили ваше обращение № {id} («{subject}») и ответим на этот адрес. История обращений может обновиться через несколько минут.',
  },
};

export function receivedMail(lang: SupportLanguage, id: number, subject: string): { subject: string; text: string } {
  const template = RECEIVED_MAIL[lang];
  const fill = (text: string) => fillMail(text, { id: String(id), subject });
  return { subject: fill(template.subject), text: fill(template.text) };
}

type Outcome =
  { status: 201 | 200; body: TicketCreated | ReportCreated } | { status: 409; body: TicketInProgressAnswer };

/** A refusal found inside a write's transaction, thrown so the files go again; `once` answers it. */
class Refused extends Error {
  constructor(readonly outcome: Outcome) {
    super('refused');
  }
}

/** The web app's page of one FAQ article. */
const faqArticlePage = (id: number) => fillPath(paths.supportArticle, { id });

/** Every FAQ article's page for the sitemap, with the time it was last updated. */
export function faqSitemapEntries(db: Db): SitemapEntries {
  const articles = db.prepare<[], DatedRow>('SELECT id, updated_at AS date FROM faq_articles ORDER BY id');
  return pagesByRow(() => articles.all(), faqArticlePage);
}

/**
 * The support centre (contract: support.ts): FAQ search and articles, tickets with attachments,
 * reports and appeals, and the owner's download of an attachment.
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const ctx: AppContext = app.ctx;
  const { db, sessions, now } = ctx;
  // Oversized files are measured and refused by readMultipartForm (form_15), not thrown mid-stream.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  // Files of a submission the server stopped before recording (`storeWith` below): none is sent now.
  const recorded = db.prepare<[], string>('SELECT stored_name FROM support_attachments').pluck().all();
  await removeUnrecordedUploads(ctx.config.dataDir, new Set(recorded));

  /**
   * A double submit waits for its twin and answers the twin's result (keyed per user and form); a
   * twin under the same key with another form is refused (422), as a later resend would be. A
   * `Refused` thrown by `run` is answered with its outcome.
   */
  const inFlight = new Map<string, { fingerprint: string; outcome: Promise<Outcome> }>();
  async function once(key: string | null, fingerprint: string, run: () => Promise<Outcome>): Promise<Outcome> {
    const settle = () =>
      run().catch((error: unknown) => {
        if (error instanceof Refused) return error.outcome;
        throw error;
      });
    if (key === null) return settle();
    const running = inFlight.get(key);
    if (running) {
      if (running.fingerprint !== fingerprint) fail(422, 'defaultError_12');
      const outcome = await running.outcome;
      return outcome.status === 409 ? outcome : { status: 200, body: { ...outcome.body, replayed: true } };
    }
    const started = settle().finally(() => inFlight.delete(key));
    inFlight.set(key, { fingerprint, outcome: started });
    return started;
  }

  /** The first result under a key again, or 422 when the key was first used for another form. */
  function replayOf(earlier: { id: number; request_fingerprint: string | null }, fingerprint: string): Outcome {
    if (earlier.request_fingerprint !== null && earlier.request_fingerprint !== fingerprint) {
      fail(422, 'defaultError_12');
    }
    return { status: 200, body: { id: earlier.id, replayed: true } };
  }

  function send(reply: FastifyReply, outcome: Outcome) {
    return reply.code(outcome.status).send(outcome.body);
  }

  const recordedBytes = db.prepare<[], number>('SELECT COALESCE(SUM(size), 0) FROM support_attachments').pluck();
  /** Bytes of the submissions whose files are being written and not yet recorded. */
  let writingBytes = 0;

  /** The malware scanner's verdict on `file` (`scanUpload`): 503 defaultError_5 when it fails, form_13 for malware. */
  async function scan(command: readonly string[], file: CheckedFile): Promise<void> {
    let verdict: 'clean' | 'malware';
    try {
      verdict = await scanUpload(command, file.bytes);
    } catch (error) {
      app.log.error(error, 'malware scan failed: a form was refused');
      fail(503, 'defaultError_5');
    }
    if (verdict === 'malware') {
      app.log.warn({ bytes: file.bytes.length, kind: file.kind }, 'malware found in an upload: the form was refused');
      fail(400, 'form_13', { attachments: 'form_13' });
    }
  }

  /**
   * Saves the files, then runs `insert` in a transaction; the files are removed again if it fails.
   * Every stored file passes here, after the form's own refusals, so the costly steps come last:
   * - files that would take the store past `uploadStoreMaxBytes` (counting what is recorded and
   *   what other submissions are writing now) refuse the form: 507 defaultError_5, and an error in
   *   the log for an operator; a form without files is never refused;
   * - with a malware scanner configured (`uploadScanCommand`, ASVS 12.4.2), each file goes through
   *   it before anything is written: malware is refused as form_13 (the page need not say more than
   *   for a wrong type), and a scanner that fails refuses the form with 503 defaultError_5 rather
   *   than let an unchecked file be stored.
   */
  async function storeWith<T>(files: CheckedFile[], insert: (stored: string[]) => T): Promise<T> {
    const incoming = files.reduce((sum, file) => sum + file.bytes.length, 0);
    const held = (recordedBytes.get() ?? 0) + writingBytes;
    if (incoming > 0 && held + incoming > ctx.config.uploadStoreMaxBytes) {
      app.log.error({ held, incoming, limit: ctx.config.uploadStoreMaxBytes }, 'upload store full: a form was refused');
      fail(507, 'defaultError_5');
    }
    writingBytes += incoming;
    const stored: string[] = [];
    try {
      const { uploadScanCommand } = ctx.config;
      if (uploadScanCommand) for (const file of files) await scan(uploadScanCommand, file);
      for (const file of files) stored.push(await storeUpload(ctx.config.dataDir, file.bytes));
      return db.transaction(() => insert(stored))();
    } catch (error) {
      await Promise.all(stored.map((name) => removeUpload(ctx.config.dataDir, name)));
      throw error;
    } finally {
      writingBytes -= incoming;
    }
  }

  // FAQ ------------------------------------------------------------------------------------------

  const faqRows = db.prepare<{ lang: string; category: string | null }, FaqRow>(
    `SELECT t.article_id, a.category, t.title, t.body_text
     FROM faq_translations t JOIN faq_articles a ON a.id = t.article_id
     WHERE t.lang = @lang AND (@category IS NULL OR a.category = @category)
     ORDER BY a.id`,
  );
  const faqIndexed = db.prepare<{ lang: string; category: string | null; match: string }, FaqRow>(
    `SELECT t.article_id, a.category, t.title, t.body_text
     FROM faq_search s
     JOIN faq_translations t ON t.article_id = s.article_id AND t.lang = s.lang
     JOIN faq_articles a ON a.id = t.article_id
     WHERE faq_search MATCH @match AND s.lang = @lang AND (@category IS NULL OR a.category = @category)
     ORDER BY s.rank`,
  );
  const faqArticle = db.prepare<{ id: number; lang: string }, FaqRow & { body_html: string; updated_at: string }>(
    `SELECT t.article_id, a.category, t.title, t.body_text, t.body_html, a.updated_at
     FROM faq_articles a JOIN faq_translations t ON t.article_id = a.id AND t.lang = @lang WHERE a.id = @id`,
  );

  app.get('/support/faq', async (request, reply): Promise<FaqSearchAnswer> => {
    const query = parseWith(faqSearchQuerySchema, request.query);
    const lang = negotiateNewsLanguage(query.lang, request.headers['accept-language']);
    const terms = faqSearchTerms(query.q ?? '');
    const category = query.category ?? null;
    // Words of three or more characters go through the FTS5 trigram index; every word (also the
    // shorter ones the index cannot see) is then checked and located in the text itself.
    const found = (rows: FaqRow[], words: readonly string[], any: boolean) =>
      rows.flatMap((row) => {
        const haystack = foldCase(`${row.title}\n${row.body_text}`);
        const matched = words.filter((term) => haystack.includes(foldCase(term))).length;
        return (any ? matched > 0 : matched === words.length) ? [{ row, matched }] : [];
      });
    const match = trigramQuery(indexedTerms(terms));
    let hits = found(match ? faqIndexed.all({ lang, category, match }) : faqRows.all({ lang, category }), terms, false);
    // A question in a player's own words rarely has every word in one article ("Pierres rouges
    // manquantes": the article says "Pierres rouges" and "solde"): with no article holding them
    // all, those holding the most of the longer words come first, each word highlighted where found.
    const longer = indexedTerms(terms);
    if (!hits.length && longer.length > 1) {
      const some = found(faqIndexed.all({ lang, category, match: trigramQuery(longer, { any: true }) }), longer, true);
      hits = some.sort((a, b) => b.matched - a.matched);
    }
    const items: FaqMatch[] = hits.slice(0, FAQ_MAX_RESULTS).map(({ row }) => {
      const bodyRanges = matchRanges(row.body_text, terms);
      const snippet = snippetAround(row.body_text, bodyRanges[0]?.start ?? 0);
      return {
        id: row.article_id,
        category: row.category,
        title: row.title,
        titleRanges: matchRanges(row.title, terms),
        snippet,
        snippetRanges: matchRanges(snippet, terms),
      };
    });
    // Title matches first; the index's own ranking (or article order) otherwise.
    if (terms.length) items.sort((a, b) => Number(b.titleRanges.length > 0) - Number(a.titleRanges.length > 0));
    void reply.header('Content-Language', lang).header('Vary', 'Accept-Language').header('Cache-Control', FAQ_CACHE);
    return { items, lang };
  });

  app.get<{ Params: { id: string } }>('/support/faq/:id', async (request, reply): Promise<FaqArticle> => {
    const id = supportIdSchema.safeParse(request.params.id);
    if (!id.success) fail(404, 'defaultError_12');
    const query = parseWith(faqArticleQuerySchema, request.query);
    const lang = negotiateNewsLanguage(query.lang, request.headers['accept-language']);
    const row = faqArticle.get({ id: id.data, lang });
    if (!row) fail(404, 'defaultError_12');
    void reply.header('Content-Language', lang).header('Vary', 'Accept-Language').header('Cache-Control', FAQ_CACHE);
    return {
      id: row.article_id,
      category: row.category,
      title: row.title,
      bodyHtml: row.body_html,
      updatedAt: row.updated_at,
      lang,
    };
  });

  // Tickets --------------------------------------------------------------------------------------

  const ticketByKey = db.prepare<[number, string], { id: number; request_fingerprint: string | null }>(
    'SELECT id, request_fingerprint FROM support_tickets WHERE user_id = ? AND idempotency_key = ?',
  );
  const ticketsToday = db.prepare<[number, string], { count: number }>(
    'SELECT COUNT(*) AS count FROM support_tickets WHERE user_id = ? AND created_at >= ?',
  );
  const openOfType = db.prepare<[number, string], { id: number; email: string }>(
    `SELECT id, email FROM support_tickets
     WHERE user_id = ? AND request_type = ? AND status IN ('open', 'awaiting_reply') ORDER BY id DESC LIMIT 1`,
  );

  /**
   * What stops a player's new ticket of `requestType` now: today's tickets (429 form_5, thrown) or
   * an open one of that type (the 409 form_1 answer, returned). Checked before the captcha is
   * spent and the files written, and again in the write's transaction.
   */
  function ticketRefusal(userId: number, requestType: string): Outcome | null {
    if ((ticketsToday.get(userId, utcDayStart(now()))?.count ?? 0) >= TICKETS_PER_DAY) fail(429, 'form_5');
    const open = openOfType.get(userId, requestType);
    return open ? { status: 409, body: { error: 'form_1', ticketId: open.id, email: open.email } } : null;
  }
  const insertTicket = db.prepare(
    `INSERT INTO support_tickets
       (user_id, request_type, subject, platform, account, order_id, status, email, idempotency_key, request_fingerprint, created_at, updated_at)
     VALUES (@userId, @requestType, @subject, @platform, @account, @orderId, 'open', @email, @key, @fingerprint, @now, @now)`,
  );
  const insertMessage = db.prepare(
    "INSERT INTO support_ticket_messages (ticket_id, author, body, sent_at) VALUES (?, 'player', ?, ?)",
  );
  const insertAttachment = db.prepare(
    `INSERT INTO support_attachments (ticket_id, report_id, stored_name, original_name, kind, size, created_at)
     VALUES (@ticketId, @reportId, @storedName, @name, @kind, @size, @now)`,
  );
  const ticketsOf = db.prepare<[number], TicketRow>(
    'SELECT * FROM support_tickets WHERE user_id = ? ORDER BY created_at DESC, id DESC',
  );
  const ticketById = db.prepare<[number], TicketRow>('SELECT * FROM support_tickets WHERE id = ?');
  const messagesOf = db.prepare<[number], MessageRow>(
    `SELECT m.* FROM support_ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id
     WHERE t.user_id = ? ORDER BY m.sent_at, m.id`,
  );
  const attachmentsOfTickets = db.prepare<[number], AttachmentRow>(
    `SELECT f.* FROM support_attachments f JOIN support_tickets t ON t.id = f.ticket_id WHERE t.user_id = ? ORDER BY f.id`,
  );

  function saveAttachments(
    stored: string[],
    files: CheckedFile[],
    owner: { ticketId: number | null; reportId: number | null },
  ) {
    files.forEach((file, index) => {
      insertAttachment.run({
        ...owner,
        storedName: stored[index],
        name: file.name,
        kind: file.kind,
        size: file.bytes.length,
        now: now().toISOString(),
      });
    });
  }

  /** tickets_5 (not signed in) instead of the generic defaultError_14: the ticket screens' own wording. */
  function ticketUser(request: FastifyRequest): SessionUser {
    return sessions.lookup(request).user ?? fail(401, 'tickets_5');
  }

  const toAttachment = (row: AttachmentRow): AttachmentInfo => ({
    id: row.id,
    name: row.original_name,
    kind: row.kind,
    size: row.size,
  });

  function ticketsWithConversation(userId: number, rows: TicketRow[]): Ticket[] {
    const messages = messagesOf.all(userId);
    const attachments = attachmentsOfTickets.all(userId);
    return rows.map((row) => ({
      id: row.id,
      requestType: row.request_type,
      subject: row.subject,
      platform: row.platform,
      account: row.account,
      orderId: row.order_id,
      status: row.status,
      email: row.email,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      messages: messages
        .filter((message) => message.ticket_id === row.id)
        .map((message) => ({ id: message.id, from: message.author, body: message.body, sentAt: message.sent_at })),
      attachments: attachments.filter((file) => file.ticket_id === row.id).map(toAttachment),
    }));
  }

  // Both forms read up to three files and scan their content before any other check can refuse
  // them: a per-address cap on top of the captcha (ASVS 2.2.1, 11.1.4), anonymous or signed in.
  const uploadLimit = perMinute(ctx.config.loginAttemptsPerMinute);
  app.post('/support/tickets', uploadLimit, async (request, reply) => {
    const user = sessions.requireOpenAccount(request);
    const form = await readMultipartForm(request, {
      fieldNames: TICKET_FIELD_NAMES,
      fileField: 'attachments',
      maxFiles: MAX_ATTACHMENTS,
      maxFileBytes: MAX_ATTACHMENT_BYTES,
    });
    const key = idempotencyKey(request, form.fields['clientToken']);
    const fingerprint = formFingerprint(form, UNFINGERPRINTED_FIELDS);
    const outcome = await once(key && `ticket:${String(user.id)}:${key}`, fingerprint, async (): Promise<Outcome> => {
      const earlier = key ? ticketByKey.get(user.id, key) : undefined;
      if (earlier) return replayOf(earlier, fingerprint);
      const fields = parseWith(ticketFieldsSchema, form.fields);
      const files = await checkFiles(form.files);
      const refusal = ticketRefusal(user.id, fields.requestType);
      if (refusal) return refusal;
      await spendCaptcha(ctx, fields.captcha);
      const at = now().toISOString();
      const id = await storeWith(files, (stored) => {
        // Again inside the write: another submission may have landed while this one waited.
        const landedMeanwhile = ticketRefusal(user.id, fields.requestType);
        if (landedMeanwhile) throw new Refused(landedMeanwhile);
        const ticketId = Number(
          insertTicket.run({
            userId: user.id,
            requestType: fields.requestType,
            subject: fields.subject,
            platform: fields.platform,
            account: fields.account,
            orderId: fields.orderId,
            email: user.email,
            key,
            fingerprint: key && fingerprint,
            now: at,
          }).lastInsertRowid,
        );
        insertMessage.run(ticketId, fields.description, at);
        saveAttachments(stored, files, { ticketId, reportId: null });
        // The receipt mail is written with the ticket: a resend of a ticket that landed is answered
        // from it (replayOf) and mails nothing, so a mail left out here would never be sent.
        const locale = requestLocale(request.headers['accept-language']);
        sendMail(ctx, { to: user.email, locale, ...receivedMail(locale, ticketId, fields.subject) });
        return ticketId;
      });
      return { status: 201, body: { id, replayed: false } };
    });
    return send(reply, outcome);
  });

  app.get('/support/tickets', async (request): Promise<TicketListAnswer> => {
    const user = ticketUser(request);
    return { items: ticketsWithConversation(user.id, ticketsOf.all(user.id)) };
  });

  app.get<{ Params: { id: string } }>('/support/tickets/:id', async (request): Promise<Ticket> => {
    const user = ticketUser(request);
    const id = supportIdSchema.safeParse(request.params.id);
    if (!id.success) fail(400, 'tickets_2');
    const row = ticketById.get(id.data);
    if (!row) fail(404, 'tickets_3');
    if (row.user_id !== user.id) fail(403, 'tickets_4');
    const [ticket] = ticketsWithConversation(user.id, [row]);
    return ticket ?? fail(404, 'tickets_3');
  });

  // Reports --------------------------------------------------------------------------------------

  const gameAccount = db.prepare<[string, string], { account_id: string; user_id: number | null }>(
    'SELECT account_id, user_id FROM game_accounts WHERE platform = ? AND account_id = ?',
  );
  const reportByKey = db.prepare<[string, string, string], { id: number; request_fingerprint: string | null }>(
    'SELECT id, request_fingerprint FROM support_reports WHERE platform = ? AND account_id = ? AND idempotency_key = ?',
  );
  const insertReport = db.prepare(
    `INSERT INTO support_reports
       (user_id, type, platform, account_id, environment, reported_player, description, evidence_link, status, idempotency_key, request_fingerprint, created_at)
     VALUES (@userId, @type, @platform, @accountId, @environment, @reportedPlayer, @description, @evidenceLink, 'received', @key, @fingerprint, @now)`,
  );
  /**
   * A player's reports: those they sent while signed in. Not the anonymous ones about a game account
   * of theirs: an in-game link is not signed, so anyone who knows a public account id can send one,
   * and its text and files would show on the owner's page as if the owner had sent them.
   */
  const reportsOf = db.prepare<{ userId: number }, ReportRow>(
    'SELECT * FROM support_reports WHERE user_id = @userId ORDER BY created_at DESC, id DESC',
  );
  /**
   * Reports about a game account since `since`, counted apart for its owner (the site account it
   * is linked to, signed in: `byOwner` 1) and for everyone else (0), so strangers who spend the
   * day's reports on a public id cannot stop the owner's own appeal. (`user_id = NULL` is NULL, so
   * an anonymous report, or any report about an account without an owner, is everyone else's.)
   */
  const reportsToday = db.prepare<
    { platform: string; accountId: string; since: string; owner: number | null; byOwner: number },
    { count: number }
  >(
    `SELECT COUNT(*) AS count FROM support_reports
     WHERE platform = @platform AND account_id = @accountId AND created_at >= @since
       AND coalesce(user_id = @owner, 0) = @byOwner`,
  );
  const attachmentsOfReport = db.prepare<[number], AttachmentRow>(
    'SELECT * FROM support_attachments WHERE report_id = ? ORDER BY id',
  );

  app.post('/support/reports', uploadLimit, async (request, reply) => {
    const { user } = sessions.lookup(request);
    const form = await readMultipartForm(request, {
      fieldNames: REPORT_FIELD_NAMES,
      fileField: 'attachments',
      maxFiles: MAX_ATTACHMENTS,
      maxFileBytes: MAX_ATTACHMENT_BYTES,
    });
    const key = idempotencyKey(request, form.fields['clientToken']);
    const scope = `${form.fields['platform'] ?? ''}:${form.fields['accountid'] ?? ''}`;
    const fingerprint = formFingerprint(form, UNFINGERPRINTED_FIELDS);
    const outcome = await once(key && `report:${scope}:${key}`, fingerprint, async (): Promise<Outcome> => {
      // The account id stays the text it arrived as: 17-19 digits do not survive a double.
      const fields = parseWith(reportFieldsSchema, form.fields);
      const earlier = key ? reportByKey.get(fields.platform, fields.accountid, key) : undefined;
      if (earlier) return replayOf(earlier, fingerprint);
      const files = await checkFiles(form.files);
      if (!hasEvidence(fields.evidenceLink, files.length)) fail(400, 'form_16', { evidenceLink: 'form_16' });
      const account = gameAccount.get(fields.platform, fields.accountid) ?? fail(404, 'playerReport_1');
      const byOwner = user !== null && account.user_id === user.id;
      /** form_5 once the game account has its reports for the UTC day, its owner's or everyone else's. */
      const checkReportsToday = () => {
        const sentToday =
          reportsToday.get({
            platform: fields.platform,
            accountId: fields.accountid,
            since: utcDayStart(now()),
            owner: account.user_id,
            byOwner: byOwner ? 1 : 0,
          })?.count ?? 0;
        if (sentToday >= ctx.config.reportsPerDay) fail(429, 'form_5');
      };
      checkReportsToday();
      await spendCaptcha(ctx, fields.captcha);
      const at = now().toISOString();
      const id = await storeWith(files, (stored) => {
        // Again inside the write: another report may have landed while this one waited.
        checkReportsToday();
        const reportId = Number(
          insertReport.run({
            userId: user?.id ?? null,
            type: fields.type,
            platform: fields.platform,
            accountId: fields.accountid,
            environment: fields.environment ?? null,
            reportedPlayer: fields.reportedPlayer,
            description: fields.description,
            evidenceLink: fields.evidenceLink || null,
            key,
            fingerprint: key && fingerprint,
            now: at,
          }).lastInsertRowid,
        );
        saveAttachments(stored, files, { ticketId: null, reportId });
        return reportId;
      });
      return { status: 201, body: { id, replayed: false } };
    });
    return send(reply, outcome);
  });

  app.get('/support/reports', async (request): Promise<ReportListAnswer> => {
    const user = ticketUser(request);
    return {
      items: reportsOf.all({ userId: user.id }).map((row): Report => ({
        id: row.id,
        type: row.type,
        platform: row.platform,
        accountId: row.account_id,
        environment: row.environment,
        reportedPlayer: row.reported_player,
        description: row.description,
        evidenceLink: row.evidence_link,
        status: row.status,
        createdAt: row.created_at,
        attachments: attachmentsOfReport.all(row.id).map(toAttachment),
      })),
    };
  });

  // Attachments ----------------------------------------------------------------------------------

  // A file belongs to the account that sent it, signed in (an anonymous report's files to no one).
  const attachmentOwner = db.prepare<[number], AttachmentRow & { owner: number | null }>(
    `SELECT f.*, COALESCE(t.user_id, r.user_id) AS owner FROM support_attachments f
     LEFT JOIN support_tickets t ON t.id = f.ticket_id
     LEFT JOIN support_reports r ON r.id = f.report_id
     WHERE f.id = ?`,
  );

  /**
   * The owner's copy of a file, always as a download of opaque bytes: never served with a type a
   * browser would render, so an uploaded file can never run as a page of this site.
   */
  app.get<{ Params: { id: string } }>('/support/attachments/:id', async (request, reply) => {
    const user = ticketUser(request);
    const id = supportIdSchema.safeParse(request.params.id);
    if (!id.success) fail(404, 'defaultError_12');
    const row = attachmentOwner.get(id.data);
    if (row?.owner !== user.id || !ATTACHMENT_KINDS.includes(row.kind)) fail(404, 'defaultError_12');
    const bytes = await readUpload(ctx.config.dataDir, row.stored_name);
    return (
      reply
        .header('Content-Type', 'application/octet-stream')
        // The player's cleaned name in RFC 8187 form (filename*), and a fixed ASCII one before it.
        .header(
          'Content-Disposition',
          contentDisposition(downloadFileName(row.original_name, row.kind), {
            fallback: downloadFileName(`attachment-${String(row.id)}`, row.kind),
          }),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes)
    );
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  migrationRequestSchema,
  WITHDRAWAL_GRACE_DAYS,
  withdrawalRequestSchema,
  type AccountOverview,
  type CompletedMigration,
  type LanguageTag,
  type MigrationAnswer,
  type OwnedProduct,
  type RedeemedGift,
  type WithdrawalStatus,
} from '@dungeon/contract';
import type { AppContext } from '../app';
import type { Db } from '../db/database';
import { giftNameSql } from '../db/gift-names';
import { CLOSED_EMAIL_PATTERN, closedAccountEmail, closedAccountName } from '../http/closed-accounts';
import { emailDigest, sameDigest, sha256 } from '../http/digest';
import { fail, parseWith } from '../http/errors';
import { mailIn, mailLanguage, requestLocale, sendMail } from '../http/mailer';
import { confirmPassword } from '../http/passwords';
import { perMinute } from '../http/rate-limit';
import type { SessionUser } from '../http/sessions';
import { removeUpload } from '../http/uploads';
import { accountClosedMail, mailDate, withdrawalCancelledMail, withdrawalRequestedMail } from './account-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Migration attempts per client and minute (keys cannot be guessed, but typing them can be scripted). */
const MIGRATION_ATTEMPTS_PER_MINUTE = 10;

/** SHA-256 of a normalized migration key (see migration 0008 for why a fast hash is enough). */
export const migrationKeyHash = (key: string) => sha256(key);

/**
 * Prepares `finalizeDueWithdrawals`, which closes every account whose grace period has ended
 * and erases what the privacy policy says goes with it (legal/privacy "How long we keep it":
 * deleted or anonymised once the withdrawal is complete, except records the law makes us keep).
 * In one transaction per run:
 * - the account's address gets `accountClosedMail`, in the language the closure was asked in;
 * - its support tickets, with their messages and attachments, its password-reset links, the
 *   record of its password changes and its sessions are deleted (a tab still open is signed out
 *   at its next call);
 * - its reports and appeals stay for moderation, no longer linked to it, and so do its game accounts;
 * - its email becomes `closedAccountEmail` (the address may register again) and only a hash of the
 *   address is kept (`closed_email_hash`: a sign-in with the old address and password is still
 *   answered `withdrawn`), its name `closedAccountName` (free for another player), its birth date empty;
 * - purchases, the Red Stone ledger and gift redemptions stay with the anonymised row: they are
 *   the invoices and payment records kept for the statutory period.
 * The attachment files go once the transaction has committed; one a crash leaves behind is removed
 * at the next start (`removeUnrecordedUploads`). An account closed before erasure existed (its
 * `withdrawn_at` set, its address still there) is erased the same way.
 * Statements are prepared once; the function it returns checks with one read whether anything is
 * due. A real deployment runs it from a daily job; the reference server runs it at start and before
 * each account call, so a due closure is never missed. It answers how many accounts it erased.
 */
export function dueWithdrawalFinalizer({ db, now, config }: Pick<AppContext, 'db' | 'now' | 'config'>) {
  const dueWhere = `(withdrawn_at IS NULL AND withdrawal_date IS NOT NULL AND withdrawal_date <= @now)
    OR (withdrawn_at IS NOT NULL AND email NOT LIKE @closed)`;
  const anyDue = db.prepare<[DueParams], number>(`SELECT EXISTS (SELECT 1 FROM users WHERE ${dueWhere})`).pluck();
  const due = db.prepare<[DueParams], DueRow>(
    `SELECT id, email, locale, withdrawn_at, withdrawal_date FROM users WHERE ${dueWhere}`,
  );
  const attachments = db
    .prepare<[number], string>(
      `SELECT a.stored_name FROM support_attachments a JOIN support_tickets t ON t.id = a.ticket_id
       WHERE t.user_id = ?`,
    )
    .pluck();
  const erase = [
    // Messages and attachment rows go with their ticket (ON DELETE CASCADE).
    'DELETE FROM support_tickets WHERE user_id = ?',
    'DELETE FROM password_resets WHERE user_id = ?',
    'DELETE FROM password_changes WHERE user_id = ?',
    'DELETE FROM sessions WHERE user_id = ?',
    'UPDATE support_reports SET user_id = NULL WHERE user_id = ?',
    'UPDATE game_accounts SET user_id = NULL WHERE user_id = ?',
  ].map((sql) => db.prepare<[number]>(sql));
  const anonymise = db.prepare<[string, string, string, number]>(
    `UPDATE users SET withdrawn_at = COALESCE(withdrawn_at, withdrawal_date), email = ?, closed_email_hash = ?,
       username = ?, birth_date = '' WHERE id = ?`,
  );
  const closeAll = db.transaction((params: DueParams) => {
    const rows = due.all(params);
    const files: string[] = [];
    for (const { id, email, locale, withdrawn_at, withdrawal_date } of rows) {
      // Told in the language of the request to close, before the address goes; an account closed
      // before erasure existed was told of its closure then.
      if (withdrawn_at === null && withdrawal_date !== null) {
        const language = mailLanguage(locale);
        const closedOn = mailDate(withdrawal_date, language);
        sendMail({ db, now }, { to: email, locale: language, ...mailIn(accountClosedMail, language, closedOn) });
      }
      files.push(...attachments.all(id));
      for (const statement of erase) statement.run(id);
      anonymise.run(closedAccountEmail(id), emailDigest(email), closedAccountName(id), id);
    }
    return { closed: rows.length, files };
  });

  return async function finalizeDueWithdrawals(): Promise<number> {
    const params = { now: now().toISOString(), closed: CLOSED_EMAIL_PATTERN };
    // Nearly always nothing is due: a read, no transaction.
    if (!anyDue.get(params)) return 0;
    // IMMEDIATE: the write lock before the rows are read again, so two servers never close (and
    // mail) the same account twice.
    const { closed, files } = closeAll.immediate(params);
    await Promise.all(files.map((name) => removeUpload(config.dataDir, name)));
    return closed;
  };
}

interface DueParams {
  now: string;
  closed: string;
}

interface DueRow {
  id: number;
  email: string;
  locale: string;
  withdrawn_at: string | null;
  withdrawal_date: string | null;
}

interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  currency_balance: string;
  withdrawal_requested_at: string | null;
  withdrawal_date: string | null;
  withdrawn_at: string | null;
  created_at: string;
}

interface OwnedRow {
  appid: number;
  productid: string;
  key: string;
  name: string;
  kind: 'edition' | 'dlc';
  complete: number;
  count: number;
  gifted: number;
  acquired_at: string;
}

interface LegacyRow {
  id: string;
  key_hash: string;
  legacy_name: string;
  migrated_to_user_id: number | null;
  migrated_at: string | null;
}

function ownedProducts(db: Db, userId: number): { apps: OwnedProduct[]; dlcs: OwnedProduct[] } {
  // Ownership is the shop's purchases table: pending or complete rows, gifts included.
  const rows = db
    .prepare<[number], OwnedRow>(
      `SELECT p.appid, p.productid, sp.product_key AS key, sp.name, sp.kind,
              MAX(p.status = 'complete') AS complete, COUNT(*) AS count,
              MIN(p.payment_method = 'gift') AS gifted, MIN(p.created_at) AS acquired_at
       FROM purchases p JOIN shop_products sp ON sp.productid = p.productid
       WHERE p.user_id = ? AND p.status IN ('pending', 'complete') AND sp.kind IN ('edition', 'dlc')
       GROUP BY p.productid ORDER BY MIN(p.id)`,
    )
    .all(userId);
  const toProduct = (row: OwnedRow): OwnedProduct => ({
    appid: row.appid,
    productid: row.productid,
    key: row.key,
    name: row.name,
    status: row.complete ? 'complete' : 'pending',
    count: row.count,
    gifted: Boolean(row.gifted),
    acquiredAt: row.acquired_at,
  });
  return {
    apps: rows.filter((row) => row.kind === 'edition').map(toProduct),
    dlcs: rows.filter((row) => row.kind === 'dlc').map(toProduct),
  };
}

function redeemedGifts(db: Db, userId: number, locale: LanguageTag): RedeemedGift[] {
  return db
    .prepare<[LanguageTag, number], RedeemedGift>(
      `SELECT r.code, ${giftNameSql('c')} AS name, r.created_at AS redeemedAt
       FROM gift_redemptions r JOIN gift_codes c ON c.code = r.code
       WHERE r.user_id = ? ORDER BY r.id DESC`,
    )
    .all(locale, userId);
}

function completedMigration(db: Db, userId: number): CompletedMigration | null {
  const row = db
    .prepare<[number], LegacyRow>('SELECT * FROM legacy_accounts WHERE migrated_to_user_id = ?')
    .get(userId);
  return row?.migrated_at ? { oldAccountId: row.id, legacyName: row.legacy_name, migratedAt: row.migrated_at } : null;
}

/** Dashboard overview, withdrawal and migration (contract: account.ts). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config, now } = app.ctx;
  const findUser = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const locale = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);
  const migrationLimit = perMinute(MIGRATION_ATTEMPTS_PER_MINUTE);

  // At start, then before the account calls only (the hook is encapsulated).
  const finalizeDueWithdrawals = dueWithdrawalFinalizer(app.ctx);
  await finalizeDueWithdrawals();
  app.addHook('onRequest', async () => {
    await finalizeDueWithdrawals();
  });

  /** The signed-in, not withdrawn user (SPEC §6: withdrawn accounts are refused). */
  const activeUser = (request: FastifyRequest): SessionUser => sessions.requireOpenAccount(request, 'withdrawn');

  const withdrawalOf = (user: Pick<UserRow, 'withdrawal_date' | 'withdrawal_requested_at'>): WithdrawalStatus => ({
    withdrawalDate: user.withdrawal_date,
    requestedAt: user.withdrawal_requested_at,
  });

  app.get('/account/overview', async (request): Promise<AccountOverview> => {
    const user = findUser.get(activeUser(request).id) ?? fail(401, 'defaultError_14');
    return {
      username: user.username,
      email: user.email,
      createdAt: user.created_at,
      ...ownedProducts(db, user.id),
      gifts: redeemedGifts(db, user.id, requestLocale(request.headers['accept-language'])),
      currencyCount: user.currency_balance,
      withdrawalDate: user.withdrawal_date,
      migration: completedMigration(db, user.id),
    };
  });

  app.get('/account/withdrawal', async (request): Promise<WithdrawalStatus> => {
    const user = findUser.get(activeUser(request).id) ?? fail(401, 'defaultError_14');
    return withdrawalOf(user);
  });

  app.post(
    '/account/withdrawal',
    perMinute(config.loginAttemptsPerMinute),
    async (request): Promise<WithdrawalStatus> => {
      const user = findUser.get(activeUser(request).id) ?? fail(401, 'defaultError_14');
      const input = parseWith(withdrawalRequestSchema, request.body);
      if (user.withdrawal_requested_at || user.withdrawn_at) fail(409, 'withdrawn_3');
      await confirmPassword(input.password, user.password_hash);
      const requestedAt = now();
      const status: WithdrawalStatus = {
        requestedAt: requestedAt.toISOString(),
        withdrawalDate: new Date(requestedAt.getTime() + WITHDRAWAL_GRACE_DAYS * DAY_MS).toISOString(),
      };
      const language = locale(request);
      // The language asked in is the one the closure's own mail will be in (`finalizeDueWithdrawals`).
      // Only while none is pending: a twin request may have scheduled one while the password was checked.
      // The schedule and its mail are one write: a fault leaves neither, and the player may ask again.
      db.transaction(() => {
        const scheduled = db
          .prepare(
            `UPDATE users SET withdrawal_requested_at = ?, withdrawal_date = ?, locale = ?
             WHERE id = ? AND withdrawal_requested_at IS NULL AND withdrawn_at IS NULL`,
          )
          .run(status.requestedAt, status.withdrawalDate, language, user.id);
        if (scheduled.changes === 0) fail(409, 'withdrawn_3');
        sendMail(app.ctx, {
          to: user.email,
          locale: language,
          ...mailIn(withdrawalRequestedMail, language, mailDate(status.withdrawalDate ?? '', language)),
        });
      })();
      return status;
    },
  );

  app.post('/account/withdrawal/cancel', async (request): Promise<WithdrawalStatus> => {
    const user = findUser.get(activeUser(request).id) ?? fail(401, 'defaultError_14');
    if (!user.withdrawal_requested_at) fail(409, 'withdrawn_4');
    const language = locale(request);
    db.transaction(() => {
      db.prepare('UPDATE users SET withdrawal_requested_at = NULL, withdrawal_date = NULL WHERE id = ?').run(user.id);
      sendMail(app.ctx, { to: user.email, locale: language, ...mailIn(withdrawalCancelledMail, language, '') });
    })();
    return { withdrawalDate: null, requestedAt: null };
  });

  app.post('/account/migration', migrationLimit, async (request): Promise<MigrationAnswer> => {
    const user = activeUser(request);
    const input = parseWith(migrationRequestSchema, request.body);
    // A closing account receives nothing new.
    if (user.withdrawalDate) fail(403, 'withdrawn_2');
    if (completedMigration(db, user.id)) fail(409, 'migration_3');
    const legacy = db
      .prepare<[string], LegacyRow>('SELECT * FROM legacy_accounts WHERE id = ?')
      .get(input.oldAccountId);
    const keyMatches = sameDigest(legacy?.key_hash ?? '', migrationKeyHash(input.migrationKey));
    // One answer for an unknown id and a wrong key, so ids cannot be probed.
    if (!legacy || !keyMatches) fail(400, 'migration_5');
    if (legacy.migrated_at) fail(409, 'migration_3');
    const paid = db
      .prepare<[number], { found: number }>(
        "SELECT 1 AS found FROM purchases WHERE user_id = ? AND payment_method <> 'gift' LIMIT 1",
      )
      .get(user.id);
    if (paid) fail(409, 'migration_4');
    const migratedAt = now().toISOString();
    const changed = db
      .prepare(
        'UPDATE legacy_accounts SET migrated_to_user_id = ?, migrated_at = ? WHERE id = ? AND migrated_at IS NULL',
      )
      .run(user.id, migratedAt, legacy.id).changes;
    if (!changed) fail(409, 'migration_3');
    return { migrated: true, oldAccountId: legacy.id, legacyName: legacy.legacy_name, migratedAt };
  });
}

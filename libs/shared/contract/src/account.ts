import { z } from 'zod';
import { reenteredPasswordField } from './auth';
import type { OwnershipStatus } from './shop';

/**
 * The signed-in account: dashboard overview, withdrawal (closing the account) and migration from
 * an account of the older game.
 *
 *   GET  /api/account/overview          (auth) -> AccountOverview
 *   GET  /api/account/withdrawal        (auth) -> WithdrawalStatus
 *   POST /api/account/withdrawal        (auth) WithdrawalRequest -> WithdrawalStatus (date set)
 *   POST /api/account/withdrawal/cancel (auth) -> WithdrawalStatus (date null)
 *   POST /api/account/migration         (auth) MigrationRequest -> MigrationAnswer
 *
 * Every call answers 401 defaultError_14 signed out and 403 withdrawn for a closed account.
 * Withdrawal refusals: 400 password_2 no password; 400 termsagree_2 consequences not confirmed;
 * 409 withdrawn_3 already requested or withdrawn; 400 password_3 wrong password; cancel: 409
 * withdrawn_4 nothing requested.
 * Migration refusals: 400 migration_1 key not of the format; 400 migration_6 old account id not of
 * the format; 400 migration_2 key fails its check character (a typo); 403 withdrawn_2 withdrawal in
 * progress; 409 migration_3 this account or the old one already migrated; 400 migration_5 unknown
 * old id or wrong key (one answer for both, so ids cannot be probed); 409 migration_4 this account
 * has payment records; 429 defaultError_13 too many attempts.
 */

/** Days between a withdrawal request and the closure; the player may cancel until then. */
export const WITHDRAWAL_GRACE_DAYS = 14;

/** A product the account owns (an edition in `apps`, a DLC in `dlcs`). */
export interface OwnedProduct {
  appid: number;
  /** Digit string, possibly past 2^53 (SPEC §7). */
  productid: string;
  key: string;
  /** Brand name (a proper name, not translated). */
  name: string;
  status: OwnershipStatus;
  count: number;
  /** True when it came from a gift code rather than a purchase. */
  gifted: boolean;
  acquiredAt: string;
}

/** A redeemed gift code. */
export interface RedeemedGift {
  code: string;
  /** The campaign's name in the request's language (Accept-Language), else its own (English) name. */
  name: string;
  redeemedAt: string;
}

export interface CompletedMigration {
  /** The old account's id: a 17-19 digit string, kept exact. */
  oldAccountId: string;
  legacyName: string;
  migratedAt: string;
}

/** GET /api/account/overview: the SPEC §3 session-user lists as the server knows them. */
export interface AccountOverview {
  username: string;
  email: string;
  createdAt: string;
  apps: OwnedProduct[];
  dlcs: OwnedProduct[];
  gifts: RedeemedGift[];
  /** Red Stones, exact integer string. */
  currencyCount: string;
  /** When the requested closure takes effect (ISO 8601); null when none is pending. */
  withdrawalDate: string | null;
  migration: CompletedMigration | null;
}

export interface WithdrawalStatus {
  withdrawalDate: string | null;
  requestedAt: string | null;
}

export const withdrawalRequestSchema = z.object(
  {
    password: reenteredPasswordField,
    /** The player ticked "I understand the consequences". */
    confirm: z.literal(true, { error: 'termsagree_2' }),
  },
  { error: 'defaultError_12' },
);
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/**
 * Migration keys: four groups of five from an alphabet without look-alikes (no 0, O, 1, I), the
 * last character a check character over the others, so a typo is caught before any lookup.
 */
export const MIGRATION_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MIGRATION_KEY_PATTERN = /^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/;
/** Old account ids are 17 to 19 digits (past 2^53: they travel as exact digit strings). */
export const OLD_ACCOUNT_ID_PATTERN = /^[1-9]\d{16,18}$/;

/** Upper-cases, drops spaces and dashes and regroups by five, so a pasted key matches however typed. */
export function normalizeMigrationKey(input: string): string {
  const bare = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{20}$/.test(bare) ? (bare.match(/.{5}/g) ?? []).join('-') : input.trim().toUpperCase();
}

/** The check character of the first 19 key characters (weighted sum modulo 32). */
export function migrationKeyCheckCharacter(body: string): string {
  const bare = body.replace(/-/g, '');
  let sum = 0;
  for (let index = 0; index < bare.length; index += 1) {
    sum += MIGRATION_KEY_ALPHABET.indexOf(bare.charAt(index)) * (index + 1);
  }
  return MIGRATION_KEY_ALPHABET[sum % MIGRATION_KEY_ALPHABET.length] ?? 'A';
}

/** Whether a well-formed key's last character matches the others. */
export function hasValidCheckCharacter(key: string): boolean {
  const bare = key.replace(/-/g, '');
  return bare.length === 20 && migrationKeyCheckCharacter(bare.slice(0, 19)) === bare.slice(19);
}

/** SPEC §5: a valid migration key (migration_1, migration_2 on a typo) and the old account id (migration_6). */
export const migrationRequestSchema = z.object(
  {
    migrationKey: z
      .string({ error: 'migration_1' })
      .max(64, 'migration_1')
      .transform(normalizeMigrationKey)
      .pipe(z.string().regex(MIGRATION_KEY_PATTERN, 'migration_1').refine(hasValidCheckCharacter, 'migration_2')),
    // The big-number codec hands a 17-19 digit id to both ends as a string; a JS number never fits.
    oldAccountId: z.string({ error: 'migration_6' }).trim().regex(OLD_ACCOUNT_ID_PATTERN, 'migration_6'),
  },
  { error: 'defaultError_12' },
);
export type MigrationRequest = z.input<typeof migrationRequestSchema>;

export interface MigrationAnswer extends CompletedMigration {
  migrated: true;
}

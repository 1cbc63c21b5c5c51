import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LAST_SEEN_RESOLUTION_SECONDS, type ActiveSession } from '@dungeon/contract';
import type { Db } from '../db/database';
import { deviceLabel } from './device-label';
import { sha256 } from './digest';
import { fail } from './errors';

/**
 * How long a session lives from sign-in (server side), by the keep-me-logged-in choice: an absolute
 * limit that use does not extend (ASVS 3.3.2), the same as the persistent cookie's Max-Age. The
 * client's 30-minute idle logout (SPEC) covers inactivity.
 */
const LIFETIME_MS = { session: 12 * 60 * 60 * 1000, persistent: 30 * 24 * 60 * 60 * 1000 } as const;

/** SPEC §4 login-check results, as this server gives them (apps/api README). */
export const CHECK_RESULT = {
  loggedIn: 0,
  noSession: 1,
  expired: 1001,
  unknownSession: 1002,
  endedElsewhere: 1004,
} as const;

/**
 * A closed account (SPEC §6 "withdrawn"): its closure has been recorded, or its closure date has
 * passed. The account routes record due closures as they run (`finalizeDueWithdrawals`); until
 * one does, the date alone already closes the account for sign-in and every other call.
 */
export function isAccountClosed(withdrawnAt: string | null, withdrawalDate: string | null, now: Date): boolean {
  return withdrawnAt !== null || (withdrawalDate !== null && Date.parse(withdrawalDate) <= now.getTime());
}

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  withdrawalDate: string | null;
  withdrawnAt: string | null;
}

export interface SessionLookup {
  result: (typeof CHECK_RESULT)[keyof typeof CHECK_RESULT];
  user: SessionUser | null;
  idHash: string | null;
}

export function cookieName(production: boolean): string {
  // __Host- binds the cookie to this exact origin over HTTPS, with Path=/ and no Domain.
  return production ? '__Host-sid' : 'sid';
}

/** The id a session is listed by: derived from the stored hash, so neither the cookie nor the hash leaves. */
const listedId = (idHash: string) => sha256(`listed-session:${idHash}`).slice(0, 22);

interface SessionRow {
  id_hash: string;
  user_id: number;
  persistent: number;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  email: string;
  username: string;
  withdrawal_date: string | null;
  withdrawn_at: string | null;
}

export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly production: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Reads the session cookie and classifies it; records last-seen on a live session (never extends it). */
  lookup(request: FastifyRequest): SessionLookup {
    const raw = request.cookies[cookieName(this.production)];
    if (!raw) return { result: CHECK_RESULT.noSession, user: null, idHash: null };
    const idHash = sha256(raw);
    const row = this.db
      .prepare<[string], SessionRow>(
        `SELECT s.*, u.email, u.username, u.withdrawal_date, u.withdrawn_at
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
      )
      .get(idHash);
    if (!row) return { result: CHECK_RESULT.unknownSession, user: null, idHash: null };
    if (row.ended_at) return { result: CHECK_RESULT.endedElsewhere, user: null, idHash: null };
    const now = this.now();
    if (Date.parse(row.expires_at) <= now.getTime()) return { result: CHECK_RESULT.expired, user: null, idHash: null };
    // At most one write a minute per session, not one per request.
    if (now.getTime() - Date.parse(row.last_seen_at) >= SESSION_LAST_SEEN_RESOLUTION_SECONDS * 1000) {
      this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(now.toISOString(), idHash);
    }
    return {
      result: CHECK_RESULT.loggedIn,
      idHash,
      user: {
        id: row.user_id,
        email: row.email,
        username: row.username,
        withdrawalDate: row.withdrawal_date,
        withdrawnAt: row.withdrawn_at,
      },
    };
  }

  /** The signed-in user, or a 401 with defaultError_14 ("you need to log in"). */
  requireUser(request: FastifyRequest): SessionUser {
    const { user } = this.lookup(request);
    return user ?? fail(401, 'defaultError_14');
  }

  /**
   * The signed-in user of an account that is not closed: 401 as `requireUser`, then 403 with
   * `closedKey` once the account is withdrawn (a closure still in its grace period passes).
   */
  requireOpenAccount(request: FastifyRequest, closedKey: 'withdrawn' | 'withdrawn_2' = 'withdrawn_2'): SessionUser {
    const user = this.requireUser(request);
    if (isAccountClosed(user.withdrawnAt, user.withdrawalDate, this.now())) fail(403, closedKey);
    return user;
  }

  /**
   * Starts a session after a successful login: always a new random 256-bit id (so a planted id is
   * never promoted), any previous session of this browser ended.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, persistent: boolean): void {
    this.end(request, reply);
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    const limit = persistent ? LIFETIME_MS.persistent : LIFETIME_MS.session;
    this.db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, persistent, user_agent, created_at, last_seen_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sha256(id),
        userId,
        persistent ? 1 : 0,
        request.headers['user-agent']?.slice(0, 300) ?? null,
        now.toISOString(),
        now.toISOString(),
        new Date(now.getTime() + limit).toISOString(),
      );
    reply.setCookie(cookieName(this.production), id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.production,
      // Keep-me-logged-in decides between a browser-session cookie and a persistent one.
      ...(persistent ? { maxAge: limit / 1000 } : {}),
    });
  }

  /** Ends this browser's session server-side and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): void {
    const raw = request.cookies[cookieName(this.production)];
    if (raw) {
      this.db
        .prepare('UPDATE sessions SET ended_at = ? WHERE id_hash = ? AND ended_at IS NULL')
        .run(this.now().toISOString(), sha256(raw));
    }
    reply.clearCookie(cookieName(this.production), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.production,
    });
  }

  /** Ends every other session of the user ("sign out everywhere else"). */
  endOthers(userId: number, keepIdHash: string | null): number {
    return this.db
      .prepare('UPDATE sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL AND id_hash IS NOT ?')
      .run(this.now().toISOString(), userId, keepIdHash).changes;
  }

  /** The user's live (not ended, not expired) sessions: the caller's first, then most recently seen. */
  list(userId: number, currentIdHash: string | null): ActiveSession[] {
    const rows = this.liveRows(userId);
    const ordered = [
      ...rows.filter((row) => row.id_hash === currentIdHash),
      ...rows.filter((row) => row.id_hash !== currentIdHash),
    ];
    return ordered.map((row) => ({
      id: listedId(row.id_hash),
      device: deviceLabel(row.user_agent),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id_hash === currentIdHash,
    }));
  }

  /**
   * Ends one of the user's live sessions by its listed id; 'unknown' when the id is not one of them
   * (another account's session included), so ids cannot be probed across accounts.
   */
  endListed(userId: number, listed: string): 'ended' | 'unknown' {
    const row = this.liveRows(userId).find((candidate) => listedId(candidate.id_hash) === listed);
    if (!row) return 'unknown';
    this.db
      .prepare('UPDATE sessions SET ended_at = ? WHERE id_hash = ? AND ended_at IS NULL')
      .run(this.now().toISOString(), row.id_hash);
    return 'ended';
  }

  /** Whether a listed id names the given session. */
  isListedAs(idHash: string | null, listed: string): boolean {
    return idHash !== null && listedId(idHash) === listed;
  }

  private liveRows(userId: number) {
    return this.db
      .prepare<
        [number, string],
        { id_hash: string; user_agent: string | null; created_at: string; last_seen_at: string }
      >(
        `SELECT id_hash, user_agent, created_at, last_seen_at FROM sessions
         WHERE user_id = ? AND ended_at IS NULL AND expires_at > ? ORDER BY last_seen_at DESC, created_at DESC`,
      )
      .all(userId, this.now().toISOString());
  }
}

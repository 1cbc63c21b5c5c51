import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_FAILURES_BEFORE_CAPTCHA } from '@dungeon/contract';
import type { AppContext } from '../app';

/**
 * Wrong passwords per email address (contract `loginRequestSchema`; ASVS 2.2.1, beside the limits
 * per client): past LOGIN_FAILURES_BEFORE_CAPTCHA within LOGIN_FAILURE_WINDOW_MINUTES, from
 * anywhere, the address's sign-ins need a solved captcha until one succeeds. Keyed by the
 * address's digest (`emailDigest`), for unknown addresses too. Each failure drops the counts whose
 * window has passed, so addresses sprayed from many clients do not pile up (table `login_failures`).
 */
export function loginFailures({ db, now }: Pick<AppContext, 'db' | 'now'>) {
  const windowStart = () => new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const failuresOf = db.prepare<[string, string], { failures: number }>(
    'SELECT failures FROM login_failures WHERE email_key = ? AND since > ?',
  );
  const dropLapsed = db.prepare<[string]>('DELETE FROM login_failures WHERE since <= ?');
  // After `dropLapsed`: a count still here is within its window.
  const count = db.prepare<[string, string], { failures: number }>(
    `INSERT INTO login_failures (email_key, failures, since) VALUES (?, 1, ?)
     ON CONFLICT(email_key) DO UPDATE SET failures = failures + 1
     RETURNING failures`,
  );
  const forget = db.prepare<[string]>('DELETE FROM login_failures WHERE email_key = ?');
  return {
    /** Whether the address's next sign-in needs a captcha. */
    needCaptcha: (emailKey: string): boolean =>
      (failuresOf.get(emailKey, windowStart())?.failures ?? 0) >= LOGIN_FAILURES_BEFORE_CAPTCHA,
    /** Counts a wrong password; true when the address's next sign-in needs a captcha. */
    failed(emailKey: string): boolean {
      dropLapsed.run(windowStart());
      return (count.get(emailKey, now().toISOString())?.failures ?? 0) >= LOGIN_FAILURES_BEFORE_CAPTCHA;
    },
    /** A right password: the address starts over. */
    succeeded(emailKey: string): void {
      forget.run(emailKey);
    },
  };
}

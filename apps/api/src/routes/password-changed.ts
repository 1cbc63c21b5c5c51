import type { LanguageTag } from '@dungeon/contract';
import { paths } from '@dungeon/routing/paths';
import type { AppContext } from '../app';
import { mailIn, sendMail } from '../http/mailer';
import { passwordChangedMail } from './auth-mail';

/**
 * What follows a new password, after a reset by link and after a signed-in change, inside the
 * transaction that set it: every reset link still out is spent, so one mailed before (forwarded,
 * logged by a proxy, left on a shared screen) cannot undo the change; and the account's owner
 * hears of it in `locale`, with the reset page's link (ASVS 2.2.3).
 */
export function passwordChanged(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  account: { id: number; email: string },
  locale: LanguageTag,
): void {
  ctx.db
    .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
    .run(ctx.now().toISOString(), account.id);
  const link = `${ctx.config.siteOrigin}${paths.passwordReset}`;
  sendMail(ctx, { to: account.email, locale, ...mailIn(passwordChangedMail, locale, link) });
}

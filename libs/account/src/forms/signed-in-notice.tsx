import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { selectUser } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import { ACCOUNT_NS } from '../account-namespace';

/**
 * On /user/login and /user/register for a player who is already signed in (a bookmark, the back
 * button): who they are signed in as, and the way to their dashboard. The form stays, as signing in
 * to another account is allowed. `signingIn`: the page's own sign-in is under way, whose session
 * lands a moment before the page moves on, so nothing is said then.
 */
export function SignedInNotice({ signingIn }: { signingIn: boolean }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useAppSelector(selectUser);
  if (!user || signingIn) return null;
  return (
    <p className="notice" role="status">
      {withGap(t('signedIn.notice', { username: user.username }))}
      <Link to={paths.dashboard}>{t('signedIn.dashboard')}</Link>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirectTarget } from '@dungeon/routing';
import { useAppSelector } from '@dungeon/store';
import { SESSION_NS } from '../session-namespace';
import { selectSessionChecked } from '../session.slice';

/** SPEC §2 /authorization: holds while the session check runs, then continues to the original target. */
export function Component() {
  const { t } = useTranslation(SESSION_NS);
  const [params] = useSearchParams();
  const checked = useAppSelector(selectSessionChecked);
  if (checked) return <Navigate replace to={safeRedirectTarget(params.get('redirect'), paths.home)} />;
  return (
    <div className="page page--centered" aria-busy="true">
      <h1>{t('authorization.title')}</h1>
      <p role="status">{t('authorization.body')}</p>
    </div>
  );
}

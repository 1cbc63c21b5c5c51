import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NS } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';

/**
 * Shown when a route fails to load (a chunk that cannot be fetched) or throws while rendering.
 * Retry reloads the page, which also fetches a chunk that a new deployment replaced.
 */
export function RouteError() {
  const { t } = useTranslation(COMMON_NS);
  return (
    <div className="page page--centered" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <p className="actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('routeError.retry')}
        </button>
        <Link className="button" to={paths.home} reloadDocument>
          {t('routeError.home')}
        </Link>
      </p>
    </div>
  );
}

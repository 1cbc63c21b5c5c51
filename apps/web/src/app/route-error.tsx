import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { COMMON_NS } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';

/** How a browser says a module could not be fetched: Chromium and Firefox, then Safari. */
const MODULE_NOT_FETCHED = /dynamically imported module|Importing a module script failed/;
/** A page loaded again for a missing module this recently is not loaded again by itself. */
export const RELEASE_RELOAD_GUARD_MS = 10_000;

/**
 * After a new release, a page open since before it asks for modules the server no longer has: the
 * next page's chunk cannot be fetched. When the server still answers, the page is loaded again, from
 * the new release, once: the player lands where they were going. Offline, or once already within
 * RELEASE_RELOAD_GUARD_MS, the error page stays, with its Retry. When it reloaded is kept in the
 * history entry's state, which a reload keeps and the router leaves alone.
 */
export async function reloadIntoNewRelease(
  error: unknown,
  reload = () => window.location.reload(),
  now = Date.now(),
): Promise<boolean> {
  const entry: { releaseReloadAt?: number } = { ...(window.history.state as object | null) };
  if (!MODULE_NOT_FETCHED.test(String(error)) || now - (entry.releaseReloadAt ?? 0) < RELEASE_RELOAD_GUARD_MS) {
    return false;
  }
  const answers = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.ok,
    () => false,
  );
  if (answers) {
    window.history.replaceState({ ...entry, releaseReloadAt: now }, '');
    reload();
  }
  return answers;
}

/**
 * Shown when a route fails to load (a chunk that cannot be fetched) or throws while rendering.
 * Retry reloads the page, which also fetches a chunk that a new deployment replaced; a chunk missing
 * while the server answers reloads by itself once (`reloadIntoNewRelease`).
 */
export function RouteError() {
  const { t } = useTranslation(COMMON_NS);
  const error = useRouteError();
  useEffect(() => {
    void reloadIntoNewRelease(error);
  }, [error]);
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

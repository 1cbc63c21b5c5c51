import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@dungeon/i18n-locales';
import { LOAD_FAILURE_ID } from '../page/load-failure';

/**
 * Written into every prerendered page beside `#root`, hidden until the page's script reports that
 * the app's code could not be loaded (`showLoadFailure`, which also makes the button load the page
 * again): the route error page's words, in the page's language.
 */
export function LoadFailureNotice() {
  const { t } = useTranslation(COMMON_NS);
  return (
    <section id={LOAD_FAILURE_ID} className="load-failure" tabIndex={-1} aria-labelledby={`${LOAD_FAILURE_ID}-title`}>
      <h2 id={`${LOAD_FAILURE_ID}-title`}>{t('routeError.title')}</h2>
      <p>{t('routeError.body')}</p>
      <button type="button" className="button button--primary">
        {t('routeError.retry')}
      </button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { TableScroller } from '@dungeon/ui-kit';
import { CONTENT_NS } from '../content-namespace';
import { LauncherDownloads } from '../play/launcher-downloads';
import { PLAY_NS } from '../play/play-namespace';
import { textList } from '../text-list';
import '../play/play.css';

const REQUIREMENTS = ['os', 'cpu', 'memory', 'graphics', 'storage', 'network'] as const;

/** /play: how to start for free: the launcher for this computer, system requirements, the steps. */
export function Component() {
  const { t } = useTranslation([PLAY_NS, CONTENT_NS]);
  const game = siteConfig.gameName;

  return (
    <div className="page play">
      <h1>{t('pages.play.title', { ns: CONTENT_NS })}</h1>
      <p className="play__intro">{t('intro', { game })}</p>

      <LauncherDownloads />

      <section className="play-section" aria-labelledby="play-steps-heading">
        <h2 id="play-steps-heading">{t('steps.heading')}</h2>
        <ol className="play-steps">
          {textList(t, 'steps.list', { game }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {withGap(t('steps.account'))}
          <Link to={paths.register}>{t('steps.register')}</Link>
        </p>
      </section>

      <section className="play-section" aria-labelledby="play-requirements-heading">
        <h2 id="play-requirements-heading">{t('requirements.heading')}</h2>
        <TableScroller labelledBy="play-requirements-caption" stack>
          <table className="play-table">
            <caption id="play-requirements-caption">{t('requirements.caption', { game })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('requirements.component')}</th>
                <th scope="col">{t('requirements.minimum')}</th>
                <th scope="col">{t('requirements.recommended')}</th>
              </tr>
            </thead>
            <tbody>
              {REQUIREMENTS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`requirements.rows.${row}.label`)}</th>
                  <td data-label={t('requirements.minimum')}>{t(`requirements.rows.${row}.minimum`)}</td>
                  <td data-label={t('requirements.recommended')}>{t(`requirements.rows.${row}.recommended`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </section>

      <p>
        {withGap(t('help.text'))}
        <Link to={paths.supportSearch}>{t('help.link')}</Link>
      </p>
    </div>
  );
}

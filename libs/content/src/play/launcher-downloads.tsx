import { useTranslation } from 'react-i18next';
import { useClientValue } from '@dungeon/ui-kit';
import { detectPlatform, LAUNCHER_DOWNLOADS, PLATFORMS } from './platform';
import { PLAY_NS } from './play-namespace';

/** The launcher for the visitor's platform first, then every build, so a wrong guess never blocks anyone. */
export function LauncherDownloads() {
  const { t } = useTranslation(PLAY_NS);
  // The prerendered page offers every build; the browser then puts the visitor's first.
  const detected = useClientValue(detectPlatform, null);
  const others = PLATFORMS.filter((platform) => platform !== detected);

  return (
    <section className="play-section" aria-labelledby="play-download-heading">
      <h2 id="play-download-heading">{t('download.heading')}</h2>
      {detected ? (
        <>
          <p>{t('download.detected', { platform: t(`platforms.${detected}`) })}</p>
          <p>
            <a className="button button--primary" href={LAUNCHER_DOWNLOADS[detected]} download>
              {t('download.for', { platform: t(`platforms.${detected}`) })}
            </a>
          </p>
          <h3>{t('download.others')}</h3>
        </>
      ) : (
        <p>{t('download.choose')}</p>
      )}
      <ul className="play-downloads">
        {others.map((platform) => (
          <li key={platform}>
            <a className="button" href={LAUNCHER_DOWNLOADS[platform]} download>
              {t('download.for', { platform: t(`platforms.${platform}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { siteConfig } from '@dungeon/site-config';
import { PLATFORMS, type Platform } from './platform';
import { PLAY_NS } from './play-namespace';

/**
 * Installer per platform. Windows is site-config's launcher URL; the macOS and Linux builds are
 * proposed paths beside it until site-config carries them.
 */
export const LAUNCHER_DOWNLOADS: Readonly<Record<Platform, string>> = {
  windows: siteConfig.launcherInstallerUrl,
  macos: '/downloads/EmberdeepLauncher.dmg',
  linux: '/downloads/EmberdeepLauncher.AppImage',
};

/**
 * The launcher for the visitor's platform first, then every build, so a wrong guess never blocks
 * anyone. One block per platform and one for the rest are all rendered (prerendered pages too);
 * `<html data-platform>`, set before the first paint (markPlatform), shows one of them (play.css).
 * Chosen in the browser after hydration instead, the block moved the page (CLS 0.06 on a phone).
 */
export function LauncherDownloads() {
  const { t } = useTranslation(PLAY_NS);
  const download = (platform: Platform, primary = false) => (
    <a className={primary ? 'button button--primary' : 'button'} href={LAUNCHER_DOWNLOADS[platform]} download>
      {t('download.for', { platform: t(`platforms.${platform}`) })}
    </a>
  );
  const list = (platforms: readonly Platform[]) => (
    <ul className="play-downloads">
      {platforms.map((platform) => (
        <li key={platform}>{download(platform)}</li>
      ))}
    </ul>
  );

  return (
    <section className="play-section" aria-labelledby="play-download-heading">
      <h2 id="play-download-heading">{t('download.heading')}</h2>
      {PLATFORMS.map((detected) => (
        <div key={detected} className="play-choice" data-platform={detected}>
          <p>{t('download.detected', { platform: t(`platforms.${detected}`) })}</p>
          <p>{download(detected, true)}</p>
          <h3>{t('download.others')}</h3>
          {list(PLATFORMS.filter((platform) => platform !== detected))}
        </div>
      ))}
      <div className="play-choice" data-platform="unknown">
        <p>{t('download.choose')}</p>
        {list(PLATFORMS)}
      </div>
    </section>
  );
}

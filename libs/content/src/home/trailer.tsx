import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@dungeon/site-config';
import { CONTENT_NS } from '../content-namespace';
import { TrailerPoster } from './trailer-poster';

/**
 * Placeholder trailer embed (site-config has no trailer URL yet). youtube-nocookie is the one
 * origin the CSP's frame-src allows.
 */
export const TRAILER_URL = 'https://www.youtube-nocookie.com/embed/emberdeep01?autoplay=1&rel=0';

/**
 * Click-to-load trailer: until the visitor presses play, only the inline poster exists, so the
 * page fetches nothing from the video host and stays light. Then the player replaces the poster
 * in the same 16:9 box (no layout shift) and takes focus.
 */
export function Trailer({ src = TRAILER_URL }: { src?: string }) {
  const { t } = useTranslation(CONTENT_NS);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const game = siteConfig.gameName;

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <section className="home-trailer" aria-labelledby="home-trailer-heading">
      <h2 id="home-trailer-heading">{t('home.trailer.heading')}</h2>
      <div className="home-trailer__box">
        {playing ? (
          <iframe
            ref={frameRef}
            className="home-trailer__player"
            src={src}
            title={t('home.trailer.frameTitle', { game })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="home-trailer__poster"
            onClick={() => {
              setPlaying(true);
            }}
          >
            <TrailerPoster />
            <span className="home-trailer__play" aria-hidden="true" />
            <span className="home-trailer__label">{t('home.trailer.play', { game })}</span>
          </button>
        )}
      </div>
      <p className="home-trailer__note">{t('home.trailer.note')}</p>
    </section>
  );
}

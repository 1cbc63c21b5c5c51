import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { siteConfig } from '@dungeon/site-config';
import { Reveal } from '@dungeon/ui-kit';
import { CONTENT_NS } from '../content-namespace';
import { HomeSlot } from '../home/home-slot';
import { useHomeSlots } from '../home/home-slots';
import { Trailer } from '../home/trailer';
import '../home/home.css';

const FEATURES = ['classes', 'coop', 'seasons'] as const;

/** /home: text-first hero (the largest paint), features, a click-to-load trailer, and the news and shop slots. */
export function Component() {
  const { t } = useTranslation(CONTENT_NS);
  const { recentNews, shopHighlights } = useHomeSlots();
  const game = siteConfig.gameName;

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-heading">
        <h1 id="home-hero-heading" className="home-hero__title">
          {t('home.hero.title', { game })}
        </h1>
        <p className="home-hero__tagline">{t('home.hero.tagline', { game })}</p>
        <div className="actions">
          <Link className="button button--primary" to={paths.play}>
            {t('home.hero.playFree')}
          </Link>
          <a className="button" href={siteConfig.launcherInstallerUrl} download>
            {t('home.hero.launcher')}
          </a>
        </div>
      </section>

      <div className="page">
        <Reveal>
          <section className="home-features" aria-labelledby="home-features-heading">
            <h2 id="home-features-heading">{t('home.features.heading', { game })}</h2>
            <ul className="home-features__list">
              {FEATURES.map((feature) => (
                <li key={feature} className="home-features__item">
                  <h3>{t(`home.features.${feature}.title`)}</h3>
                  <p>{t(`home.features.${feature}.text`, { game })}</p>
                </li>
              ))}
            </ul>
          </section>
        </Reveal>

        <Reveal>
          <Trailer />
        </Reveal>

        <Reveal className="home-slots">
          <HomeSlot
            id="home-news"
            heading={t('home.slots.news.heading')}
            moreLabel={t('home.slots.news.more')}
            moreTo={paths.newsAll}
            Slot={recentNews}
          />
          <HomeSlot
            id="home-shop"
            heading={t('home.slots.shop.heading')}
            moreLabel={t('home.slots.shop.more')}
            moreTo={paths.shop}
            Slot={shopHighlights}
          />
        </Reveal>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import type { NewsSummary } from '@dungeon/contract';
import { useFormatters } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { NEWS_NS } from './news-namespace';
import './news-card.css';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

export interface NewsCardProps {
  item: NewsSummary;
  /** h2 in the list page, h3 inside a section such as the home widget. */
  headingLevel: 2 | 3;
  /** A row with a thumbnail and no summary, for narrow places such as the home page. */
  compact?: boolean;
}

/**
 * One article teaser. The title link is the card's only control; it stretches over the card so
 * the whole card is a click target while screen readers meet one link.
 */
export function NewsCard({ item, headingLevel, compact = false }: NewsCardProps) {
  const { t } = useTranslation(NEWS_NS);
  const { formatDate } = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={compact ? 'news-card news-card--compact' : 'news-card'}>
      <img
        className="news-card__image"
        src={item.image.src}
        width={item.image.width}
        height={item.image.height}
        alt={item.image.alt}
        loading="lazy"
        decoding="async"
      />
      <div className="news-card__text">
        <Heading className="news-card__title">
          <Link className="news-card__link" to={generatePath(paths.newsArticle, { id: String(item.id) })}>
            {item.title}
          </Link>
        </Heading>
        <p className="news-card__meta">
          <span className="news-card__category">{t(`categories.${item.category}`)}</span>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, LONG_DATE)}</time>
        </p>
        {!compact && <p className="news-card__summary">{item.summary}</p>}
      </div>
    </article>
  );
}

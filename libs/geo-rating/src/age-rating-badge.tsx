import { useTranslation } from 'react-i18next';
import { selectNearestLocation } from '@dungeon/session-auth';
import { useAppSelector } from '@dungeon/store';
import { GEO_RATING_NS } from './geo-rating-namespace';
import { DEFAULT_RATING_BODY, RATING_CLASSES } from './rating-classes';
import './age-rating-badge.css';

/** The same box for every body, so swapping the default for the nearest one never shifts layout. */
const WIDTH = 48;
const HEIGHT = 60;

/**
 * SPEC §1 footer age-rating logo, for the body of the visitor's nearest location (SPEC §9), or
 * the default body while that is unknown. An original drawing, not the bodies' artwork: a box
 * with the age mark above a band with the body's letters. One image with a text alternative
 * (role="img", its drawn text hidden from assistive technology).
 */
export function AgeRatingBadge({ className }: { className?: string }) {
  const { t } = useTranslation(GEO_RATING_NS);
  const body = useAppSelector(selectNearestLocation)?.rating ?? DEFAULT_RATING_BODY;
  const { mark, minimumAge } = RATING_CLASSES[body];
  return (
    <svg
      className={className ? `age-rating-badge ${className}` : 'age-rating-badge'}
      role="img"
      aria-label={t('badge.label', { body, mark, age: minimumAge })}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
    >
      <rect className="age-rating-badge__frame" x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="4" />
      <path className="age-rating-badge__band" d={`M1 42H${WIDTH - 1}V${HEIGHT - 5}a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4Z`} />
      <text className="age-rating-badge__mark" x={WIDTH / 2} y="32" textAnchor="middle">
        {mark}
      </text>
      <text
        className="age-rating-badge__body"
        x={WIDTH / 2}
        y="55"
        textAnchor="middle"
        textLength="36"
        lengthAdjust="spacingAndGlyphs"
      >
        {body}
      </text>
    </svg>
  );
}

import type { RatingBody } from './regions';

export interface RatingClass {
  /** The mark printed on the badge. */
  mark: string;
  minimumAge: number;
}

/**
 * The one age class the game carries, as each body writes it: fantasy combat with blood, no
 * sexual content or gambling (README "Age class"). Replace with the certificates once issued.
 */
export const RATING_CLASSES: Readonly<Record<RatingBody, RatingClass>> = {
  PEGI: { mark: '16', minimumAge: 16 },
  ESRB: { mark: 'M', minimumAge: 17 },
  CERO: { mark: 'D', minimumAge: 17 },
  GRAC: { mark: '15', minimumAge: 15 },
};

/** Shown until (or unless) the nearest location is known: the studio's home body (README). */
export const DEFAULT_RATING_BODY: RatingBody = 'PEGI';

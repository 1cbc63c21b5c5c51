import { nearestLocationFound, type NearestLocation } from '@dungeon/session-auth';
import type { AppDispatch } from '@dungeon/store';
import { nearestRegion } from './nearest-region';
import { REGIONS, type Region } from './regions';

/**
 * A country-level answer is all the badge needs: no GPS, a cached position up to a day old is
 * fine, and a slow fix gives up after ten seconds (the default badge stays).
 */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 24 * 60 * 60 * 1000,
};

/**
 * SPEC §4 start-up: asks the browser for the visitor's position once and records the nearest
 * region (SPEC §9) as `nearestLocation`. Denial, an error, a timeout or a browser without the
 * API leave it null. The position is used here and dropped: it never leaves the browser.
 * Resolves with what was recorded (it stays pending while the permission prompt is open).
 */
export function requestNearestLocation(
  dispatch: AppDispatch,
  regions: readonly Region[] = REGIONS,
): Promise<NearestLocation | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  const { geolocation } = navigator;
  return new Promise((resolve) => {
    const found = ({ coords }: GeolocationPosition) => {
      const region = nearestRegion(coords, regions);
      if (!region) {
        resolve(null);
        return;
      }
      const location: NearestLocation = { name: region.name, rating: region.rating };
      dispatch(nearestLocationFound(location));
      resolve(location);
    };
    try {
      geolocation.getCurrentPosition(
        found,
        () => {
          resolve(null);
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      // Some embedded browsers throw instead of calling back; the badge keeps its default.
      resolve(null);
    }
  });
}

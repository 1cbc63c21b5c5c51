import { EARTH_RADIUS_KM, type Coordinates, type Region } from './regions';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** SPEC §9: great-circle distance in kilometres by the haversine formula. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  // min() guards asin against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * SPEC §9: the region at the minimum distance. A tie goes to the region listed first; an empty
 * list has no nearest region and gives null.
 */
export function nearestRegion<R extends Region>(position: Coordinates, regions: readonly R[]): R | null {
  let nearest: R | null = null;
  let nearestKm = Infinity;
  for (const region of regions) {
    const km = haversineKm(position, region);
    if (km < nearestKm) {
      nearest = region;
      nearestKm = km;
    }
  }
  return nearest;
}

import type { NearestLocation } from '@dungeon/session-auth';

/** The four rating bodies whose logo the footer can show (SPEC §1). */
export type RatingBody = NearestLocation['rating'];

/** A point on the earth in decimal degrees (the shape of `GeolocationCoordinates`). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** SPEC §3 "Region entry (for age ratings)". */
export interface Region extends Coordinates {
  name: string;
  rating: RatingBody;
}

export const EARTH_RADIUS_KM = 6371; // SPEC §9

/**
 * SPEC §9: the 38 regions, in the spec's order (the order breaks ties). "London" and "New York"
 * are cities; each country stands at its capital, except the United Kingdom (Manchester, as
 * London has its own entry) and Israel (Tel Aviv). The README lists every point.
 */
export const REGIONS: readonly Region[] = [
  { name: 'Japan', latitude: 35.6762, longitude: 139.6503, rating: 'CERO' },
  { name: 'London', latitude: 51.5074, longitude: -0.1278, rating: 'PEGI' },
  { name: 'New York', latitude: 40.7128, longitude: -74.006, rating: 'ESRB' },
  { name: 'Korea', latitude: 37.5665, longitude: 126.978, rating: 'GRAC' },
  { name: 'Canada', latitude: 45.4215, longitude: -75.6972, rating: 'ESRB' },
  { name: 'Mexico', latitude: 19.4326, longitude: -99.1332, rating: 'ESRB' },
  { name: 'Austria', latitude: 48.2082, longitude: 16.3738, rating: 'PEGI' },
  { name: 'Belgium', latitude: 50.8503, longitude: 4.3517, rating: 'PEGI' },
  { name: 'Bulgaria', latitude: 42.6977, longitude: 23.3219, rating: 'PEGI' },
  { name: 'Cyprus', latitude: 35.1856, longitude: 33.3823, rating: 'PEGI' },
  { name: 'Czech Republic', latitude: 50.0755, longitude: 14.4378, rating: 'PEGI' },
  { name: 'Denmark', latitude: 55.6761, longitude: 12.5683, rating: 'PEGI' },
  { name: 'Estonia', latitude: 59.437, longitude: 24.7536, rating: 'PEGI' },
  { name: 'Finland', latitude: 60.1699, longitude: 24.9384, rating: 'PEGI' },
  { name: 'France', latitude: 48.8566, longitude: 2.3522, rating: 'PEGI' },
  { name: 'Greece', latitude: 37.9838, longitude: 23.7275, rating: 'PEGI' },
  { name: 'Iceland', latitude: 64.1466, longitude: -21.9426, rating: 'PEGI' },
  { name: 'Ireland', latitude: 53.3498, longitude: -6.2603, rating: 'PEGI' },
  { name: 'Israel', latitude: 32.0853, longitude: 34.7818, rating: 'PEGI' },
  { name: 'Italy', latitude: 41.9028, longitude: 12.4964, rating: 'PEGI' },
  { name: 'Latvia', latitude: 56.9496, longitude: 24.1052, rating: 'PEGI' },
  { name: 'Lithuania', latitude: 54.6872, longitude: 25.2797, rating: 'PEGI' },
  { name: 'Luxembourg', latitude: 49.6116, longitude: 6.1319, rating: 'PEGI' },
  { name: 'Malta', latitude: 35.8989, longitude: 14.5146, rating: 'PEGI' },
  { name: 'Netherlands', latitude: 52.3676, longitude: 4.9041, rating: 'PEGI' },
  { name: 'Norway', latitude: 59.9139, longitude: 10.7522, rating: 'PEGI' },
  { name: 'Poland', latitude: 52.2297, longitude: 21.0122, rating: 'PEGI' },
  { name: 'Portugal', latitude: 38.7223, longitude: -9.1393, rating: 'PEGI' },
  { name: 'Romania', latitude: 44.4268, longitude: 26.1025, rating: 'PEGI' },
  { name: 'Slovenia', latitude: 46.0569, longitude: 14.5058, rating: 'PEGI' },
  { name: 'Spain', latitude: 40.4168, longitude: -3.7038, rating: 'PEGI' },
  { name: 'Sweden', latitude: 59.3293, longitude: 18.0686, rating: 'PEGI' },
  { name: 'United Kingdom', latitude: 53.4808, longitude: -2.2426, rating: 'PEGI' },
  { name: 'Serbia', latitude: 44.7866, longitude: 20.4489, rating: 'PEGI' },
  { name: 'Turkey', latitude: 39.9334, longitude: 32.8597, rating: 'PEGI' },
  { name: 'Ukraine', latitude: 50.4501, longitude: 30.5234, rating: 'PEGI' },
  { name: 'Slovakia', latitude: 48.1486, longitude: 17.1077, rating: 'PEGI' },
  { name: 'Germany', latitude: 52.52, longitude: 13.405, rating: 'PEGI' },
];

import { describe, expect, it } from 'vitest';
import { haversineKm, nearestRegion } from './nearest-region';
import { EARTH_RADIUS_KM, REGIONS, type Region } from './regions';

const CITY = {
  london: { latitude: 51.5074, longitude: -0.1278 },
  paris: { latitude: 48.8566, longitude: 2.3522 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  seoul: { latitude: 37.5665, longitude: 126.978 },
  tokyo: { latitude: 35.6762, longitude: 139.6503 },
  toronto: { latitude: 43.6532, longitude: -79.3832 },
  istanbul: { latitude: 41.0082, longitude: 28.9784 },
};

describe('haversineKm (SPEC §9)', () => {
  it.each([
    { from: 'London', to: 'Paris', a: CITY.london, b: CITY.paris, km: 344 },
    { from: 'London', to: 'New York', a: CITY.london, b: CITY.newYork, km: 5570 },
    { from: 'Seoul', to: 'Tokyo', a: CITY.seoul, b: CITY.tokyo, km: 1150 },
    { from: 'London', to: 'Sydney', a: CITY.london, b: CITY.sydney, km: 16994 },
  ])('$from to $to is about $km km', ({ a, b, km }) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(2);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(CITY.paris, CITY.paris)).toBe(0);
    expect(haversineKm(CITY.paris, CITY.tokyo)).toBeCloseTo(haversineKm(CITY.tokyo, CITY.paris), 6);
  });

  it('uses an earth radius of 6371 km: half the circumference between antipodes', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('nearestRegion (SPEC §9)', () => {
  it.each([
    { place: 'Seoul', position: CITY.seoul, name: 'Korea', rating: 'GRAC' },
    { place: 'Tokyo', position: CITY.tokyo, name: 'Japan', rating: 'CERO' },
    { place: 'Toronto', position: CITY.toronto, name: 'Canada', rating: 'ESRB' },
    { place: 'Istanbul', position: CITY.istanbul, name: 'Turkey', rating: 'PEGI' },
    { place: 'Manhattan', position: { latitude: 40.758, longitude: -73.9855 }, name: 'New York', rating: 'ESRB' },
    { place: 'Guadalajara', position: { latitude: 20.6597, longitude: -103.3496 }, name: 'Mexico', rating: 'ESRB' },
    { place: 'Brighton', position: { latitude: 50.8225, longitude: -0.1372 }, name: 'London', rating: 'PEGI' },
    { place: 'Leeds', position: { latitude: 53.8008, longitude: -1.5491 }, name: 'United Kingdom', rating: 'PEGI' },
    { place: 'Lyon', position: { latitude: 45.764, longitude: 4.8357 }, name: 'France', rating: 'PEGI' },
    { place: 'Haifa', position: { latitude: 32.794, longitude: 34.9896 }, name: 'Israel', rating: 'PEGI' },
    { place: 'Bergen', position: { latitude: 60.3913, longitude: 5.3221 }, name: 'Norway', rating: 'PEGI' },
  ])('a visitor in $place gets $name ($rating)', ({ position, name, rating }) => {
    expect(nearestRegion(position, REGIONS)).toMatchObject({ name, rating });
  });

  it('resolves a tie to the region listed first', () => {
    const east: Region = { name: 'East', latitude: 0, longitude: 10, rating: 'CERO' };
    const west: Region = { name: 'West', latitude: 0, longitude: -10, rating: 'GRAC' };
    expect(nearestRegion({ latitude: 0, longitude: 0 }, [east, west])?.name).toBe('East');
    expect(nearestRegion({ latitude: 0, longitude: 0 }, [west, east])?.name).toBe('West');
  });

  it('gives null for an empty list or a position that is not a number', () => {
    expect(nearestRegion(CITY.paris, [])).toBeNull();
    expect(nearestRegion({ latitude: Number.NaN, longitude: 0 }, REGIONS)).toBeNull();
  });
});

describe('REGIONS (SPEC §9)', () => {
  it('lists the 38 regions in the spec order', () => {
    expect(REGIONS.map((region) => region.name)).toEqual([
      'Japan',
      'London',
      'New York',
      'Korea',
      'Canada',
      'Mexico',
      'Austria',
      'Belgium',
      'Bulgaria',
      'Cyprus',
      'Czech Republic',
      'Denmark',
      'Estonia',
      'Finland',
      'France',
      'Greece',
      'Iceland',
      'Ireland',
      'Israel',
      'Italy',
      'Latvia',
      'Lithuania',
      'Luxembourg',
      'Malta',
      'Netherlands',
      'Norway',
      'Poland',
      'Portugal',
      'Romania',
      'Slovenia',
      'Spain',
      'Sweden',
      'United Kingdom',
      'Serbia',
      'Turkey',
      'Ukraine',
      'Slovakia',
      'Germany',
    ]);
  });

  it('rates Japan CERO, Korea GRAC, New York, Canada and Mexico ESRB, and every other region PEGI', () => {
    const byRating = (rating: string) => REGIONS.filter((region) => region.rating === rating).map((r) => r.name);
    expect(byRating('CERO')).toEqual(['Japan']);
    expect(byRating('GRAC')).toEqual(['Korea']);
    expect(byRating('ESRB')).toEqual(['New York', 'Canada', 'Mexico']);
    expect(byRating('PEGI')).toHaveLength(33);
  });

  it('places every region on the globe', () => {
    for (const region of REGIONS) {
      expect(Math.abs(region.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(region.longitude)).toBeLessThanOrEqual(180);
    }
  });
});

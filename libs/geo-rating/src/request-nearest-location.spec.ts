import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectNearestLocation } from '@dungeon/session-auth';
import { makeStore } from '@dungeon/store';
import { requestNearestLocation } from './request-nearest-location';

type GetCurrentPosition = Geolocation['getCurrentPosition'];

/** Installs a fake `navigator.geolocation` whose getCurrentPosition behaves as given. */
function fakeGeolocation(getCurrentPosition: GetCurrentPosition) {
  const spy = vi.fn(getCurrentPosition);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: spy, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return spy;
}

function positionAt(latitude: number, longitude: number): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 5000,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  return { coords: { ...coords, toJSON: () => coords }, timestamp: 0, toJSON: () => ({ coords }) };
}

function positionError(code: number): GeolocationPositionError {
  return { code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('requestNearestLocation (SPEC §4 start-up, §9)', () => {
  it('records the nearest region and its rating body when the visitor shares a position in Osaka', async () => {
    const getCurrentPosition = fakeGeolocation((success) => {
      success(positionAt(34.6937, 135.5023));
    });
    const store = makeStore();

    await expect(requestNearestLocation(store.dispatch)).resolves.toEqual({ name: 'Japan', rating: 'CERO' });

    expect(selectNearestLocation(store.getState())).toEqual({ name: 'Japan', rating: 'CERO' });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 86_400_000,
    });
  });

  it('stores only the region name and rating, never the coordinates', async () => {
    fakeGeolocation((success) => {
      success(positionAt(43.6532, -79.3832));
    });
    const store = makeStore();
    await requestNearestLocation(store.dispatch);
    expect(JSON.stringify(store.getState())).not.toContain('43.65');
    expect(selectNearestLocation(store.getState())).toEqual({ name: 'Canada', rating: 'ESRB' });
  });

  it.each([
    { reason: 'permission denied', code: 1 },
    { reason: 'position unavailable', code: 2 },
    { reason: 'timeout', code: 3 },
  ])('leaves nearestLocation null on $reason', async ({ code }) => {
    fakeGeolocation((_success, failure) => {
      failure?.(positionError(code));
    });
    const store = makeStore();
    await expect(requestNearestLocation(store.dispatch)).resolves.toBeNull();
    expect(selectNearestLocation(store.getState())).toBeNull();
  });

  it('leaves nearestLocation null when the browser has no geolocation API', async () => {
    expect('geolocation' in navigator).toBe(false);
    const store = makeStore();
    await expect(requestNearestLocation(store.dispatch)).resolves.toBeNull();
    expect(selectNearestLocation(store.getState())).toBeNull();
  });

  it('leaves nearestLocation null when the API throws', async () => {
    fakeGeolocation(() => {
      throw new Error('blocked by policy');
    });
    const store = makeStore();
    await expect(requestNearestLocation(store.dispatch)).resolves.toBeNull();
    expect(selectNearestLocation(store.getState())).toBeNull();
  });
});

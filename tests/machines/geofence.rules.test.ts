import { describe, expect, it } from 'vitest';
import { distanceM, geofenceRadiusM, isPermissionDenied, isWithinGeofence } from '../../machines/geofence';

const marienplatz = { latitude: 48.137154, longitude: 11.576124 };

describe('distanceM (haversine)', () => {
  it('is zero for the same point and the same both ways', () => {
    const other = { latitude: 48.1381, longitude: 11.5772 };
    expect(distanceM(marienplatz, marienplatz)).toBe(0);
    expect(distanceM(marienplatz, other)).toBeCloseTo(distanceM(other, marienplatz), 9);
  });

  it('puts two points 0.0009° of latitude apart about 100 m apart', () => {
    const north = { ...marienplatz, latitude: marienplatz.latitude + 0.0009 };
    expect(distanceM(marienplatz, north)).toBeCloseTo(100.08, 1);
  });

  it('shrinks a degree of longitude towards the poles', () => {
    const east = (latitude: number) => distanceM({ latitude, longitude: 0 }, { latitude, longitude: 0.001 });
    expect(east(0)).toBeCloseTo(111.19, 1);
    expect(east(60)).toBeCloseTo(55.6, 1);
  });

  it('measures Berlin to Paris as about 877 km', () => {
    const berlin = { latitude: 52.52, longitude: 13.405 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(Math.abs(distanceM(berlin, paris) - 877_500)).toBeLessThan(1_000);
  });
});

describe('geofence rules', () => {
  it('lets the driver in up to and including 100 m', () => {
    expect(geofenceRadiusM).toBe(100);
    expect(isWithinGeofence(0)).toBe(true);
    expect(isWithinGeofence(100)).toBe(true);
    expect(isWithinGeofence(100.01)).toBe(false);
  });

  it('reads only GeolocationPositionError code 1 as a denied permission', () => {
    expect(isPermissionDenied({ code: 1, message: 'User denied Geolocation' })).toBe(true);
    expect(isPermissionDenied({ code: 2 })).toBe(false);
    expect(isPermissionDenied({ code: 3 })).toBe(false);
    expect(isPermissionDenied(new Error('boom'))).toBe(false);
    expect(isPermissionDenied(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { byStart, mergeWindow } from '../../src/api/queries/historyTrips';
import type { HistoryEvent } from '../../src/api/schemas';
import { formatTripDistance } from '../../src/features/history/MergeTripSummary';
import { mergedTrip } from '../../src/sandbox/handlers/historyTrips';
import type { SandboxHistoryEvent } from '../../src/sandbox/store';

const trip = (id: string, dateTime: string, more: Partial<SandboxHistoryEvent> = {}): SandboxHistoryEvent => ({
  _id: id,
  userId: 'user-1',
  type: 'TRIP',
  vehicleId: 'car',
  dateTime,
  ...more,
});

describe('the period offered for merging', () => {
  it('runs from the start of the day before the trip to the end of the day after it, local time', () => {
    const start = new Date(2026, 2, 4, 7, 30); // 4 March 07:30 on this device
    const window = mergeWindow(start.toISOString(), 'car');
    expect(window.vehicleId).toBe('car');
    expect(new Date(window.from).getTime()).toBe(new Date(2026, 2, 3, 0, 0, 0, 0).getTime());
    expect(new Date(window.to).getTime()).toBe(new Date(2026, 2, 5, 23, 59, 59, 999).getTime());
  });

  it('crosses month ends', () => {
    const window = mergeWindow(new Date(2026, 2, 31, 23, 10).toISOString(), 'car');
    expect(new Date(window.from).getTime()).toBe(new Date(2026, 2, 30).getTime());
    expect(new Date(window.to).getTime()).toBe(new Date(2026, 3, 1, 23, 59, 59, 999).getTime());
  });
});

describe('trips in driving order', () => {
  it('sorts by start, oldest first, without changing the list given', () => {
    const trips: HistoryEvent[] = [
      trip('c', '2026-03-04T13:30:00.000Z'),
      trip('a', '2026-03-04T07:30:00.000Z'),
      trip('b', '2026-03-04T12:15:00.000Z'),
    ];
    expect(byStart(trips).map((t) => t._id)).toEqual(['a', 'b', 'c']);
    expect(trips.map((t) => t._id)).toEqual(['c', 'a', 'b']);
  });
});

describe('a merged trip', () => {
  const office = { latitude: 52.51, longitude: 13.39 };
  const lunch = { latitude: 52.5, longitude: 13.42 };
  const home = { latitude: 52.53, longitude: 13.38 };

  it('starts where the first trip started, ends where the last ended, whatever order they are given in', () => {
    const merged = mergedTrip('m', [
      trip('2', '2026-03-04T12:15:00.000Z', {
        endDateTime: '2026-03-04T12:31:00.000Z',
        startAddress: 'Office',
        endAddress: 'Lunch',
        startLocation: office,
        endLocation: lunch,
        distanceM: 4_100,
        drivingScore: 78,
      }),
      trip('1', '2026-03-04T07:30:00.000Z', {
        endDateTime: '2026-03-04T07:44:00.000Z',
        startAddress: 'Home',
        endAddress: 'Office',
        startLocation: home,
        endLocation: office,
        distanceM: 3_400,
        drivingScore: 86,
      }),
    ]);
    expect(merged).toMatchObject({
      _id: 'm',
      userId: 'user-1',
      type: 'TRIP',
      vehicleId: 'car',
      dateTime: '2026-03-04T07:30:00.000Z',
      endDateTime: '2026-03-04T12:31:00.000Z',
      startAddress: 'Home',
      startLocation: home,
      endAddress: 'Lunch',
      endLocation: lunch,
      distanceM: 7_500,
      // (86 × 3.4 + 78 × 4.1) / 7.5 = 81.6: the longer trip counts more.
      drivingScore: 82,
      isResultOfMerge: true,
      mergedFrom: ['1', '2'],
    });
  });

  it('scores only the trips that have a score, and has none when no trip has one', () => {
    const scored = mergedTrip('m', [
      trip('1', '2026-03-04T07:30:00.000Z', { distanceM: 1_000, drivingScore: 60 }),
      trip('2', '2026-03-04T08:30:00.000Z', { distanceM: 9_000 }),
    ]);
    expect(scored).toMatchObject({ distanceM: 10_000, drivingScore: 60 });
    const unscored = mergedTrip('m', [
      trip('1', '2026-03-04T07:30:00.000Z', { distanceM: 1_000 }),
      trip('2', '2026-03-04T08:30:00.000Z', { distanceM: 2_000 }),
    ]);
    expect(unscored.drivingScore).toBeUndefined();
  });
});

describe('trip distances', () => {
  it('are shown in kilometres with one decimal, in the language of the app', () => {
    expect(formatTripDistance('en', 3_400)).toBe('3.4 km');
    expect(formatTripDistance('de', 11_800)).toBe('11,8 km');
    expect(formatTripDistance('en', 189_640)).toBe('189.6 km');
  });
});

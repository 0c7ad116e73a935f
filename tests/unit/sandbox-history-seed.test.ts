import { describe, expect, it } from 'vitest';
import { HistoryEvent } from '../../src/api/flowSchemas';
import { seedHistory } from '../../src/sandbox/historySeed';

const now = Date.parse('2026-11-24T10:00:00Z');
const events = Object.values(seedHistory('user-demo', { car: 'car', van: 'van' }, now));

describe("the demo driver's seeded history", () => {
  it('reads as the platform answers it, dated before now', () => {
    for (const { userId: _, mergedInto: __, ...event } of events) {
      expect(HistoryEvent.safeParse(event).success).toBe(true);
      expect(Date.parse(event.dateTime ?? '')).toBeLessThanOrEqual(now);
    }
  });

  it("has mileages that grow with time per vehicle, below the Golf's odometer", () => {
    const golf = events
      .filter((event) => event.vehicleId === 'car' && event.mileage !== undefined)
      .sort((a, b) => (a.dateTime ?? '').localeCompare(b.dateTime ?? ''));
    const mileages = golf.map((event) => event.mileage ?? 0);
    expect(mileages).toEqual([...mileages].sort((a, b) => a - b));
    expect(Math.max(...mileages)).toBeLessThanOrEqual(48_250_000);
  });

  it('holds monthly series, three trips on one day and a trip merged from two', () => {
    expect(events.filter((event) => event.seriesId === 'series-insurance')).toHaveLength(6);
    const merged = events.find((event) => event.isResultOfMerge);
    expect(merged?.mergedFrom).toHaveLength(2);
    const sources = events.filter((event) => event.mergedInto === merged?._id);
    expect(sources.map((event) => event._id).sort()).toEqual([...(merged?.mergedFrom ?? [])].sort());
    expect(merged?.distanceM).toBe(sources.reduce((sum, event) => sum + (event.distanceM ?? 0), 0));
    const day = (event: HistoryEvent) => event.dateTime?.slice(0, 10);
    const commute = events.filter((event) => event._id.startsWith('trip-commute'));
    expect(new Set(commute.map(day)).size).toBe(1);
    expect(commute).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import {
  activeLines,
  isWindowActive,
  stationTimeZone,
  type TariffElementLike,
  tariffLines,
} from '../../machines/shared/tariff';

/** Demo Munich Charging's tariff: energy, free parking for 120 min then 0.10/min, a session fee, night minutes. */
const munich: TariffElementLike[] = [
  { priceComponents: [{ type: 'ENERGY', price: 0.59, unit: 'KWH' }] },
  { restrictions: { maxDuration: 120 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
  { priceComponents: [{ type: 'PARKING_TIME', price: 0.1, unit: 'MIN' }] },
  { priceComponents: [{ type: 'FLAT', price: 0.5, unit: 'COUNT' }] },
  {
    restrictions: { startTime: '22:00', endTime: '06:00' },
    priceComponents: [{ type: 'TIME', price: 0.02, unit: 'MIN' }],
  },
];
const berlin = 'Europe/Berlin';

describe('tariff lines', () => {
  it('lists energy, time, the session fee and parking, with windows and free hours', () => {
    const lines = tariffLines(munich);
    expect(lines.map((line) => line.type)).toEqual(['ENERGY', 'TIME', 'FLAT', 'PARKING_TIME', 'PARKING_TIME']);
    expect(lines[1]?.window).toEqual({ start: '22:00', end: '06:00' });
    expect(lines[3]?.freeHours).toBe(2);
    expect(lines[4]?.freeHours).toBeUndefined();
  });

  it('floors the free hours (maxDuration 150 min is "the first 2 hours")', () => {
    const [line] = tariffLines([
      { restrictions: { maxDuration: 150 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
    ]);
    expect(line?.freeHours).toBe(2);
  });
});

describe('time windows in the station time zone', () => {
  const night = { start: '22:00', end: '06:00' };
  it.each([
    ['23:30 local', '2026-11-22T22:30:00Z', true],
    ['05:59 local', '2026-11-23T04:59:00Z', true],
    ['06:00 local (end is exclusive)', '2026-11-23T05:00:00Z', false],
    ['21:59 local', '2026-11-22T20:59:00Z', false],
  ])('a window past midnight at %s', (_, iso, active) => {
    expect(isWindowActive(night, new Date(iso), berlin)).toBe(active);
  });

  it('follows the change to summer time (29 March 2026, 02:00 becomes 03:00)', () => {
    // 03:59 UTC is 05:59 CEST (inside), 04:00 UTC is 06:00 CEST (outside); in winter time both would be inside.
    expect(isWindowActive(night, new Date('2026-03-29T03:59:00Z'), berlin)).toBe(true);
    expect(isWindowActive(night, new Date('2026-03-29T04:00:00Z'), berlin)).toBe(false);
  });

  it("uses the station's zone, not the device's", () => {
    const evening = { start: '20:00', end: '22:00' };
    // 12:00 UTC is 21:00 in Tokyo and 13:00 in Berlin.
    expect(isWindowActive(evening, new Date('2026-11-22T12:00:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(isWindowActive(evening, new Date('2026-11-22T12:00:00Z'), berlin)).toBe(false);
  });

  it('reads an end of 00:00 as the end of the day', () => {
    const late = { start: '18:00', end: '00:00' };
    expect(isWindowActive(late, new Date('2026-11-22T22:59:00Z'), berlin)).toBe(true);
    expect(isWindowActive(late, new Date('2026-11-22T16:59:00Z'), berlin)).toBe(false);
  });
});

describe('the lines that apply now', () => {
  const lines = tariffLines(munich);
  it('takes the free parking in the first two hours and the paid parking after', () => {
    const early = activeLines(lines, {
      instant: new Date('2026-11-22T12:00:00Z'),
      timeZone: berlin,
      sessionMinutes: 30,
    });
    const late = activeLines(lines, {
      instant: new Date('2026-11-22T12:00:00Z'),
      timeZone: berlin,
      sessionMinutes: 120,
    });
    const parking = (set: Set<(typeof lines)[number]>) => [...set].find((line) => line.type === 'PARKING_TIME');
    expect(parking(early)?.price).toBe(0);
    expect(parking(late)?.price).toBe(0.1);
  });

  it('charges night minutes only inside the window; outside it, time is free', () => {
    const day = activeLines(lines, { instant: new Date('2026-11-22T12:00:00Z'), timeZone: berlin, sessionMinutes: 0 });
    const night = activeLines(lines, {
      instant: new Date('2026-11-22T23:00:00Z'),
      timeZone: berlin,
      sessionMinutes: 0,
    });
    expect([...day].some((line) => line.type === 'TIME')).toBe(false);
    expect([...night].some((line) => line.type === 'TIME')).toBe(true);
  });

  it('finds a zone from the country when the station has none', () => {
    expect(stationTimeZone({ address: { countryCode: 'DK' } })).toBe('Europe/Copenhagen');
    expect(stationTimeZone({ timeZone: 'Asia/Tokyo', address: { countryCode: 'DE' } })).toBe('Asia/Tokyo');
  });
});

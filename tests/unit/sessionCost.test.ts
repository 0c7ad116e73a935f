import { describe, expect, it } from 'vitest';
import { billedCost, sessionCost, toMinor } from '../../machines/shared/sessionCost';
import type { TariffElementLike } from '../../machines/shared/tariff';

const berlin = 'Europe/Berlin';
/** 10:00 in Berlin on a winter day: outside the night window. */
const morning = new Date('2026-11-23T09:00:00Z');
/** 23:00 in Berlin: inside the night window. */
const night = new Date('2026-11-23T22:00:00Z');

const energy = (price: number, stepSize?: number): TariffElementLike => ({
  priceComponents: [{ type: 'ENERGY', price, unit: 'KWH', ...(stepSize ? { stepSize } : {}) }],
});
const flat = (price: number): TariffElementLike => ({ priceComponents: [{ type: 'FLAT', price, unit: 'COUNT' }] });
const perHour = (type: 'TIME' | 'PARKING_TIME', price: number, stepSize?: number): TariffElementLike => ({
  priceComponents: [{ type, price, unit: 'HOUR', ...(stepSize ? { stepSize } : {}) }],
});

const totalOf = (elements: TariffElementLike[], reading: Parameters<typeof sessionCost>[1]) =>
  billedCost(sessionCost(elements, reading), 2).total;

describe('the cost of a charging session (OCPI 2.2.1 test vectors, prices as given)', () => {
  const reading = { startedAt: morning, chargingS: 3_600, energyKwh: 20, timeZone: berlin };

  it('20 kWh at 0.25 per kWh cost 5.00', () => {
    expect(totalOf([energy(0.25)], reading)).toBe(5);
  });

  it('a 0.50 start fee makes it 5.50', () => {
    expect(totalOf([energy(0.25), flat(0.5)], reading)).toBe(5.5);
  });

  it('parking at 2 per hour in 15-minute steps bills 40 minutes parked as 45: 7.00', () => {
    const cost = sessionCost([energy(0.25), flat(0.5), perHour('PARKING_TIME', 2, 900)], {
      ...reading,
      parkingS: 40 * 60,
    });
    expect(cost.lines.find((line) => line.type === 'PARKING_TIME')?.quantity).toBe(45);
    expect(billedCost(cost, 2).total).toBe(7);
  });

  it('3 per hour charging and 5 per hour parking in 5-minute steps, 150 + 42 minutes: 11.25', () => {
    const cost = sessionCost([perHour('TIME', 3, 300), perHour('PARKING_TIME', 5, 300)], {
      ...reading,
      chargingS: 150 * 60,
      parkingS: 42 * 60,
      energyKwh: 0,
    });
    expect(cost.lines.map((line) => [line.type, line.quantity])).toEqual([
      ['TIME', 150],
      ['PARKING_TIME', 45],
    ]);
    expect(billedCost(cost, 2).total).toBe(11.25);
  });

  it('rounds energy up to whole steps at the last energy price', () => {
    const { lines } = sessionCost([energy(0.2, 500)], { ...reading, energyKwh: 5.4 });
    expect(lines[0]?.quantity).toBeCloseTo(5.5, 9);
  });
});

describe('the Demo Munich tariff', () => {
  /** Energy, free parking for 120 min then 0.10 per minute, a session fee, night minutes at 0.02. */
  const munich: TariffElementLike[] = [
    energy(0.59),
    { restrictions: { maxDuration: 120 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
    { priceComponents: [{ type: 'PARKING_TIME', price: 0.1, unit: 'MIN' }] },
    flat(0.5),
    {
      restrictions: { startTime: '22:00', endTime: '06:00' },
      priceComponents: [{ type: 'TIME', price: 0.02, unit: 'MIN' }],
    },
  ];

  it('bills the night minutes that the price list marks "applies now"', () => {
    const cost = sessionCost(munich, { startedAt: night, chargingS: 45 * 60, energyKwh: 12.345, timeZone: berlin });
    expect(cost.lines.map((line) => line.type)).toEqual(['ENERGY', 'TIME', 'FLAT']);
    expect(cost.lines[1]?.quantity).toBe(45);
    const billed = billedCost(cost, 2);
    expect(billed.lines.map((line) => line.amount)).toEqual([7.28, 0.9, 0.5]);
    expect(billed.total).toBe(8.68);
  });

  it('bills no time by day, and only the night part of a session that runs into the window', () => {
    expect(
      sessionCost(munich, { startedAt: morning, chargingS: 45 * 60, energyKwh: 10, timeZone: berlin }).lines.map(
        (line) => line.type,
      ),
    ).toEqual(['ENERGY', 'FLAT']);
    const evening = new Date('2026-11-23T20:30:00Z'); // 21:30 in Berlin
    const { lines } = sessionCost(munich, { startedAt: evening, chargingS: 60 * 60, energyKwh: 10, timeZone: berlin });
    expect(lines.find((line) => line.type === 'TIME')?.quantity).toBe(30);
  });

  it('parks free for the first 120 minutes of the session, then at 0.10 per minute', () => {
    const { lines } = sessionCost(munich, {
      startedAt: morning,
      chargingS: 100 * 60,
      parkingS: 50 * 60,
      energyKwh: 30,
      timeZone: berlin,
    });
    const parking = lines.filter((line) => line.type === 'PARKING_TIME');
    expect(parking.map((line) => [line.line.price, line.quantity])).toEqual([
      [0, 20],
      [0.1, 30],
    ]);
    expect(parking.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(3, 9);
  });

  it('charges nothing, not even the session fee, when no energy was delivered', () => {
    expect(
      billedCost(sessionCost(munich, { startedAt: morning, chargingS: 0, energyKwh: 0, timeZone: berlin }), 2).total,
    ).toBe(0);
  });
});

describe('billed lines', () => {
  it('floor each line to the currency precision and total exactly their sum', () => {
    const cost = sessionCost([energy(0.599), flat(0.5)], {
      startedAt: morning,
      chargingS: 600,
      energyKwh: 3.333,
      timeZone: berlin,
    });
    const billed = billedCost(cost, 2);
    expect(billed.lines.map((line) => line.amount)).toEqual([1.99, 0.5]);
    expect(billed.total).toBe(2.49);
    expect(billedCost(cost, 0).total).toBe(1);
    expect(billedCost(cost, 3).total).toBe(2.496);
  });

  it('floor without losing a cent to binary fractions', () => {
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(40.2724, 2)).toBe(4027);
    expect(toMinor(1.0005, 3)).toBe(1000);
  });

  it('floor a negative amount toward zero, as its positive twin', () => {
    expect(toMinor(-1.239, 2)).toBe(-123);
    expect(toMinor(-0.1 - 0.2, 2)).toBe(-30);
  });
});

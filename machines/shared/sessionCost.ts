/**
 * What a charging session costs under its tariff (OCPI 2.2.1 tariff elements, see tariff.ts): one line per price
 * that applied (energy, charging time, session fee, parking), each with the quantity it was applied to. The
 * platform bills a session this way and the receipt shows the same lines, so they add up to what was charged.
 *
 * The session is walked in slices of one minute: in each slice the lines that apply are chosen as the price list
 * marks them ("applies now": the first matching element per dimension, time windows in the station's zone,
 * durations in minutes of the session). Energy is spread evenly over the charging time. Step sizes round the
 * session's totals up, once: energy to whole steps (in Wh) at the last energy price, charging and parking time
 * together to whole steps (in seconds) at the last time price. A session fee is due once energy was delivered.
 */
import { activeLines, type TariffDimension, type TariffElementLike, type TariffLine, tariffLines } from './tariff';

export interface SessionReading {
  /** When charging started. */
  startedAt: Date;
  /** Seconds of charging. */
  chargingS: number;
  /** Seconds still connected after charging ended. */
  parkingS?: number;
  energyKwh: number;
  /** The station's IANA time zone, where the tariff's time windows are read. */
  timeZone: string;
}

export interface CostLine {
  type: TariffDimension;
  /** The tariff line whose price applied. */
  line: TariffLine;
  /** kWh for energy, minutes for charging time and parking, 1 for a session fee. */
  quantity: number;
  /** quantity × price, not rounded. */
  amount: number;
}

const sliceS = 60;
/** Seconds one unit of a time price stands for: a minute for MIN, else an hour (OCPI's unit). */
const secondsPerUnit = (line: TariffLine) => (line.unit === 'MIN' ? 60 : 3_600);

export function sessionCost(elements: readonly TariffElementLike[], reading: SessionReading): CostLine[] {
  const lines = tariffLines(elements);
  const { startedAt, chargingS, energyKwh, timeZone } = reading;
  const parkingS = Math.max(0, reading.parkingS ?? 0);
  const used = new Map<TariffLine, number>();
  const add = (line: TariffLine | undefined, quantity: number) => {
    if (line && quantity > 0) used.set(line, (used.get(line) ?? 0) + quantity);
  };
  const activeAt = (offsetS: number, type: TariffDimension) =>
    [
      ...activeLines(lines, {
        instant: new Date(startedAt.getTime() + offsetS * 1000),
        timeZone,
        sessionMinutes: offsetS / 60,
      }),
    ].find((line) => line.type === type);

  let lastEnergy: TariffLine | undefined;
  let lastTime: TariffLine | undefined;
  /** Seconds billed by a time price (charging or parking): the step size rounds their sum. */
  let timedS = 0;
  for (let offset = 0; offset < chargingS; offset += sliceS) {
    const length = Math.min(sliceS, chargingS - offset);
    const energy = activeAt(offset, 'ENERGY');
    const time = activeAt(offset, 'TIME');
    add(energy, (energyKwh * length) / chargingS);
    add(time, length);
    lastEnergy = energy ?? lastEnergy;
    if (time) {
      lastTime = time;
      timedS += length;
    }
  }
  if (chargingS <= 0) {
    lastEnergy = activeAt(0, 'ENERGY');
    add(lastEnergy, energyKwh);
  }
  for (let offset = 0; offset < parkingS; offset += sliceS) {
    const length = Math.min(sliceS, parkingS - offset);
    const parking = activeAt(chargingS + offset, 'PARKING_TIME');
    add(parking, length);
    if (parking) {
      lastTime = parking;
      timedS += length;
    }
  }

  const energyStepWh = lastEnergy?.stepSize;
  if (lastEnergy && energyStepWh && energyStepWh > 0) {
    const wh = Math.round(energyKwh * 1_000_000) / 1_000;
    add(lastEnergy, (Math.ceil(wh / energyStepWh) * energyStepWh - wh) / 1_000);
  }
  const timeStepS = lastTime?.stepSize;
  if (lastTime && timeStepS && timeStepS > 0) {
    add(lastTime, Math.ceil(timedS / timeStepS) * timeStepS - timedS);
  }
  if (energyKwh > 0) add(activeAt(0, 'FLAT'), 1);

  return lines.flatMap((line): CostLine[] => {
    const quantity = used.get(line);
    if (quantity === undefined) return [];
    const isTime = line.type === 'TIME' || line.type === 'PARKING_TIME';
    return [
      {
        type: line.type,
        line,
        quantity: isTime ? quantity / 60 : quantity,
        amount: isTime ? (quantity / secondsPerUnit(line)) * line.price : quantity * line.price,
      },
    ];
  });
}

/**
 * An amount in whole minor units of its currency, floored (SPEC.md section 9). The small tolerance keeps
 * 0.1 + 0.2 from flooring to 0.29.
 */
export const toMinor = (amount: number, precision: number) =>
  Math.floor(Math.round(amount * 10 ** precision * 1_000) / 1_000);

export const fromMinor = (minor: number, precision: number) => minor / 10 ** precision;

/** The billed lines: each floored to the currency's precision; the session's total is their sum. */
export function billedCost(lines: readonly CostLine[], precision: number) {
  const billed = lines.map((line) => ({ ...line, amount: fromMinor(toMinor(line.amount, precision), precision) }));
  const total = fromMinor(
    billed.reduce((sum, line) => sum + toMinor(line.amount, precision), 0),
    precision,
  );
  return { lines: billed, total };
}

/**
 * What a charging session costs under its tariff (OCPI 2.2.1, see tariff.ts): one line per price that applied
 * (energy, charging time, session fee, parking, reservation), each with the quantity it was applied to, excluding
 * and including VAT, and the session's total after the tariff's minimum and maximum price. The platform bills a
 * session this way and the receipt shows the same lines, so they add up to what was charged.
 *
 * The session is cut where anything a restriction reads can change: at every minute of the station's clock (time
 * windows, days, dates), at the duration and energy thresholds of the tariff, where the car's power changes and
 * where charging ends and parking begins. Within a piece the same lines apply; energy flows evenly within a phase
 * of charging. Step sizes follow OCPI 2.2.1's CDR rules (mod_cdrs, "step_size"), once per session:
 * - energy: the session's total is rounded up to whole steps of the last energy price used, the extra billed at it;
 * - time: when parking was billed, only the parking time is rounded up, at the last parking price's step (charging
 *   time followed by parking is not rounded); else the charging time is rounded up at the last charging price's;
 * - a reservation's time is rounded up at its own price's step.
 * A session fee is due once energy was delivered: the fee that applies at the session's start.
 */
import {
  applyingLines,
  grossOf,
  type LocalTime,
  localTime,
  type PriceBound,
  secondsPerUnit,
  type TariffDimension,
  type TariffInput,
  type TariffLine,
  type TariffMoment,
  tariffLines,
  tariffOf,
  type Weekday,
  weekdays,
} from './tariff';

/** A stretch of charging at a steady draw. */
export interface ChargingPhase {
  durationS: number;
  energyKwh: number;
  /** kW; by default the phase's average (energy over time). */
  powerKw?: number;
  /** A over all phases of the supply; unknown by default. */
  currentA?: number;
}

export interface SessionReading {
  /** When the session started (the car plugged in and charging began). */
  startedAt: Date;
  /** The station's IANA time zone, where the tariff's time windows are read. */
  timeZone: string;
  /** Seconds of charging, with `energyKwh` delivered evenly: one phase. */
  chargingS?: number;
  energyKwh?: number;
  /** The charging as phases of different draw, instead of `chargingS` and `energyKwh`. */
  phases?: readonly ChargingPhase[];
  /** Seconds still connected after charging ended. */
  parkingS?: number;
  /** A reservation before the session: its seconds up to `startedAt`, or up to its expiry when it was not used. */
  reservation?: { durationS: number; expired?: boolean };
}

export interface CostLine {
  type: TariffDimension;
  /** The tariff line whose price applied. */
  line: TariffLine;
  /** kWh for energy, minutes for charging time, parking and reservation, 1 for a fee. */
  quantity: number;
  /** quantity × price, excluding VAT, not rounded. */
  net: number;
  /** What the driver pays for the line: VAT included where the price has a rate; not rounded. */
  amount: number;
}

export interface SessionCost {
  lines: CostLine[];
  /** The lines' sum after the tariff's minimum and maximum, excluding VAT. */
  net: number;
  /** The same including VAT: what the driver pays. */
  total: number;
  /** Set when the tariff's minimum or maximum price made the total. */
  bound?: 'MIN' | 'MAX';
}

const minuteMs = 60_000;
const epsilon = 1e-9;

/** kWh of a cut in a phase: time (s) or, for a phase without duration, energy only. */
interface Piece {
  fromS: number;
  toS: number;
  fromKwh: number;
  toKwh: number;
  charging: boolean;
  powerKw?: number;
  currentA?: number;
}

/** The station's clock along a session, read once and counted on where the zone's offset does not change. */
function clockOf(startedAt: Date, endS: number, timeZone: string) {
  const start = startedAt.getTime();
  const end = new Date(start + endS * 1000);
  const first = localTime(startedAt, timeZone);
  /** The zone's offset from UTC at an instant, in minutes modulo a day. */
  const offsetOf = (instant: Date, local: LocalTime) =>
    (((local.minutes - instant.getUTCHours() * 60 - instant.getUTCMinutes()) % 1440) + 1440) % 1440;
  const steady = offsetOf(startedAt, first) === offsetOf(end, localTime(end, timeZone));
  const startMinute = Math.floor(start / minuteMs);
  const cache = new Map<number, LocalTime>();
  return (offsetS: number): LocalTime => {
    const minute = Math.floor((start + offsetS * 1000) / minuteMs);
    const known = cache.get(minute);
    if (known) return known;
    let local: LocalTime;
    if (steady) {
      const total = first.minutes + (minute - startMinute);
      const days = Math.floor(total / 1440);
      const date = new Date(`${first.date}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      local = {
        minutes: total - days * 1440,
        weekday: weekdays[(weekdays.indexOf(first.weekday) + days) % 7] as Weekday,
        date: date.toISOString().slice(0, 10),
      };
    } else {
      local = localTime(new Date(minute * minuteMs), timeZone);
    }
    cache.set(minute, local);
    return local;
  };
}

/** The session cut into pieces within which no restriction can change. */
function piecesOf(lines: readonly TariffLine[], reading: SessionReading, phases: readonly ChargingPhase[]): Piece[] {
  const chargingS = phases.reduce((sum, phase) => sum + phase.durationS, 0);
  const endS = chargingS + Math.max(0, reading.parkingS ?? 0);
  const cuts = new Set<number>();
  // Every whole minute of the station's clock (windows, days and dates change only there).
  const start = reading.startedAt.getTime();
  for (let ms = Math.ceil(start / minuteMs) * minuteMs; ms < start + endS * 1000; ms += minuteMs) {
    cuts.add((ms - start) / 1000);
  }
  for (const line of lines) {
    if (line.minDuration !== undefined) cuts.add(line.minDuration * 60);
    if (line.maxDuration !== undefined) cuts.add(line.maxDuration * 60);
  }
  const thresholds = [...new Set(lines.flatMap((line) => [line.minKwh, line.maxKwh]))].filter(
    (kwh): kwh is number => kwh !== undefined && kwh > 0,
  );

  const pieces: Piece[] = [];
  const cutBetween = (from: number, to: number) =>
    [...cuts].filter((cut) => cut > from + epsilon && cut < to - epsilon).sort((a, b) => a - b);
  let atS = 0;
  let atKwh = 0;
  for (const phase of phases) {
    const toS = atS + phase.durationS;
    const toKwh = atKwh + phase.energyKwh;
    const powerKw = phase.powerKw ?? (phase.durationS > 0 ? phase.energyKwh / (phase.durationS / 3_600) : undefined);
    const draw = { powerKw, currentA: phase.currentA };
    // Where the energy crosses a threshold, as a time within the phase (or, without duration, as energy alone).
    const energyCuts = thresholds.filter((kwh) => kwh > atKwh + epsilon && kwh < toKwh - epsilon);
    const kwhAt = (s: number) =>
      phase.durationS > 0 ? atKwh + ((s - atS) / phase.durationS) * phase.energyKwh : atKwh;
    if (phase.durationS > 0) {
      const times = [
        ...cutBetween(atS, toS),
        ...energyCuts.map((kwh) => atS + ((kwh - atKwh) / phase.energyKwh) * phase.durationS),
      ].sort((a, b) => a - b);
      let from = atS;
      for (const cut of [...times, toS]) {
        if (cut - from > epsilon) {
          pieces.push({ fromS: from, toS: cut, fromKwh: kwhAt(from), toKwh: kwhAt(cut), charging: true, ...draw });
        }
        from = cut;
      }
    } else if (phase.energyKwh > 0) {
      let from = atKwh;
      for (const cut of [...energyCuts, toKwh]) {
        pieces.push({ fromS: atS, toS: atS, fromKwh: from, toKwh: cut, charging: true, ...draw });
        from = cut;
      }
    }
    atS = toS;
    atKwh = toKwh;
  }
  let from = chargingS;
  for (const cut of [...cutBetween(chargingS, endS), endS]) {
    if (cut - from > epsilon) {
      pieces.push({ fromS: from, toS: cut, fromKwh: atKwh, toKwh: atKwh, charging: false, powerKw: 0, currentA: 0 });
    }
    from = cut;
  }
  return pieces;
}

const isTime = (type: TariffDimension) => type === 'TIME' || type === 'PARKING_TIME';

/** Rounds `used` up to whole steps; the extra, if any. */
const extraForStep = (used: number, step: number | undefined) => {
  if (!step || step <= 0 || used <= 0) return 0;
  const steps = Math.ceil(used / step - epsilon);
  return Math.max(0, steps * step - used);
};

export function sessionCost(input: TariffInput, reading: SessionReading): SessionCost {
  const tariff = tariffOf(input);
  const lines = tariffLines(tariff);
  const phases: readonly ChargingPhase[] = reading.phases ?? [
    { durationS: Math.max(0, reading.chargingS ?? 0), energyKwh: Math.max(0, reading.energyKwh ?? 0) },
  ];
  const energyKwh = phases.reduce((sum, phase) => sum + phase.energyKwh, 0);
  const chargingS = phases.reduce((sum, phase) => sum + phase.durationS, 0);
  const endS = chargingS + Math.max(0, reading.parkingS ?? 0);
  const clock = clockOf(reading.startedAt, endS, reading.timeZone);

  /** kWh for energy, seconds for time, count for fees. */
  const used = new Map<TariffLine, number>();
  const add = (line: TariffLine | undefined, quantity: number) => {
    if (line && quantity > epsilon) used.set(line, (used.get(line) ?? 0) + quantity);
  };
  const momentAt = (piece: Piece): TariffMoment => ({
    local: clock(piece.fromS),
    sessionMinutes: piece.fromS / 60,
    energyKwh: piece.fromKwh,
    powerKw: piece.powerKw,
    currentA: piece.currentA,
  });

  let lastEnergy: TariffLine | undefined;
  let lastCharging: TariffLine | undefined;
  let lastParking: TariffLine | undefined;
  let meteredKwh = 0;
  let chargingTimeS = 0;
  let parkingTimeS = 0;
  for (const piece of piecesOf(lines, reading, phases)) {
    const applying = applyingLines(lines, momentAt(piece));
    const seconds = piece.toS - piece.fromS;
    if (piece.charging) {
      const energy = applying.get('ENERGY');
      if (energy && piece.toKwh > piece.fromKwh) {
        add(energy, piece.toKwh - piece.fromKwh);
        meteredKwh += piece.toKwh - piece.fromKwh;
        lastEnergy = energy;
      }
      const time = applying.get('TIME');
      if (time && seconds > 0) {
        add(time, seconds);
        chargingTimeS += seconds;
        lastCharging = time;
      }
    } else {
      const parking = applying.get('PARKING_TIME');
      if (parking) {
        add(parking, seconds);
        parkingTimeS += seconds;
        lastParking = parking;
      }
    }
  }

  // Step sizes, once per session.
  if (lastEnergy) add(lastEnergy, extraForStep(Math.round(meteredKwh * 1e9) / 1e6, lastEnergy.stepSize) / 1_000);
  if (lastParking) add(lastParking, extraForStep(Math.round(parkingTimeS * 1e6) / 1e6, lastParking.stepSize));
  else if (lastCharging) add(lastCharging, extraForStep(Math.round(chargingTimeS * 1e6) / 1e6, lastCharging.stepSize));

  if (energyKwh > 0) {
    add(applyingLines(lines, momentAt({ fromS: 0, toS: 0, fromKwh: 0, toKwh: 0, charging: true })).get('FLAT'), 1);
  }

  if (reading.reservation && reading.reservation.durationS > 0) {
    const { durationS, expired } = reading.reservation;
    const reservationStart = new Date(reading.startedAt.getTime() - durationS * 1000);
    const applying = applyingLines(lines, {
      local: localTime(reservationStart, reading.timeZone),
      sessionMinutes: 0,
      reservation: expired ? 'RESERVATION_EXPIRES' : 'RESERVATION',
    });
    const time = applying.get('TIME');
    add(time, durationS + extraForStep(durationS, time?.stepSize));
    add(applying.get('FLAT'), 1);
  }

  const costLines = lines.flatMap((line): CostLine[] => {
    const quantity = used.get(line);
    if (quantity === undefined) return [];
    const units = isTime(line.type) ? quantity / secondsPerUnit(line.unit) : quantity;
    const net = units * line.price;
    return [
      {
        type: line.type,
        line,
        quantity: isTime(line.type) ? quantity / 60 : quantity,
        net,
        amount: grossOf(net, line.vat),
      },
    ];
  });
  return bounded(costLines, tariff.minPrice, tariff.maxPrice);
}

/**
 * The session's totals within the tariff's bounds. Each bound holds excluding and including VAT (OCPI: "they
 * both apply"); a bound given without VAT is taken to include the session's own VAT share.
 */
function bounded(lines: CostLine[], minPrice?: PriceBound, maxPrice?: PriceBound): SessionCost {
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const gross = lines.reduce((sum, line) => sum + line.amount, 0);
  const share = net > 0 ? gross / net : 1;
  const inclOf = (bound: PriceBound) => bound.inclVat ?? bound.exclVat * share;
  let bound: SessionCost['bound'];
  let cappedNet = net;
  let total = gross;
  if (minPrice && (net < minPrice.exclVat - epsilon || gross < inclOf(minPrice) - epsilon)) {
    cappedNet = Math.max(net, minPrice.exclVat);
    total = Math.max(gross, inclOf(minPrice));
    bound = 'MIN';
  }
  if (maxPrice && (net > maxPrice.exclVat + epsilon || gross > inclOf(maxPrice) + epsilon)) {
    cappedNet = Math.min(cappedNet, maxPrice.exclVat);
    total = Math.min(total, inclOf(maxPrice));
    bound = 'MAX';
  }
  return { lines, net: round12(cappedNet), total: round12(total), ...(bound ? { bound } : {}) };
}

const round12 = (value: number) => Math.round(value * 1e12) / 1e12;

/**
 * An amount in whole minor units of its currency, floored (SPEC.md section 9): toward zero, so a negative amount
 * floors as its positive twin does. The small tolerance keeps 0.1 + 0.2 from flooring to 0.29.
 */
export const toMinor = (amount: number, precision: number) =>
  Math.sign(amount) * Math.floor(Math.round(Math.abs(amount) * 10 ** precision * 1_000) / 1_000);

export const fromMinor = (minor: number, precision: number) => minor / 10 ** precision;

/**
 * The billed session: each line floored to the currency's precision. The total is the lines' sum, or the
 * tariff's bound where one applied; `bound` is then what the bound took off or added to the lines' sum.
 */
export function billedCost(cost: SessionCost, precision: number) {
  const lines = cost.lines.map((line) => ({ ...line, amount: fromMinor(toMinor(line.amount, precision), precision) }));
  const sum = lines.reduce((acc, line) => acc + toMinor(line.amount, precision), 0);
  const totalMinor = cost.bound ? toMinor(cost.total, precision) : sum;
  return {
    lines,
    total: fromMinor(totalMinor, precision),
    boundAdjustment: cost.bound ? fromMinor(totalMinor - sum, precision) : 0,
    bound: cost.bound,
  };
}

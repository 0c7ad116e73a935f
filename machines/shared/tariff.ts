/**
 * EV tariffs as the platform's price elements carry them: OCPI 2.2.1's Tariff (mod_tariffs) in the platform's
 * camelCase. Each element has price components (per kWh, per hour or minute of charging or parking, per session)
 * and restrictions that switch it on and off during a session, all of which must hold ("logical AND"):
 * - `startTime`/`endTime`: "HH:MM" of the station's local time; an end before the start runs past midnight, an
 *   end of "00:00" is the end of the day. `startDate` inclusive, `endDate` exclusive, `dayOfWeek`: local too.
 * - `minKwh`/`maxKwh`: energy of the session so far, min inclusive, max exclusive.
 * - `minDuration`/`maxDuration`: minutes of the session so far (OCPI gives seconds), min inclusive, max exclusive.
 * - `minPower`/`maxPower` (kW) and `minCurrent`/`maxCurrent` (A over all phases): what the car draws at the moment.
 * - `reservation`: the element prices a reservation (RESERVATION) or a reservation that expired unused
 *   (RESERVATION_EXPIRES), never the charging itself.
 * Per dimension, the first element in the list whose restrictions hold applies; a dimension with none is free.
 * Prices are excluding VAT; `vat` is the percentage added, and a component without one has no VAT added.
 * A restriction this module does not know is kept (`unknownRestrictions`) so the price list can say that further
 * conditions apply; such an element is never taken to apply.
 */
export type TariffDimension = 'ENERGY' | 'TIME' | 'PARKING_TIME' | 'FLAT';

export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof weekdays)[number];

export interface TariffRestrictions {
  startTime?: string;
  endTime?: string;
  startDate?: string;
  endDate?: string;
  minKwh?: number;
  maxKwh?: number;
  minCurrent?: number;
  maxCurrent?: number;
  minPower?: number;
  maxPower?: number;
  /** Minutes of the session. */
  minDuration?: number;
  /** Minutes of the session. */
  maxDuration?: number;
  dayOfWeek?: readonly string[];
  reservation?: string;
}

export interface PriceComponentLike {
  type: TariffDimension;
  price: number;
  /** KWH, COUNT, MIN (price per minute) or HOUR (price per hour, OCPI's unit of time). */
  unit: string;
  /** Wh for energy, seconds for time and parking; not used for a session fee. */
  stepSize?: number;
  vat?: number;
}

export interface TariffElementLike {
  /** Restrictions; keys beyond TariffRestrictions's are kept as the platform sent them. */
  restrictions?: TariffRestrictions;
  priceComponents: readonly PriceComponentLike[];
}

/** A tariff-wide bound on a session's cost, both excluding and (when given) including VAT. */
export interface PriceBound {
  exclVat: number;
  inclVat?: number;
}

export interface TariffLike {
  elements: readonly TariffElementLike[];
  minPrice?: PriceBound;
  maxPrice?: PriceBound;
}

/** Either a whole tariff or only its elements. */
export type TariffInput = TariffLike | readonly TariffElementLike[];

export const tariffOf = (input: TariffInput): TariffLike => ('elements' in input ? input : { elements: input });

/** The tariff of a charger's item as the platform gives it: its price elements and its bounds. */
export const tariffOfItem = (
  item: { priceElements?: readonly TariffElementLike[]; minPrice?: PriceBound; maxPrice?: PriceBound } | undefined,
): TariffLike => ({
  elements: item?.priceElements ?? [],
  ...(item?.minPrice ? { minPrice: item.minPrice } : {}),
  ...(item?.maxPrice ? { maxPrice: item.maxPrice } : {}),
});

const knownRestrictions = new Set<string>([
  'startTime',
  'endTime',
  'startDate',
  'endDate',
  'minKwh',
  'maxKwh',
  'minCurrent',
  'maxCurrent',
  'minPower',
  'maxPower',
  'minDuration',
  'maxDuration',
  'dayOfWeek',
  'reservation',
]);

export interface TariffLine {
  /** Index of the element in the tariff: the first matching element of a dimension applies. */
  element: number;
  type: TariffDimension;
  /** Price per unit, excluding VAT, as the tariff gives it. */
  price: number;
  unit: string;
  /** The price per unit the driver pays: VAT included where the component has a rate. */
  gross: number;
  vat?: number;
  stepSize?: number;
  window?: { start: string; end: string };
  days?: Weekday[];
  dates?: { start?: string; end?: string };
  minKwh?: number;
  maxKwh?: number;
  minPower?: number;
  maxPower?: number;
  minCurrent?: number;
  maxCurrent?: number;
  minDuration?: number;
  maxDuration?: number;
  reservation?: 'RESERVATION' | 'RESERVATION_EXPIRES';
  /** Restrictions of the element this module cannot read: the line never applies and says so. */
  unknownRestrictions?: string[];
  /** A free parking line limited by maxDuration: "free for the first N hours" (N = maxDuration / 60, floored). */
  freeHours?: number;
}

/** Display order, the EU's (AFIR, Regulation 2023/1804 Art. 5): per kWh, per minute, per session, then the rest. */
const dimensionOrder: TariffDimension[] = ['ENERGY', 'TIME', 'FLAT', 'PARKING_TIME'];

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function tariffLines(input: TariffInput): TariffLine[] {
  const lines = tariffOf(input).elements.flatMap((element, index) =>
    element.priceComponents.map((component): TariffLine => {
      const r = element.restrictions ?? {};
      const free =
        component.type === 'PARKING_TIME' && component.price === 0 && r.maxDuration !== undefined && !r.reservation
          ? Math.floor(r.maxDuration / 60)
          : undefined;
      const unknown = Object.entries(r)
        .filter(([key, value]) => !knownRestrictions.has(key) && value !== undefined && value !== null)
        .map(([key]) => key);
      const days = r.dayOfWeek?.filter((day): day is Weekday => (weekdays as readonly string[]).includes(day));
      return defined<TariffLine>({
        element: index,
        type: component.type,
        price: component.price,
        unit: component.unit,
        gross: grossOf(component.price, component.vat),
        vat: component.vat,
        stepSize: component.stepSize,
        window: r.startTime || r.endTime ? { start: r.startTime ?? '00:00', end: r.endTime ?? '00:00' } : undefined,
        days: days && days.length > 0 && days.length < 7 ? days : undefined,
        dates: r.startDate || r.endDate ? defined({ start: r.startDate, end: r.endDate }) : undefined,
        minKwh: r.minKwh,
        maxKwh: r.maxKwh,
        minPower: r.minPower,
        maxPower: r.maxPower,
        minCurrent: r.minCurrent,
        maxCurrent: r.maxCurrent,
        minDuration: r.minDuration,
        maxDuration: r.maxDuration,
        reservation:
          r.reservation === 'RESERVATION' || r.reservation === 'RESERVATION_EXPIRES' ? r.reservation : undefined,
        unknownRestrictions: unknown.length > 0 || (r.dayOfWeek && days?.length === 0) ? unknown : undefined,
        freeHours: free,
      });
    }),
  );
  return lines.sort(
    (a, b) =>
      Number(!!a.reservation) - Number(!!b.reservation) ||
      dimensionOrder.indexOf(a.type) - dimensionOrder.indexOf(b.type) ||
      a.element - b.element,
  );
}

/** Whether a line applies only at some times, days, dates, energies, session times, powers or currents. */
export const isRestricted = (line: TariffLine) =>
  [
    line.window,
    line.days,
    line.dates,
    line.minKwh,
    line.maxKwh,
    line.minDuration,
    line.maxDuration,
    line.minPower,
    line.maxPower,
    line.minCurrent,
    line.maxCurrent,
    line.unknownRestrictions,
  ].some((restriction) => restriction !== undefined);

/** A price with its VAT added (12 decimals: 0.25 × 1.1 is 0.275, not 0.27500000000000002). */
export const grossOf = (price: number, vat: number | undefined) =>
  vat === undefined ? price : Math.round(price * (1 + vat / 100) * 1e12) / 1e12;

/** Seconds one unit of a time price stands for: a minute for MIN, else an hour (OCPI's unit). */
export const secondsPerUnit = (unit: string) => (unit === 'MIN' ? 60 : 3_600);

/** Whether every price of the tariff says its VAT: then the list can say "incl. VAT" of every line. */
export const vatOfEveryLine = (lines: readonly TariffLine[]) => lines.every((line) => line.vat !== undefined);

// ------------------------------------------------------------------------------------------------ local time

const minutesOf = (hhmm: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
};

/** The station's wall clock at an instant: minutes since midnight, the weekday and the date (YYYY-MM-DD). */
export interface LocalTime {
  minutes: number;
  weekday: Weekday;
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    weekday: part('weekday').toUpperCase() as Weekday,
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

/** Minutes since local midnight of `instant` in `timeZone` (IANA). */
export const localMinutes = (instant: Date, timeZone: string) => localTime(instant, timeZone).minutes;

/** Whether a "HH:MM"–"HH:MM" window of the station's local time contains a local time of day (in minutes). */
function windowHolds(window: { start: string; end: string }, now: number): boolean {
  const start = minutesOf(window.start);
  let end = minutesOf(window.end);
  if (start === undefined || end === undefined) return false;
  if (end === 0) end = 24 * 60;
  if (start === end) return true;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** Whether a "HH:MM"–"HH:MM" window of the station's local time contains `instant`. */
export const isWindowActive = (window: { start: string; end: string }, instant: Date, timeZone: string) =>
  windowHolds(window, localMinutes(instant, timeZone));

// ----------------------------------------------------------------------------------------------- what applies

/** The moment of a session a line is matched against. */
export interface TariffMoment {
  local: LocalTime;
  /** Minutes of the session so far. */
  sessionMinutes: number;
  /** kWh of the session so far. */
  energyKwh?: number;
  /** What the car draws now; 0 while parked, unknown before the session. */
  powerKw?: number;
  currentA?: number;
  /** A reservation's time, or an expired one's, instead of the session. */
  reservation?: 'RESERVATION' | 'RESERVATION_EXPIRES';
}

/**
 * Whether a line's restrictions all hold at a moment. A limit on what is unknown at the moment (the power before
 * the car is plugged in) does not hold.
 */
export function lineHolds(line: TariffLine, at: TariffMoment): boolean {
  if (line.unknownRestrictions) return false;
  if (line.reservation !== at.reservation) {
    // An expired reservation's time falls back to the reservation's prices where it has none of its own.
    if (!(line.reservation === 'RESERVATION' && at.reservation === 'RESERVATION_EXPIRES')) return false;
  }
  const { local } = at;
  const energy = at.energyKwh ?? 0;
  const below = (value: number | undefined, max: number | undefined) =>
    max === undefined || (value !== undefined && value < max);
  const atLeast = (value: number | undefined, min: number | undefined) =>
    min === undefined || (value !== undefined && value >= min);
  return (
    (!line.window || windowHolds(line.window, local.minutes)) &&
    (!line.days || line.days.includes(local.weekday)) &&
    (!line.dates?.start || local.date >= line.dates.start) &&
    (!line.dates?.end || local.date < line.dates.end) &&
    atLeast(energy, line.minKwh) &&
    below(energy, line.maxKwh) &&
    atLeast(at.sessionMinutes, line.minDuration) &&
    below(at.sessionMinutes, line.maxDuration) &&
    atLeast(at.powerKw, line.minPower) &&
    below(at.powerKw, line.maxPower) &&
    atLeast(at.currentA, line.minCurrent) &&
    below(at.currentA, line.maxCurrent)
  );
}

/** Per dimension, the first line in the tariff's element order whose restrictions all hold. */
export function applyingLines(lines: readonly TariffLine[], at: TariffMoment): Map<TariffDimension, TariffLine> {
  const applying = new Map<TariffDimension, TariffLine>();
  const byElement = [...lines].sort((a, b) => a.element - b.element);
  const expired = at.reservation === 'RESERVATION_EXPIRES';
  for (const type of dimensionOrder) {
    const candidates = byElement.filter((line) => line.type === type);
    // An expired reservation takes its own element of a dimension before the reservation's.
    const ordered = expired
      ? [
          ...candidates.filter((line) => line.reservation === 'RESERVATION_EXPIRES'),
          ...candidates.filter((line) => line.reservation !== 'RESERVATION_EXPIRES'),
        ]
      : candidates;
    const first = ordered.find((line) => lineHolds(line, at));
    if (first) applying.set(type, first);
  }
  return applying;
}

/**
 * The lines that apply at `instant` after `sessionMinutes` of session (and `energyKwh`, at `powerKw`, when
 * known): per dimension the first line, in the tariff's element order, whose restrictions all hold.
 */
export function activeLines(
  lines: readonly TariffLine[],
  {
    instant,
    timeZone,
    sessionMinutes,
    energyKwh,
    powerKw,
    currentA,
  }: {
    instant: Date;
    timeZone: string;
    sessionMinutes: number;
    energyKwh?: number;
    powerKw?: number;
    currentA?: number;
  },
): Set<TariffLine> {
  const at: TariffMoment = { local: localTime(instant, timeZone), sessionMinutes, energyKwh, powerKw, currentA };
  return new Set(applyingLines(lines, at).values());
}

/** IANA zones by country, for stations whose location carries no time zone. */
const zonesByCountry: Record<string, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  PT: 'Europe/Lisbon',
  DK: 'Europe/Copenhagen',
  PL: 'Europe/Warsaw',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  LU: 'Europe/Luxembourg',
  CZ: 'Europe/Prague',
};

/** The station's time zone: its own, else its country's, else the device's. */
export function stationTimeZone(location: { timeZone?: string; address?: { countryCode?: string } }): string {
  return (
    location.timeZone ??
    zonesByCountry[location.address?.countryCode ?? ''] ??
    Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}

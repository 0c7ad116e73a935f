/**
 * EV tariffs as the platform's price elements carry them (OCPI 2.2.1 tariff elements): what each line costs,
 * when it applies, and which one applies now. Time windows are "HH:MM" in the station's local time; a window
 * whose end is before its start runs past midnight, and an end of "00:00" means the end of the day. Durations
 * (minDuration, maxDuration) are minutes of the session: min inclusive, max exclusive.
 */
export type TariffDimension = 'ENERGY' | 'TIME' | 'PARKING_TIME' | 'FLAT';

export interface TariffElementLike {
  restrictions?: { startTime?: string; endTime?: string; minDuration?: number; maxDuration?: number };
  priceComponents: { type: TariffDimension; price: number; unit: string; stepSize?: number }[];
}

export interface TariffLine {
  /** Index of the element in the tariff: the first matching element of a dimension applies. */
  element: number;
  type: TariffDimension;
  price: number;
  unit: string;
  stepSize?: number;
  window?: { start: string; end: string };
  minDuration?: number;
  maxDuration?: number;
  /** A free parking line limited by maxDuration: "free for the first N hours" (N = maxDuration / 60, floored). */
  freeHours?: number;
}

/** Display order: what charging costs first, then the session fee, then parking. */
const dimensionOrder: TariffDimension[] = ['ENERGY', 'TIME', 'FLAT', 'PARKING_TIME'];

export function tariffLines(elements: readonly TariffElementLike[]): TariffLine[] {
  const lines = elements.flatMap((element, index) =>
    element.priceComponents.map((component): TariffLine => {
      const { startTime, endTime, minDuration, maxDuration } = element.restrictions ?? {};
      const free =
        component.type === 'PARKING_TIME' && component.price === 0 && maxDuration !== undefined
          ? Math.floor(maxDuration / 60)
          : undefined;
      return {
        element: index,
        type: component.type,
        price: component.price,
        unit: component.unit,
        ...(component.stepSize !== undefined ? { stepSize: component.stepSize } : {}),
        ...(startTime && endTime ? { window: { start: startTime, end: endTime } } : {}),
        ...(minDuration !== undefined ? { minDuration } : {}),
        ...(maxDuration !== undefined ? { maxDuration } : {}),
        ...(free !== undefined ? { freeHours: free } : {}),
      };
    }),
  );
  return lines.sort((a, b) => dimensionOrder.indexOf(a.type) - dimensionOrder.indexOf(b.type) || a.element - b.element);
}

const minutesOf = (hhmm: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
};

/** Minutes since local midnight of `instant` in `timeZone` (IANA). */
export function localMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether a "HH:MM"–"HH:MM" window of the station's local time contains `instant`. */
export function isWindowActive(window: { start: string; end: string }, instant: Date, timeZone: string): boolean {
  const start = minutesOf(window.start);
  let end = minutesOf(window.end);
  if (start === undefined || end === undefined) return false;
  if (end === 0) end = 24 * 60;
  const now = localMinutes(instant, timeZone);
  if (start === end) return true;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

const matches = (line: TariffLine, instant: Date, timeZone: string, sessionMinutes: number) =>
  (!line.window || isWindowActive(line.window, instant, timeZone)) &&
  (line.minDuration === undefined || sessionMinutes >= line.minDuration) &&
  (line.maxDuration === undefined || sessionMinutes < line.maxDuration);

/**
 * The lines that apply at `instant` after `sessionMinutes` of session: per dimension the first line, in the
 * tariff's element order, whose restrictions all hold. A dimension with no matching line is free.
 */
export function activeLines(
  lines: readonly TariffLine[],
  { instant, timeZone, sessionMinutes }: { instant: Date; timeZone: string; sessionMinutes: number },
): Set<TariffLine> {
  const active = new Set<TariffLine>();
  for (const type of dimensionOrder) {
    const first = lines
      .filter((line) => line.type === type)
      .sort((a, b) => a.element - b.element)
      .find((line) => matches(line, instant, timeZone, sessionMinutes));
    if (first) active.add(first);
  }
  return active;
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

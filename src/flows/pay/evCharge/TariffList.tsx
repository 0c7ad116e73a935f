import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  activeLines,
  isRestricted,
  type TariffInput,
  type TariffLine,
  tariffLines,
  tariffOf,
  type Weekday,
  weekdays,
} from '../../../../machines/shared/tariff';
import { formatDuration, formatMoney, formatNumber } from '../../../i18n/format';
import { unitPrice } from './unitPrice';

/** The price of a line in its unit: per kWh, per minute or hour charging or parking, per session. */
function LineText({ line, currency, after }: { line: TariffLine; currency: string; after: boolean }) {
  const { i18n } = useLingui();
  const price = unitPrice(i18n.locale, line, currency);
  const perHour = line.unit !== 'MIN';
  if (line.reservation === 'RESERVATION_EXPIRES') {
    return line.type === 'FLAT' ? (
      <Trans>Unused reservation fee: {price}</Trans>
    ) : (
      <Trans>Unused reservation: {price} per hour</Trans>
    );
  }
  if (line.reservation) {
    return line.type === 'FLAT' ? (
      <Trans>Reservation fee: {price}</Trans>
    ) : (
      <Trans>Reservation: {price} per hour</Trans>
    );
  }
  switch (line.type) {
    case 'ENERGY':
      return <Trans>{price} per kWh</Trans>;
    case 'FLAT':
      return <Trans>{price} per charging session</Trans>;
    case 'TIME':
      return perHour ? (
        <Trans>{price} per hour while charging</Trans>
      ) : (
        <Trans>{price} per minute while charging</Trans>
      );
    case 'PARKING_TIME': {
      // OCPI counts durations from the session's start, not from when charging ended: said so.
      if (line.freeHours !== undefined && line.freeHours > 0) {
        const hours = line.freeHours;
        return (
          <Trans>
            Parking:{' '}
            <Plural
              value={hours}
              one="Free for the first hour of the session"
              other="Free for the first # hours of the session"
            />
          </Trans>
        );
      }
      if (line.price === 0 && line.maxDuration !== undefined) {
        // Under an hour free: "the first 0 hours" would say nothing, so the minutes are given.
        const minutes = line.maxDuration;
        return (
          <Trans>
            Parking:{' '}
            <Plural
              value={minutes}
              one="Free for the first minute of the session"
              other="Free for the first # minutes of the session"
            />
          </Trans>
        );
      }
      if (line.price === 0) return <Trans>Parking is free</Trans>;
      if (after) {
        return perHour ? (
          <Trans>After that {price} per hour parking</Trans>
        ) : (
          <Trans>After that {price} per minute parking</Trans>
        );
      }
      return perHour ? <Trans>{price} per hour parking</Trans> : <Trans>{price} per minute parking</Trans>;
    }
  }
}

/** Weekdays as short names, consecutive ones as a range: "Mon–Fri", "Sat, Sun". */
function daysText(locale: string, days: readonly Weekday[]) {
  // 5 January 2026 was a Monday.
  const name = (day: Weekday) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 5 + weekdays.indexOf(day))),
    );
  const indices = [...new Set(days.map((day) => weekdays.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indices) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .map((run) => {
      const first = weekdays[run[0] ?? 0] as Weekday;
      const last = weekdays[run.at(-1) ?? 0] as Weekday;
      return run.length > 2 ? `${name(first)}–${name(last)}` : run.map((i) => name(weekdays[i] as Weekday)).join(', ');
    })
    .join(', ');
}

/** A local date ("2026-12-24") as the driver's language writes it, optionally a day earlier. */
function dateText(locale: string, date: string, dayBefore = false) {
  const instant = new Date(`${date}T00:00:00Z`);
  if (dayBefore) instant.setUTCDate(instant.getUTCDate() - 1);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    instant,
  );
}

/**
 * When a line applies and how it is billed, in words: its hours, days and dates, the energy, session time, power
 * and current it needs, its blocks, and any condition the app cannot read.
 */
function useConditions() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const kwh = (value: number) => formatNumber(locale, value, 3);
  const duration = (minutes: number) => formatDuration(locale, minutes * 60);
  return (line: TariffLine): string[] => {
    const conditions: string[] = [];
    if (line.days) {
      const days = daysText(locale, line.days);
      conditions.push(t`on ${days}`);
    }
    if (line.window) {
      const { start, end } = line.window;
      conditions.push(t`${start}–${end} local time`);
    }
    if (line.dates?.start) {
      const from = dateText(locale, line.dates.start);
      conditions.push(t`from ${from}`);
    }
    if (line.dates?.end) {
      const until = dateText(locale, line.dates.end, true);
      conditions.push(t`until ${until}`);
    }
    if (line.minKwh !== undefined && line.minKwh > 0) {
      const from = kwh(line.minKwh);
      conditions.push(t`after the first ${from} kWh`);
    }
    if (line.maxKwh !== undefined) {
      const upTo = kwh(line.maxKwh);
      conditions.push(t`up to ${upTo} kWh charged`);
    }
    const free = line.type === 'PARKING_TIME' && line.price === 0 && line.maxDuration !== undefined;
    if (line.minDuration !== undefined && line.minDuration > 0) {
      const after = duration(line.minDuration);
      conditions.push(t`after the first ${after} of the session`);
    }
    if (line.maxDuration !== undefined && !free) {
      const within = duration(line.maxDuration);
      conditions.push(t`in the first ${within} of the session`);
    }
    if (line.minPower !== undefined) {
      const power = formatNumber(locale, line.minPower);
      conditions.push(t`when charging at ${power} kW or more`);
    }
    if (line.maxPower !== undefined) {
      const power = formatNumber(locale, line.maxPower);
      conditions.push(t`when charging below ${power} kW`);
    }
    if (line.minCurrent !== undefined) {
      const current = formatNumber(locale, line.minCurrent);
      conditions.push(t`when charging at ${current} A or more`);
    }
    if (line.maxCurrent !== undefined) {
      const current = formatNumber(locale, line.maxCurrent);
      conditions.push(t`when charging below ${current} A`);
    }
    const billed = line.price > 0;
    if (billed && line.stepSize !== undefined && line.type === 'ENERGY' && line.stepSize > 1) {
      const block = kwh(line.stepSize / 1_000);
      conditions.push(t`billed in blocks of ${block} kWh`);
    }
    if (billed && line.stepSize !== undefined && line.type !== 'ENERGY' && line.type !== 'FLAT' && line.stepSize > 1) {
      const block =
        line.stepSize % 60 === 0
          ? formatDuration(locale, line.stepSize)
          : new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(
              line.stepSize,
            );
      conditions.push(t`billed in blocks of ${block}`);
    }
    if (line.unknownRestrictions) conditions.push(t`further conditions apply: ask the operator`);
    return conditions;
  };
}

/**
 * The charger's price list (SPEC.md section 2, EV charging), in the order the EU's AFIR asks (per kWh, per minute,
 * per session, then the rest): each line with its price as paid and every condition it has, the lines that
 * apply now marked; then whether VAT is included and the session's minimum and maximum price.
 */
export function TariffList({
  elements,
  currency,
  timeZone,
  sessionMinutes = 0,
  now = new Date(),
}: {
  elements: TariffInput;
  currency: string;
  timeZone: string;
  sessionMinutes?: number;
  now?: Date;
}) {
  const { i18n, t } = useLingui();
  const tariff = tariffOf(elements);
  const lines = tariffLines(tariff);
  // Before and between readings the car's power and current are unknown: where they choose a dimension's price,
  // no line of it is marked as the one that applies.
  const byDraw = new Set(
    lines
      .filter((line) => [line.minPower, line.maxPower, line.minCurrent, line.maxCurrent].some((v) => v !== undefined))
      .map((line) => line.type),
  );
  const active = new Set(
    [...activeLines(lines, { instant: now, timeZone, sessionMinutes })].filter((line) => !byDraw.has(line.type)),
  );
  const conditionsOf = useConditions();
  const withVat = lines.some((line) => line.vat !== undefined && line.price !== 0);
  const bound = (price: { exclVat: number; inclVat?: number }) => {
    if (!withVat) return formatMoney(i18n.locale, price.exclVat, currency);
    if (price.inclVat !== undefined) return formatMoney(i18n.locale, price.inclVat, currency);
    const net = formatMoney(i18n.locale, price.exclVat, currency);
    return t`${net} excl. VAT`;
  };
  const least = tariff.minPrice && bound(tariff.minPrice);
  const most = tariff.maxPrice && bound(tariff.maxPrice);
  return (
    <>
      <ul className="tariff">
        {lines.map((line, index) => {
          const after = lines
            .slice(0, index)
            .some((other) => other.type === line.type && other.maxDuration !== undefined);
          const conditions = conditionsOf(line);
          // Said in words, not by colour alone, wherever the line that applies depends on the time or the session.
          const choice =
            isRestricted(line) ||
            lines.some((other) => other !== line && other.type === line.type && other.reservation === line.reservation);
          return (
            <li
              key={`${line.element}-${line.type}`}
              className={active.has(line) ? 'tariff__line tariff__line--active' : 'tariff__line'}
            >
              <span>
                <LineText line={line} currency={currency} after={after} />
                {conditions.length > 0 && <span className="tariff__window"> ({conditions.join(', ')})</span>}
              </span>
              {active.has(line) && choice && (
                <span className="tariff__now">
                  <Trans>applies now</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="tariff__notes muted">
        {withVat ? <Trans>Prices include VAT.</Trans> : <Trans>No VAT is added to these prices.</Trans>}
        {least && (
          <>
            {' '}
            <Trans>A session costs at least {least}.</Trans>
          </>
        )}
        {most && (
          <>
            {' '}
            <Trans>A session costs at most {most}.</Trans>
          </>
        )}
      </p>
    </>
  );
}

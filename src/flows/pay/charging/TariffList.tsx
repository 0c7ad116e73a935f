import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { activeLines, type TariffElementLike, type TariffLine, tariffLines } from '../../../../machines/shared/tariff';
import { formatMoney } from '../../../i18n/format';

/** The price of a line in its unit: per kWh, per minute or hour charging or parking, per session. */
function LineText({ line, currency, after }: { line: TariffLine; currency: string; after: boolean }) {
  const { i18n } = useLingui();
  // Whole cents show two decimals; a price in tenths of a cent shows three.
  const price = formatMoney(
    i18n.locale,
    line.price,
    currency,
    Number.isInteger(Math.round(line.price * 1000) / 10) ? 2 : 3,
  );
  const perHour = line.unit !== 'MIN';
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
      if (line.freeHours !== undefined && line.freeHours > 0) {
        const hours = line.freeHours;
        return (
          <Trans>
            Parking: <Plural value={hours} one="Free for the first hour" other="Free for the first # hours" />
          </Trans>
        );
      }
      if (line.price === 0 && line.maxDuration !== undefined) {
        // Under an hour free: "the first 0 hours" would say nothing, so the minutes are given.
        const minutes = line.maxDuration;
        return (
          <Trans>
            Parking: <Plural value={minutes} one="Free for the first minute" other="Free for the first # minutes" />
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

/**
 * The charger's price list (SPEC.md section 2, EV charging): each line with its unit and time window in the
 * station's local time, the lines that apply now marked.
 */
export function TariffList({
  elements,
  currency,
  timeZone,
  sessionMinutes = 0,
  now = new Date(),
}: {
  elements: readonly TariffElementLike[];
  currency: string;
  timeZone: string;
  sessionMinutes?: number;
  now?: Date;
}) {
  const lines = tariffLines(elements);
  const active = activeLines(lines, { instant: now, timeZone, sessionMinutes });
  return (
    <ul className="tariff">
      {lines.map((line, index) => {
        const after = lines
          .slice(0, index)
          .some((other) => other.type === line.type && other.maxDuration !== undefined);
        const start = line.window?.start;
        const end = line.window?.end;
        // Said in words, not by colour alone, wherever the line that applies depends on the time or the session.
        const choice = !!line.window || lines.some((other) => other !== line && other.type === line.type);
        return (
          <li
            key={`${line.element}-${line.type}`}
            className={active.has(line) ? 'tariff__line tariff__line--active' : 'tariff__line'}
          >
            <span>
              <LineText line={line} currency={currency} after={after} />
              {line.window && (
                <span className="tariff__window">
                  {' '}
                  <Trans>
                    {start}–{end} local time
                  </Trans>
                </span>
              )}
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
  );
}

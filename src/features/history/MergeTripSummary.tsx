import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryEvent } from '../../api/schemas';

const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** "Wed 4 Mar" in the active language, in the device's time zone (where the driver drove). */
export const formatTripDay = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );

/** "07:30" on the 24-hour clock. */
export const formatTripTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(dateLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** "3.4 km" from metres, one decimal. */
export const formatTripDistance = (locale: string, metres: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);

/** What a driver recognises a trip by: when, from where to where, how far, and how well it was driven. */
export function TripSummary({ trip, isThisTrip = false }: { trip: HistoryEvent; isThisTrip?: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const day = trip.dateTime ? formatTripDay(locale, trip.dateTime) : '';
  const start = trip.dateTime ? formatTripTime(locale, trip.dateTime) : '';
  const end = trip.endDateTime ? formatTripTime(locale, trip.endDateTime) : '';
  const from = trip.startAddress ?? '';
  const to = trip.endAddress ?? '';
  const distance = trip.distanceM === undefined ? undefined : formatTripDistance(locale, trip.distanceM);
  const score = trip.drivingScore;
  return (
    <span>
      {isThisTrip && (
        <>
          <span className="wallet-badge">
            <Trans>This trip</Trans>
          </span>
          <br />
        </>
      )}
      <strong>
        {end ? (
          <Trans>
            {day}, {start}–{end}
          </Trans>
        ) : (
          <Trans>
            {day}, {start}
          </Trans>
        )}
      </strong>
      <br />
      {from && to ? (
        <Trans>
          {from} → {to}
        </Trans>
      ) : (
        from || to
      )}
      <br />
      <span className="muted">
        {distance !== undefined && score !== undefined ? (
          <Trans>
            {distance} · driving score {score}
          </Trans>
        ) : (
          distance
        )}
      </span>
    </span>
  );
}

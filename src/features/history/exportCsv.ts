/**
 * The CSV export of the history list (issue 15): every event of the list's current filter, fetched page by page
 * through the query client (pages already shown come from the cache), one row each under a translated header,
 * written with `toCsv` (the byte-order mark and the separators of the driver's locale).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../api';
import { type HistoryFilter, historyPageQuery } from '../../api/queries/history';
import type { HistoryEvent } from '../../api/schemas';
import { historyPageSize } from '../../api/schemas';
import { type CsvValue, toCsv } from './csv';
import { categoryLabels, eventTypeLabels } from './labels';

const header = [
  msg`Date`,
  msg`Type`,
  msg`Category`,
  msg`Description`,
  msg`Vehicle`,
  msg`Quantity`,
  msg`Unit`,
  msg`Amount`,
  msg`Currency`,
  msg`Notes`,
];

export const historyCsvHeader = (i18n: I18n) => header.map((label) => i18n._(label));

const two = (value: number) => String(value).padStart(2, '0');

/** A date a spreadsheet reads as one in every locale: `2026-03-14 09:05`, in the device's time zone. */
export function csvDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** What an event was, in a few words: the name of a cost or payment (else its station), or a trip's route. */
export function eventDescription(event: HistoryEvent): string | undefined {
  if (event.type === 'TRIP') {
    return event.startAddress && event.endAddress ? `${event.startAddress} → ${event.endAddress}` : undefined;
  }
  const parts = [event.name, event.stationName].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [...new Set(parts)].join(', ') : undefined;
}

/** A trip's distance in km, or a cost's litres (kWh for a charge); with its unit. */
export function eventQuantity(event: HistoryEvent): { quantity: number; unit: string } | undefined {
  if (event.type === 'TRIP' && event.distanceM !== undefined) {
    return { quantity: Math.round(event.distanceM / 100) / 10, unit: 'km' };
  }
  if (event.quantityMilliLiters !== undefined) {
    return {
      quantity: Math.round(event.quantityMilliLiters) / 1000,
      unit: event.category === 'EV_CHARGE' ? 'kWh' : 'l',
    };
  }
  return undefined;
}

/** The decimals of a currency's amounts (EUR 2, ISK 0), as Intl knows them. */
const currencyDigits = (currency: string | undefined) => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency ?? 'EUR' }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

/** One row: date, type, category, description, vehicle, quantity, unit, amount, currency, the driver's notes. */
export function historyCsvRow(event: HistoryEvent, i18n: I18n, vehicleNames: ReadonlyMap<string, string>): CsvValue[] {
  const measured = eventQuantity(event);
  return [
    event.dateTime ? csvDateTime(event.dateTime) : undefined,
    i18n._(eventTypeLabels[event.type]),
    event.category ? i18n._(categoryLabels[event.category]) : undefined,
    eventDescription(event),
    event.vehicleId ? (vehicleNames.get(event.vehicleId) ?? event.vehicleId) : undefined,
    measured?.quantity,
    measured?.unit,
    event.priceInCents === undefined
      ? undefined
      : { fixed: event.priceInCents / 100, digits: currencyDigits(event.currency) },
    event.priceInCents === undefined ? undefined : event.currency,
    event.notes,
  ];
}

/** `forecourt-history-2026-03-14.csv`, by the device's date. */
export const historyCsvFileName = (now: Date) =>
  `forecourt-history-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;

/** Every event of the filter, newest first: the pages of the list, from the cache where it holds them. */
export async function fetchWholeHistory(
  api: Pick<Api, 'history'>,
  queryClient: QueryClient,
  userId: string,
  filter: HistoryFilter,
): Promise<HistoryEvent[]> {
  const first = await queryClient.fetchQuery(historyPageQuery(api, userId, filter, 1));
  const pages = Math.ceil(first.total / historyPageSize);
  const rest = [];
  for (let page = 2; page <= pages; page += 1) {
    rest.push(await queryClient.fetchQuery(historyPageQuery(api, userId, filter, page)));
  }
  return [first, ...rest].flatMap((page) => page.items);
}

/** The export of the filtered history: the file's name and content. */
export async function exportHistoryCsv({
  api,
  queryClient,
  userId,
  filter,
  i18n,
  vehicleNames,
  now,
}: {
  api: Pick<Api, 'history'>;
  queryClient: QueryClient;
  userId: string;
  filter: HistoryFilter;
  i18n: I18n;
  vehicleNames: ReadonlyMap<string, string>;
  now: Date;
}): Promise<{ fileName: string; content: Blob }> {
  const events = await fetchWholeHistory(api, queryClient, userId, filter);
  const csv = toCsv(
    historyCsvHeader(i18n),
    events.map((event) => historyCsvRow(event, i18n, vehicleNames)),
    i18n.locale,
  );
  return { fileName: historyCsvFileName(now), content: new Blob([csv], { type: 'text/csv;charset=utf-8' }) };
}

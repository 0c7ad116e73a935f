/** The history as its screens read it: src/api/queries/history.ts with the app's client. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type HistoryFilter,
  historyEventQuery,
  historyPageQuery,
  invoiceMutation,
  orderQuery,
  stationQuery,
  vehiclesQuery,
} from '../../api/queries';
import type { Thing } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { saveFile } from './download';
import { exportHistoryCsv } from './exportCsv';

export function useHistoryPage(filter: HistoryFilter, page: number) {
  return useQuery(historyPageQuery(useApi(), useUserId(), filter, page), queryClient);
}

export function useHistoryEvent(eventId: string) {
  return useQuery(historyEventQuery(useApi(), useUserId(), eventId), queryClient);
}

export function useVehicles() {
  return useQuery(vehiclesQuery(useApi(), useUserId()), queryClient);
}

/** A vehicle as the driver knows it: its name, else its plate. */
export const vehicleName = (vehicle: Thing) => vehicle.nickName || vehicle.ymme?.licensePlate || vehicle._id;

/** The driver's vehicles by id, named; empty until they are loaded. */
export function useVehicleNames(): ReadonlyMap<string, string> {
  const vehicles = useVehicles();
  return useMemo(() => namesOf(vehicles.data ?? []), [vehicles.data]);
}

const namesOf = (vehicles: readonly Thing[]) => new Map(vehicles.map((vehicle) => [vehicle._id, vehicleName(vehicle)]));

/** The order a payment paid, for its receipt. */
export function usePaymentOrder(orderId: string | undefined) {
  return useQuery({ ...orderQuery(useApi(), orderId ?? ''), enabled: orderId !== undefined }, queryClient);
}

/** The station of a payment, for the charger's plug and tariff; the receipt shows without it. */
export function usePaymentStation(poiId: string | undefined) {
  return useQuery({ ...stationQuery(useApi(), poiId ?? ''), enabled: poiId !== undefined }, queryClient);
}

/** GET v4/invoices/{id}, saved as `invoice-{order id}.pdf`. */
export function useInvoiceDownload() {
  const mutation = invoiceMutation(useApi(), useUserId());
  return useFormSubmit({
    ...mutation,
    onSuccess: (invoice: Blob, orderId: string) =>
      saveFile(new Blob([invoice], { type: 'application/pdf' }), `invoice-${orderId}.pdf`),
  });
}

/**
 * The CSV export of the list's filter: every page, and the vehicles that name its rows, fetched through the cache
 * when the driver asks (a tap before the screen's vehicles had loaded once wrote their ids), then saved as a file.
 */
export function useHistoryExport() {
  const api = useApi();
  const userId = useUserId();
  const { i18n } = useLingui();
  return useFormSubmit({
    mutationKey: ['users', userId, 'history', 'export'],
    mutationFn: async (filter: HistoryFilter) => {
      const vehicles = await queryClient.ensureQueryData(vehiclesQuery(api, userId));
      const vehicleNames = namesOf(vehicles);
      const file = await exportHistoryCsv({ api, queryClient, userId, filter, i18n, vehicleNames, now: new Date() });
      saveFile(file.content, file.fileName);
    },
  });
}

import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type PayStation as PayStationData,
  payStationMachine,
  type StationReference,
  selectStationId,
} from '../../../machines/payStation';
import type { Station } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { inspectOption } from '../../app/inspect';
import { payPath } from '../../url/query';

export const PayStation = createActorContext(payStationMachine);

const referenceKey = (reference: StationReference) =>
  reference.by === 'coordinates'
    ? `coordinates:${reference.latitude},${reference.longitude}`
    : `${reference.by}:${reference.id}`;

/**
 * The station of the pay area, shared by all /pay screens and found once per reference (an id, a legacy id,
 * coordinates). Once found, the URL carries its `pid` (replaced in place), so every later screen, a reload and
 * a return from the bank name it directly; that `pid` keeps the station already loaded instead of loading it
 * again.
 */
export function PayStationProvider({
  reference,
  hasOrderId,
  children,
}: {
  reference: StationReference;
  hasOrderId: boolean;
  children: ReactNode;
}) {
  const api = useApi();
  const logic = useMemo(
    () =>
      payStationMachine.provide({
        actors: {
          fetchStation: fromPromise(({ input, signal }) => api.stations.getPoi(input.stationId, { signal })),
          lookupStations: fromPromise(({ input, signal }) => api.stations.lookupStations(input, { signal })),
        },
      }),
    [api],
  );
  // The station the current actor found, and the actor's key. Written while rendering (the same value for the
  // same snapshot), so the render that follows the URL's new `pid` already keeps the actor.
  const found = useRef<{ key: string; stationId: string }>(undefined);
  const key =
    reference.by === 'pid' && reference.id === found.current?.stationId ? found.current.key : referenceKey(reference);
  const onFound = (stationId: string) => {
    found.current = { key, stationId };
  };
  return (
    <PayStation.Provider
      key={key}
      logic={logic}
      options={{ input: { reference, hasOrderId }, inspect: inspectOption() }}
    >
      <StationInUrl onFound={onFound}>{children}</StationInUrl>
    </PayStation.Provider>
  );
}

/** Puts the found station's id into the URL as `pid`; the screens stay mounted meanwhile. */
function StationInUrl({ onFound, children }: { onFound: (stationId: string) => void; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const stationId = PayStation.useSelector(selectStationId);
  if (stationId !== undefined) onFound(stationId);
  const missing = stationId !== undefined && new URLSearchParams(search).get('pid') !== stationId;
  return (
    <>
      {missing && <Redirect to={payPath(location, search, { pid: stationId })} replace />}
      {children}
    </>
  );
}

/** The chart holds what it reads of a station; the screens read all of it, as the platform client gave it. */
const isPlatformStation = (station: PayStationData): station is Station =>
  'name' in station && typeof station.name === 'string';

/** The loaded station; screens inside PayLayout only render once it is there. */
export const usePayStation = () =>
  PayStation.useSelector((s) => {
    const station = s.context.station;
    return station && isPlatformStation(station) ? station : undefined;
  });

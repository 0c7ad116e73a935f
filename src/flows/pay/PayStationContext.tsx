import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type PayStation as PayStationData,
  payStationMachine,
  type StationReference,
  selectErrorCode,
  selectLeavesForMap,
  selectOpensGiftCardShop,
  selectStationId,
} from '../../../machines/payStation';
import type { Station } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { inspectOption } from '../../app/inspect';
import { stationTarget } from './flowScreens';

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
      <StationUrl onFound={onFound}>{children}</StationUrl>
    </PayStation.Provider>
  );
}

/**
 * The pay area's address follows its station ({@link stationTarget}): the found station's `pid`, the error pages,
 * the gift card shop of a gift card station, the step before a fuel or amount step the station does not offer.
 * The screens stay mounted meanwhile.
 */
function StationUrl({ onFound, children }: { onFound: (stationId: string) => void; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const stationId = PayStation.useSelector(selectStationId);
  const errorCode = PayStation.useSelector(selectErrorCode);
  const leavesForMap = PayStation.useSelector(selectLeavesForMap);
  const opensGiftCardShop = PayStation.useSelector(selectOpensGiftCardShop);
  const station = usePayStation();
  if (stationId !== undefined) onFound(stationId);
  const target = stationTarget({ errorCode, leavesForMap, stationId, opensGiftCardShop, station }, location, search);
  return (
    <>
      {/*
        The one redirect of the pay area's views. The station chart knows the station, not the address: which
        screen a station's outcome leads to, and whether the address names it, is the URL table's
        (stationTarget), and the address is wouter's. This writes the one into the other, as PathSync does for
        the order flows.
      */}
      {target !== undefined && <Redirect to={target} replace />}
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

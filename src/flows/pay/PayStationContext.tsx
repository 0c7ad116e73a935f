import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { payStationMachine } from '../../../machines/payStation';
import type { Station } from '../../api/schemas';
import { useApi } from '../../app/contexts';

export const PayStation = createActorContext(payStationMachine);

/** The station of the pay area, shared by all /pay screens and loaded once per station id. */
export function PayStationProvider({
  stationId,
  hasOrderId,
  children,
}: {
  stationId: string;
  hasOrderId: boolean;
  children: ReactNode;
}) {
  const api = useApi();
  const logic = useMemo(
    () =>
      payStationMachine.provide({
        actors: { fetchStation: fromPromise(({ input, signal }) => api.stations.getPoi(input.stationId, { signal })) },
      }),
    [api],
  );
  return (
    <PayStation.Provider key={stationId} logic={logic} options={{ input: { stationId, hasOrderId } }}>
      {children}
    </PayStation.Provider>
  );
}

/** The loaded station; screens inside PayLayout only render once it is there. */
export const usePayStation = () => PayStation.useSelector((s) => s.context.station) as Station | undefined;

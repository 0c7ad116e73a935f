import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { stationPollMachine } from '../../../../machines/stationPoll';
import { useApi } from '../../../app/contexts';
import { inspectOption } from '../../../app/inspect';
import { errorTarget, screenUrl } from '../flowScreens';

/** Every 5 s on pump selection: a station that goes offline sends the driver to the error page. */
export function useStationPoll(stationId: string, hasOrderId: boolean) {
  const api = useApi();
  const search = useSearch();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      stationPollMachine.provide({
        actors: { fetchStation: fromPromise(({ input, signal }) => api.stations.getPoi(input.stationId, { signal })) },
      }),
    [api],
  );
  const poll = useActorRef(logic, { input: { stationId, hasOrderId }, inspect: inspectOption() });
  useEffect(() => {
    const subscription = poll.subscribe((snapshot) => {
      if (snapshot.status === 'done') navigate(screenUrl(errorTarget('STATION_OFFLINE'), search), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [poll, navigate, search]);
}

import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { useApi } from '../app/contexts';
import { useQuery } from '../app/useQuery';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { StationHeader } from '../ui/StationHeader';

export function PayRoute() {
  const api = useApi();
  const pid = new URLSearchParams(useSearch()).get('pid') ?? undefined;
  const station = useQuery(pid, (signal) => api.stations.getPoi(pid!, { signal }));
  if (!pid) {
    return (
      <main className="screen">
        <ErrorNotice>
          <Trans>No station was chosen. Pick one on the map.</Trans>
        </ErrorNotice>
      </main>
    );
  }
  if (station.status === 'loading') return <Spinner />;
  if (station.status === 'error') {
    return (
      <main className="screen">
        <ErrorNotice>
          <Trans>The station could not be loaded. Check your connection and try again.</Trans>
        </ErrorNotice>
      </main>
    );
  }
  return (
    <main className="screen">
      <StationHeader station={station.data} />
    </main>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useApi } from '../app/contexts';
import { useQuery } from '../app/useQuery';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';

/** Default centre of the map (SPEC.md section 9). */
const defaultCentre = { lon: 9.7, lat: 51.43 };

/** Stations where the app can pay, nearest first: the text view of the map. */
export function MapRoute() {
  const api = useApi();
  const result = useQuery('default', (signal) =>
    api.stations.searchPois({ ...defaultCentre, radiusM: 100_000, isRydPay: true, showEvPois: true }, { signal }),
  );
  return (
    <main className="screen">
      <h1>
        <Trans>Stations</Trans>
      </h1>
      {result.status === 'loading' && <Spinner />}
      {result.status === 'error' && (
        <ErrorNotice>
          <Trans>Stations could not be loaded. Check your connection and try again.</Trans>
        </ErrorNotice>
      )}
      {result.status === 'success' && (
        <ul className="station-list" data-testid="map-ready">
          {[
            ...result.data.GAS_STATION,
            ...result.data.EV_STATIONS.filter((ev) => !result.data.GAS_STATION.some((gas) => gas._id === ev._id)),
          ].map((station) => {
            const city = station.location.address?.city ?? '';
            return (
              <li key={station._id}>
                <Link href={`/pay?pid=${encodeURIComponent(station._id)}`}>
                  <strong>{station.name}</strong>
                  <span>{[station.brand, city].filter(Boolean).join(' · ')}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}

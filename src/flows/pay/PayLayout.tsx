import { Trans } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { selectErrorCode, selectLeavesForMap } from '../../../machines/payStation';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StationHeader } from '../../ui/StationHeader';
import { withQuery } from '../../url/query';
import { type ErrorType, errorScreen, payScreens } from './flowScreens';
import { GeofenceGate } from './Geofence';
import { MapLink } from './MapLink';
import { PayStation, usePayStation } from './PayStationContext';

/**
 * The frame of every /pay screen: the station header once the station is loaded, the error pages of SPEC.md
 * section 8 when it cannot be paid at, and the screen itself.
 */
export function PayLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const station = usePayStation();
  // The screen mounts in a render React may pause for input and the page, as in SessionGate.
  const shown = useDeferredValue(station !== undefined);
  const errorCode = PayStation.useSelector(selectErrorCode);
  const leavesForMap = PayStation.useSelector(selectLeavesForMap);
  const { send } = PayStation.useActorRef();
  // The error page keeps the station's id, whatever named it, so its OK leads back to the station.
  const errorPage = (type: ErrorType) => `${errorScreen}?${withQuery(`type=${type}&${search}`, { pid: station?._id })}`;
  if (errorCode === 'offline') return <Redirect to={errorPage('STATION_OFFLINE')} replace />;
  if (errorCode === 'noPumps') return <Redirect to={leavesForMap ? '/map' : errorPage('NO_PUMPS')} replace />;
  if (errorCode === 'noStationNearby') return <Redirect to={errorPage('NO_STATION_FOUND_LAT_LON')} replace />;
  if (errorCode === 'notFound') {
    return (
      <main className="screen">
        <ErrorNotice>
          <Trans>We could not find this station. Choose one on the map.</Trans>
        </ErrorNotice>
        <MapLink className="button button--primary button--block">
          <Trans>Go to the map</Trans>
        </MapLink>
      </main>
    );
  }
  if (errorCode === 'loadFailed') {
    return (
      <main className="screen">
        <ErrorNotice>
          <Trans>The station could not be loaded. Check your connection and try again.</Trans>
        </ErrorNotice>
        <Button className="button--block" onPress={() => send({ type: 'station.reloaded' })}>
          <Trans>Try again</Trans>
        </Button>
      </main>
    );
  }
  if (!station || !shown) return <Spinner />;
  return (
    <main className="screen pay-screen">
      <StationHeader station={station} />
      {/* The step beside the station in landscape, below it otherwise. */}
      <div className="pay-screen__step">
        {/*
          The pump list is not behind the gate: the driver chooses while the position is checked, and the list says
          how that goes. Once an order exists the driver is already paying: the gate no longer applies.
        */}
        {location === payScreens.pump || new URLSearchParams(search).has('orderId') ? (
          children
        ) : (
          <GeofenceGate station={station.location}>{children}</GeofenceGate>
        )}
      </div>
    </main>
  );
}

import { Trans } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectErrorCode, selectLeavesPayArea } from '../../../machines/payStation';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StationHeader } from '../../ui/StationHeader';
import { payScreens } from './flowScreens';
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
  const leavesPayArea = PayStation.useSelector(selectLeavesPayArea);
  const { send } = PayStation.useActorRef();
  // The station's address leads to its error page (StationUrl); nothing of the pay area shows meanwhile.
  if (leavesPayArea) return null;
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

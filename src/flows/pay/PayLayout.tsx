import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { selectErrorCode } from '../../../machines/payStation';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { StationHeader } from '../../ui/StationHeader';
import { GeofenceGate } from './Geofence';
import { PayStation, usePayStation } from './PayStationContext';

/**
 * The frame of every /pay screen: the station header once the station is loaded, the error pages of SPEC.md
 * section 8 when it cannot be paid at, and the screen itself.
 */
export function PayLayout({ children }: { children: ReactNode }) {
  const search = useSearch();
  const station = usePayStation();
  const errorCode = PayStation.useSelector(selectErrorCode);
  const { send } = PayStation.useActorRef();
  if (errorCode === 'offline') return <Redirect to={`/error?type=STATION_OFFLINE&${search}`} replace />;
  if (errorCode === 'noPumps') {
    const toMap = station?.type === 'GIFT_CARD' || !!station?.vendingMachines?.length;
    return <Redirect to={toMap ? '/map' : `/error?type=NO_PUMPS&${search}`} replace />;
  }
  if (errorCode === 'notFound') {
    return (
      <main className="screen">
        <ErrorNotice>
          <Trans>We could not find this station. Choose one on the map.</Trans>
        </ErrorNotice>
        <Link href="/map" className="button button--primary button--block">
          <Trans>Go to the map</Trans>
        </Link>
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
  if (!station) return <Spinner />;
  return (
    <main className="screen">
      <StationHeader station={station} />
      {/* Once an order exists the driver is already paying: the gate no longer applies. */}
      {new URLSearchParams(search).has('orderId') ? (
        children
      ) : (
        <GeofenceGate station={station.location}>{children}</GeofenceGate>
      )}
    </main>
  );
}

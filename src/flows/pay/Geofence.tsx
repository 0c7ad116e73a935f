import { Trans, useLingui } from '@lingui/react/macro';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  type GeofenceOverlay,
  type GetPositionInput,
  geofenceMachine,
  type Position,
  selectCanBypass,
  selectErrorCode,
  selectIsHolding,
  selectOverlay,
} from '../../../machines/geofence';
import { inspectOption } from '../../app/inspect';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { MapLink } from './MapLink';
import { PayStation } from './PayStationContext';

export const Geofence = createActorContext(geofenceMachine);

/** The browser's position, as the geofence machine's port wants it. */
const getPosition = fromPromise<Position, GetPositionInput>(
  ({ input }) =>
    new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) return reject({ code: 2 });
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
        (error) => reject({ code: error.code }),
        { enableHighAccuracy: input.highAccuracy, maximumAge: input.maximumAgeMs, timeout: 10_000 },
      );
    }),
);
const logic = geofenceMachine.provide({ actors: { getPosition } });

/** One geofence per station for all pay screens, so a bypass or a fix is not lost between steps. */
export function GeofenceScope({ children }: { children: ReactNode }) {
  const location = PayStation.useSelector((s) => s.context.station?.location);
  const stationId = PayStation.useSelector((s) => s.context.station?._id);
  if (!location) return <>{children}</>;
  return (
    <Geofence.Provider
      key={stationId}
      logic={logic}
      options={{ input: { station: location }, inspect: inspectOption() }}
    >
      {children}
    </Geofence.Provider>
  );
}

/** A link that opens the platform's maps app with directions to the station. */
export function directionsUrl({ latitude, longitude }: { latitude: number; longitude: number }, userAgent: string) {
  const destination = `${latitude},${longitude}`;
  return /iPhone|iPad|Macintosh/.test(userAgent)
    ? `https://maps.apple.com/?daddr=${destination}`
    : `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/**
 * What the gate shows while it asks for the position: also the station's first screen in the page's HTML
 * (src/firstScreen), so the app takes over a screen that looks the same.
 */
export function GeofenceChecking() {
  return (
    <>
      <Spinner />
      <h2 id="geofence-title">
        <Trans>Checking that you are at the station…</Trans>
      </h2>
      <Notice tone="info">
        <Trans>
          If your browser asks for your location, allow it: we only use it to check that you are at the pump.
        </Trans>
      </Notice>
    </>
  );
}

/**
 * How the location check goes, under the pump list (which is not behind the gate: the driver chooses a pump
 * meanwhile). Also in the station's first screen in the page's HTML (src/firstScreen), as `locating`.
 */
export function GeofenceStatusLine({
  overlay,
  slowNote = false,
}: {
  overlay: GeofenceOverlay | undefined;
  /** The page's first screen, before the app's code: after a few seconds, a word that the connection is slow. */
  slowNote?: boolean;
}) {
  const { t } = useLingui();
  const tone = overlay === 'locating' ? 'info' : overlay === undefined ? 'success' : 'warning';
  const checking = (
    <>
      <p className="geofence-status__title">
        <span className="geofence-status__wheel" aria-hidden="true" />
        <Trans>Checking that you are at the station…</Trans>
      </p>
      <p>
        <Trans>
          If your browser asks for your location, allow it: we only use it to check that you are at the pump.
        </Trans>
      </p>
    </>
  );
  return (
    <div className="geofence-status">
      {/* One live region whose words change, so a screen reader hears each turn of the check. */}
      <div className={`notice notice--${tone} geofence-status__words`} role="status">
        {overlay === 'locating' ? (
          <>
            {checking}
            {slowNote && (
              <p className="geofence-status__slow">{t`Still loading: the connection is slow. Nothing you did is lost.`}</p>
            )}
          </>
        ) : overlay === 'notNearStation' ? (
          <p>
            <Trans>You are not at this station. You can pay once you are at the pump.</Trans>
          </p>
        ) : overlay === 'noGeolocation' ? (
          <p>
            <Trans>We cannot see your location. Choose your pump to see how to go on.</Trans>
          </p>
        ) : (
          <p>
            <Trans>You are at the station.</Trans>
          </p>
        )}
      </div>
      {/* The line keeps the room of its longest words (the check's), so nothing below it moves as they change. */}
      <div className="notice geofence-status__words geofence-status__room" aria-hidden="true">
        {checking}
      </div>
    </div>
  );
}

/** {@link GeofenceStatusLine} of the pay area's geofence. */
export function GeofenceStatus() {
  return <GeofenceStatusLine overlay={Geofence.useSelector(selectOverlay)} />;
}

/** The gate over the pay screens: shown until the driver is within 100 m or held the bypass button for 5 s. */
export function GeofenceGate({
  station,
  children,
}: {
  station: { latitude: number; longitude: number };
  children: ReactNode;
}) {
  const { t } = useLingui();
  const overlay = Geofence.useSelector(selectOverlay);
  const canBypass = Geofence.useSelector(selectCanBypass);
  const holding = Geofence.useSelector(selectIsHolding);
  const errorCode = Geofence.useSelector(selectErrorCode);
  const geofence = Geofence.useActorRef();
  if (!overlay) return <>{children}</>;
  return (
    <section className="geofence" aria-labelledby="geofence-title">
      {overlay === 'locating' ? (
        <GeofenceChecking />
      ) : overlay === 'noGeolocation' ? (
        <>
          <h2 id="geofence-title">
            <Trans>We cannot see your location</Trans>
          </h2>
          <Notice tone="info">
            {errorCode === 'geolocationUnanswered' ? (
              <Trans>
                Your browser has not told us where you are. If it asks, allow location access. At the station, you can
                also hold the button below.
              </Trans>
            ) : (
              <Trans>Allow location access for this app so we can check that you are at the station.</Trans>
            )}
          </Notice>
        </>
      ) : (
        <>
          <h2 id="geofence-title">
            <Trans>You are not at this station</Trans>
          </h2>
          <p>
            <Trans>You can pay once you are at the pump. Drive to the station or choose another one on the map.</Trans>
          </p>
        </>
      )}
      {overlay !== 'locating' && (
        <div className="stack">
          {overlay === 'noGeolocation' && (
            <Button
              variant="secondary"
              className="button--block"
              onPress={() => geofence.send({ type: 'geolocation.retried' })}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
          <a
            className="button button--primary button--block"
            href={directionsUrl(station, navigator.userAgent)}
            target="_blank"
            rel="noreferrer"
          >
            <Trans>Drive to the station</Trans>
          </a>
          <MapLink className="button button--secondary button--block">
            <Trans>Return to the map</Trans>
          </MapLink>
          {canBypass && (
            <button
              type="button"
              className={`bypass-button${holding ? ' bypass-button--holding' : ''}`}
              aria-label={t`I am at the station: hold for 5 seconds`}
              onPointerDown={() => geofence.send({ type: 'bypass.pressed' })}
              onPointerUp={() => geofence.send({ type: 'bypass.released' })}
              onPointerLeave={() => holding && geofence.send({ type: 'bypass.released' })}
              onKeyDown={(event) =>
                (event.key === ' ' || event.key === 'Enter') &&
                !event.repeat &&
                geofence.send({ type: 'bypass.pressed' })
              }
              onKeyUp={(event) =>
                (event.key === ' ' || event.key === 'Enter') && geofence.send({ type: 'bypass.released' })
              }
              onContextMenu={(event) => event.preventDefault()}
            >
              {holding ? <Trans>Keep holding…</Trans> : <Trans>I am at the station (hold 5 s)</Trans>}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

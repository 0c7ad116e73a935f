import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError } from '../../api/client';
import { historyEventQuery, mergeCandidatesQuery, mergeWindow, splitTripMutation } from '../../api/queries';
import type { HistoryEvent } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { MergeTripPicker } from './MergeTripPicker';
import { TripSummary } from './MergeTripSummary';

const isNotFound = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

export const mergeMessages = {
  tripLoadFailed: msg`This trip could not be loaded. Check your connection and try again.`,
  tripNotFound: msg`This trip was not found. It may have been merged or split in the meantime.`,
  notATrip: msg`Only trips can be merged. This entry is a payment or a cost.`,
  noVehicle: msg`This trip is not linked to a vehicle, so it cannot be merged with others.`,
} as const;

function BackToHistory() {
  return (
    <Link href="/history" className="link">
      <Trans>Back to your history</Trans>
    </Link>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <main className="screen stack">
      <h1>
        <Trans>Merge trips</Trans>
      </h1>
      {children}
      <BackToHistory />
    </main>
  );
}

/** A merged trip: what it is made of, and "Split this trip" after a confirmation. */
function SplitTrip({ trip }: { trip: HistoryEvent }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const split = useFormSubmit({
    ...splitTripMutation(useApi(), useUserId()),
    onSuccess: () => navigate('/history'),
  });
  const parts = trip.mergedFrom?.length ?? 0;
  return (
    <section className="stack" aria-labelledby="split-trip">
      <h2 id="split-trip">
        <Trans>This trip was merged</Trans>
      </h2>
      <div className="card">
        <TripSummary trip={trip} />
      </div>
      <p>
        {parts > 1 ? (
          <Trans>It was made of {parts} trips. Split it to see them again as separate trips in your history.</Trans>
        ) : (
          <Trans>Split it to see the trips it was made of again as separate trips in your history.</Trans>
        )}
      </p>
      <FormOutcome
        status={split.status}
        failure={i18n._(msg`The trip could not be split. Check your connection and try again.`)}
      />
      <Button variant="secondary" isPending={split.pending} onPress={() => setConfirming(true)}>
        <Trans>Split this trip</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog
          title={<Trans>Split this trip?</Trans>}
          confirmLabel={<Trans>Split</Trans>}
          cancelLabel={<Trans>Keep it merged</Trans>}
          onConfirm={() => {
            setConfirming(false);
            split.submit(trip._id);
          }}
          onCancel={() => setConfirming(false)}
        >
          <Trans>
            The merged trip is removed and the trips it was made of are listed again, each with its own distance and
            score. You can merge them again later.
          </Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The trips of the same vehicle around this one, to pick from. */
function MergeCandidates({ trip, vehicleId }: { trip: HistoryEvent & { dateTime: string }; vehicleId: string }) {
  const api = useApi();
  const userId = useUserId();
  const { i18n } = useLingui();
  const candidates = useQuery(mergeCandidatesQuery(api, userId, mergeWindow(trip.dateTime, vehicleId)), queryClient);
  if (candidates.data === undefined) {
    if (candidates.isError) {
      return (
        <LoadFailed retrying={candidates.isFetching} onRetry={() => void candidates.refetch()}>
          {i18n._(msg`The trips around this one could not be loaded. Check your connection and try again.`)}
        </LoadFailed>
      );
    }
    return <Spinner />;
  }
  return (
    <MergeTripPicker
      trip={trip}
      vehicleId={vehicleId}
      candidates={candidates.data}
      reloading={candidates.isFetching}
      onReload={() => void candidates.refetch()}
    />
  );
}

/**
 * `/history/{id}/merge`: for a trip, the trips of the same vehicle from the day before to the day after it (40 at
 * most), the trip itself picked and marked; "Merge N trips" (two or more) makes them one and opens it. For a trip
 * that is itself the result of a merge, the screen offers to split it instead.
 */
export function MergeTripsScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const api = useApi();
  const userId = useUserId();
  const { i18n } = useLingui();
  const trip = useQuery(historyEventQuery(api, userId, id), queryClient);
  // What was loaded stays shown while it is refetched (after a split the trip is gone: the screen leaves).
  const event = trip.data;
  if (event === undefined) {
    if (trip.isError) {
      return (
        <Screen>
          {isNotFound(trip.error) ? (
            <Notice tone="warning">{i18n._(mergeMessages.tripNotFound)}</Notice>
          ) : (
            <LoadFailed retrying={trip.isFetching} onRetry={() => void trip.refetch()}>
              {i18n._(mergeMessages.tripLoadFailed)}
            </LoadFailed>
          )}
        </Screen>
      );
    }
    return <Spinner />;
  }
  const { vehicleId, dateTime } = event;
  return (
    <Screen>
      {event.type !== 'TRIP' ? (
        <Notice tone="warning">{i18n._(mergeMessages.notATrip)}</Notice>
      ) : event.isResultOfMerge ? (
        <SplitTrip trip={event} />
      ) : vehicleId === undefined || dateTime === undefined ? (
        <Notice tone="warning">{i18n._(mergeMessages.noVehicle)}</Notice>
      ) : (
        <MergeCandidates trip={{ ...event, dateTime }} vehicleId={vehicleId} />
      )}
    </Screen>
  );
}

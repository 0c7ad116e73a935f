import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { mergeTripsMutation } from '../../api/queries';
import type { HistoryEvent } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Notice } from '../../ui/Notice';
import { TripSummary } from './MergeTripSummary';

/** Why the platform refused a merge, as the driver reads it; `stale`: the list no longer matches the platform. */
function refusal(error: unknown): { text: MessageDescriptor; stale: boolean } {
  const status = error instanceof ApiError && error.kind === 'http' ? error.status : undefined;
  if (status === 409)
    return {
      text: msg`One of these trips has already been merged into another trip. Reload the trips and pick again.`,
      stale: true,
    };
  if (status === 404)
    return { text: msg`One of these trips no longer exists. Reload the trips and pick again.`, stale: true };
  if (status === 422) return { text: msg`Only trips of the same vehicle can be merged.`, stale: false };
  return { text: msg`The trips could not be merged. Check your connection and try again.`, stale: false };
}

/**
 * The trips to pick from (accessible checkboxes: day, time, start → end, distance and score), the trip the screen
 * was opened for picked and marked. "Merge N trips" needs two or more; a merged trip opens on its own page. What
 * was picked stays picked when the merge fails.
 */
export function MergeTripPicker({
  trip,
  vehicleId,
  candidates,
  reloading,
  onReload,
}: {
  trip: HistoryEvent;
  vehicleId: string;
  candidates: readonly HistoryEvent[];
  reloading: boolean;
  onReload: () => void;
}) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set([trip._id]));
  const merge = useFormSubmit({
    ...mergeTripsMutation(useApi(), useUserId()),
    onSuccess: (merged: HistoryEvent) => navigate(`/history/${encodeURIComponent(merged._id)}`),
  });
  const listed = candidates.some((candidate) => candidate._id === trip._id);
  const chosen = candidates.filter((candidate) => picked.has(candidate._id)).map((candidate) => candidate._id);
  const count = chosen.length;
  const failure = merge.status === 'error' ? refusal(merge.error) : undefined;

  const toggle = (id: string, selected: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
    merge.edited();
  };

  // Once sent, the lists are refetched before the merged trip opens: they no longer show what was picked.
  if (merge.pending || merge.status === 'success') {
    return (
      <Notice tone="info">
        <Trans>Merging the trips…</Trans>
      </Notice>
    );
  }
  if (!listed) {
    return (
      <Notice tone="warning">
        <Trans>This trip is already part of a merged trip. Open the merged trip in your history to split it.</Trans>
      </Notice>
    );
  }
  return (
    <form
      className="stack"
      aria-labelledby="merge-trips-title"
      aria-describedby="merge-trips-legend"
      onSubmit={(event) => {
        event.preventDefault();
        if (count >= 2) merge.submit({ tripIds: chosen, vehicleId });
      }}
    >
      <h2 id="merge-trips-title">
        <Trans>Trips to merge</Trans>
      </h2>
      <p id="merge-trips-legend">
        <Trans>
          Pick the trips to merge into one, for example stops on the way. These are the trips of the same vehicle from
          the day before to the day after this one.
        </Trans>
      </p>
      {candidates.length < 2 ? (
        <Notice tone="info">
          <Trans>No other trips of this vehicle were recorded around this one, so there is nothing to merge.</Trans>
        </Notice>
      ) : (
        <ul className="choice-list stack">
          {candidates.map((candidate) => (
            <li key={candidate._id} className="card">
              <Checkbox isSelected={picked.has(candidate._id)} onChange={(selected) => toggle(candidate._id, selected)}>
                <TripSummary trip={candidate} isThisTrip={candidate._id === trip._id} />
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <div className="stack">
          <Notice tone="error">{i18n._(failure.text)}</Notice>
          {failure.stale && (
            <Button variant="secondary" isPending={reloading} onPress={onReload}>
              <Trans>Reload the trips</Trans>
            </Button>
          )}
        </div>
      )}
      {count < 2 && (
        <p id="merge-trips-hint" className="muted">
          <Trans>Pick at least two trips to merge.</Trans>
        </p>
      )}
      <Button
        type="submit"
        className="button--block"
        isDisabled={count < 2}
        isPending={merge.pending}
        aria-describedby={count < 2 ? 'merge-trips-hint' : undefined}
      >
        <Plural value={count} one="Merge # trip" other="Merge # trips" />
      </Button>
    </form>
  );
}

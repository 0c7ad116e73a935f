import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, Heading, Label, Modal, Radio, RadioGroup } from 'react-aria-components';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { selectProfile } from '../../../machines/session';
import { ApiError } from '../../api/client';
import {
  type CostSaved,
  createCostMutation,
  type DeleteReach,
  deleteCostMutation,
  historyEventQuery,
  updateCostMutation,
  vehiclesQuery,
} from '../../api/queries';
import type { HistoryEvent } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { discardDraft } from '../../app/useDraft';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { CostForm } from './CostForm';
import { categoryLabels, formFromEvent, localDay, newCostForm } from './costPayload';

const backToHistory = (
  <Link href="/history" className="link">
    <Trans>Back to your history</Trans>
  </Link>
);

/** Where a saved cost is shown: its page, or its edit form again when its photo still has to be added. */
const afterSave = ({ event, photo }: CostSaved) =>
  photo === 'failed'
    ? `/history/${encodeURIComponent(event._id)}/edit?photo=failed`
    : `/history/${encodeURIComponent(event._id)}`;

const useCurrency = () => Session.useSelector((s) => selectProfile(s)?.currency) ?? 'EUR';

/** `/history/create`: a new cost, for the driver's preferred vehicle and in their currency unless changed. */
export function CostCreateScreen() {
  const { t } = useLingui();
  const api = useApi();
  const userId = useUserId();
  const [, navigate] = useLocation();
  const currency = useCurrency();
  const vehicles = useQuery(vehiclesQuery(api, userId), queryClient);
  const draftKey = `cost.new.${userId}`;
  const save = useFormSubmit({
    ...createCostMutation(api, userId),
    onSuccess: (saved: CostSaved) => {
      discardDraft(draftKey);
      navigate(afterSave(saved), { replace: true });
    },
  });
  return (
    <main className="screen">
      <h1>
        <Trans>Add a cost</Trans>
      </h1>
      {vehicles.isPending ? (
        <Spinner />
      ) : (
        <CostForm
          initial={newCostForm(currency, vehicles.data?.[0]?._id ?? '', localDay(new Date()))}
          draftKey={draftKey}
          save={save}
          submitLabel={t`Save cost`}
        />
      )}
      {backToHistory}
    </main>
  );
}

/** `/history/{id}/edit`: this occurrence of a cost, and deleting it (with its reach, for a recurring cost). */
export function CostEditScreen() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  const photoFailed = new URLSearchParams(useSearch()).get('photo') === 'failed';
  const api = useApi();
  const userId = useUserId();
  const [, navigate] = useLocation();
  const currency = useCurrency();
  const event = useQuery(historyEventQuery(api, userId, id), queryClient);
  const draftKey = `cost.${id}.${userId}`;
  const save = useFormSubmit({
    ...updateCostMutation(api, userId),
    onSuccess: (saved: CostSaved) => {
      discardDraft(draftKey);
      navigate(afterSave(saved), { replace: true });
    },
  });
  const remove = useFormSubmit(deleteCostMutation(api, userId));
  if (remove.status === 'success') {
    return (
      <main className="screen">
        <Notice tone="success">
          <Trans>The cost has been deleted.</Trans>
        </Notice>
        {backToHistory}
      </main>
    );
  }
  return (
    <Loaded
      query={event}
      failed={<Trans>This cost could not be loaded.</Trans>}
      notFound={{
        when: event.error instanceof ApiError && event.error.status === 404,
        show: (
          <Notice tone="warning">
            <Trans>This cost was not found. It may have been deleted.</Trans>
          </Notice>
        ),
      }}
      frame={(failure) => (
        <main className="screen">
          {failure}
          {backToHistory}
        </main>
      )}
    >
      {(cost) => {
        if (cost.type !== 'COST' || cost.orderId !== undefined) {
          return (
            <main className="screen">
              <Notice tone="info">
                <Trans>Only costs you entered yourself can be edited here.</Trans>
              </Notice>
              {backToHistory}
            </main>
          );
        }
        const category = i18n._(categoryLabels[cost.category ?? 'MISC']);
        return (
          <main className="screen">
            <h1>
              <Trans>Edit cost: {category}</Trans>
            </h1>
            {photoFailed && (
              <Notice tone="warning">
                <Trans>
                  The cost was saved, but the photo of the receipt could not be uploaded. Choose it again and save.
                </Trans>
              </Notice>
            )}
            <CostForm
              key={cost._id}
              initial={formFromEvent(cost, i18n.locale, currency)}
              draftKey={draftKey}
              editing={{ id: cost._id, dateTime: cost.dateTime, hasPhoto: cost.imageUrl !== undefined }}
              save={{ ...save, submit: (changes) => save.submit({ ...changes, id: cost._id }) }}
              submitLabel={t`Save changes`}
            />
            <DeleteCost cost={cost} remove={remove} />
            {backToHistory}
          </main>
        );
      }}
    </Loaded>
  );
}

type DeleteSubmit = ReturnType<typeof useFormSubmit<unknown, { id: string; category: string; reach: DeleteReach }>>;

/** "Delete this cost": a one-off cost after a confirmation; a recurring one with the reach chosen in it. */
function DeleteCost({ cost, remove }: { cost: HistoryEvent; remove: DeleteSubmit }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [reach, setReach] = useState<DeleteReach>('onlyThis');
  const recurring = cost.seriesId !== undefined || (cost.recurrencePeriod ?? 'NO') !== 'NO';
  const reaches: { value: DeleteReach; label: string }[] = [
    { value: 'onlyThis', label: t`Only this one` },
    { value: 'thisAndFollowing', label: t`This one and the following` },
    { value: 'all', label: t`All of them, past and future` },
  ];
  const close = () => setConfirming(false);
  return (
    <section className="stack">
      <FormOutcome status={remove.status} failure={<Trans>The cost could not be deleted. Please try again.</Trans>} />
      <Button variant="error" isPending={remove.pending} onPress={() => setConfirming(true)}>
        <Trans>Delete this cost</Trans>
      </Button>
      {confirming && (
        <Modal isOpen isDismissable onOpenChange={(open) => !open && close()} className="modal">
          <Dialog className="dialog">
            <Heading slot="title">
              {recurring ? <Trans>Delete this recurring cost?</Trans> : <Trans>Delete this cost?</Trans>}
            </Heading>
            {recurring ? (
              <RadioGroup
                className="radio-group"
                value={reach}
                onChange={(value) => {
                  const chosen = reaches.find((option) => option.value === value);
                  if (chosen) setReach(chosen.value);
                }}
              >
                <Label className="radio-group__label">
                  <Trans>Which occurrences?</Trans>
                </Label>
                {reaches.map((option) => (
                  <Radio key={option.value} value={option.value} className="radio">
                    <span className="radio__dot" aria-hidden="true" />
                    {option.label}
                  </Radio>
                ))}
              </RadioGroup>
            ) : (
              <p>
                <Trans>It leaves your history and your statistics. This cannot be undone.</Trans>
              </p>
            )}
            <div className="stack">
              <Button
                variant="error"
                className="button--block"
                onPress={() => {
                  close();
                  remove.submit({
                    id: cost._id,
                    category: cost.category ?? 'MISC',
                    reach: recurring ? reach : 'onlyThis',
                  });
                }}
              >
                <Trans>Delete</Trans>
              </Button>
              <Button variant="secondary" className="button--block" onPress={close}>
                <Trans>Keep it</Trans>
              </Button>
            </div>
          </Dialog>
        </Modal>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { LoyaltyProgram, LoyaltySubscription } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { bothQueries, Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { LoyaltyUnavailable } from './LoyaltyNotices';
import { isSubscriptionOf, maskCardNumber } from './loyaltyCard';
import { useLoyaltyEnabled, useLoyaltyPrograms, useLoyaltySubscriptions, useUnsubscribeLoyalty } from './loyaltyData';
import { loyaltyRefusal, loyaltyRefusalMessages } from './loyaltyRefusal';

/** One card: its programme, its number with only the last digits shown, its e-mail, and removing it. */
function SubscriptionItem({ subscription, onRemove }: { subscription: LoyaltySubscription; onRemove: () => void }) {
  const { t } = useLingui();
  const masked = maskCardNumber(subscription.cardNumber);
  const last = subscription.cardNumber.slice(-4);
  const { programName } = subscription;
  return (
    <li className="card stack">
      <strong>{programName}</strong>
      <span>
        <Trans>Card {masked}</Trans>
      </span>
      {subscription.email && <span className="muted">{subscription.email}</span>}
      <Button variant="secondary" onPress={onRemove} aria-label={t`Remove ${programName} card ending in ${last}`}>
        <Trans>Remove card</Trans>
      </Button>
    </li>
  );
}

/** A programme the driver may join: add a card (manual), sign up (partner), or why there is nothing to do. */
function ProgramItem({ program, member }: { program: LoyaltyProgram; member: boolean }) {
  const { name, provider } = program;
  let action = null;
  if (program.blockNewSubscriptions) {
    action = (
      <span className="muted">
        <Trans>{name} takes no new members.</Trans>
      </span>
    );
  } else if (program.kind === 'MANUAL') {
    action = (
      <Link
        href={`/profile/loyalty/add?loyaltyProgramId=${encodeURIComponent(program._id)}`}
        className="button button--secondary"
      >
        <Trans>Add a {name} card</Trans>
      </Link>
    );
  } else if (member) {
    action = (
      <span className="muted">
        <Trans>You are a member of {name}.</Trans>
      </span>
    );
  } else {
    action = (
      <Link href="/profile/loyalty/register" className="button button--secondary">
        <Trans>Sign up for {name}</Trans>
      </Link>
    );
  }
  return (
    <li className="card stack">
      <strong>{name}</strong>
      <span className="muted">
        <Trans>By {provider}</Trans>
      </span>
      {action}
    </li>
  );
}

function LoyaltyLists() {
  const { i18n } = useLingui();
  const programs = useLoyaltyPrograms();
  const subscriptions = useLoyaltySubscriptions();
  const unsubscribe = useUnsubscribeLoyalty();
  const [confirming, setConfirming] = useState<LoyaltySubscription>();
  return (
    <Loaded
      query={bothQueries(programs, subscriptions)}
      failed={<Trans>Your loyalty cards could not be loaded. Check your connection and try again.</Trans>}
    >
      {([programList, cards]) => {
        const removing = confirming;
        return (
          <>
            <section aria-labelledby="loyalty-cards" className="stack">
              <h2 id="loyalty-cards">
                <Trans>Your cards</Trans>
              </h2>
              <FormOutcome
                status={unsubscribe.status}
                success={<Trans>The card has been removed.</Trans>}
                failure={unsubscribe.error && i18n._(loyaltyRefusalMessages[loyaltyRefusal(unsubscribe.error)])}
              />
              {cards.length === 0 ? (
                <p className="muted">
                  <Trans>You have no loyalty card yet. Join a programme below to collect points when you refuel.</Trans>
                </p>
              ) : (
                <ul className="stack voucher-list">
                  {cards.map((subscription) => (
                    <SubscriptionItem
                      key={subscription._id}
                      subscription={subscription}
                      onRemove={() => {
                        unsubscribe.edited();
                        setConfirming(subscription);
                      }}
                    />
                  ))}
                </ul>
              )}
              {unsubscribe.pending && <Spinner />}
            </section>
            <section aria-labelledby="loyalty-programs" className="stack">
              <h2 id="loyalty-programs">
                <Trans>Programmes</Trans>
              </h2>
              {programList.length === 0 ? (
                <p className="muted">
                  <Trans>No loyalty programme is offered at the moment.</Trans>
                </p>
              ) : (
                <ul className="stack voucher-list">
                  {programList.map((program) => (
                    <ProgramItem
                      key={program._id}
                      program={program}
                      member={cards.some((subscription) => isSubscriptionOf(subscription, program))}
                    />
                  ))}
                </ul>
              )}
            </section>
            {removing && (
              <RemoveDialog
                subscription={removing}
                onConfirm={() => {
                  setConfirming(undefined);
                  unsubscribe.submit(removing._id);
                }}
                onCancel={() => setConfirming(undefined)}
              />
            )}
          </>
        );
      }}
    </Loaded>
  );
}

function RemoveDialog({
  subscription,
  onConfirm,
  onCancel,
}: {
  subscription: LoyaltySubscription;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { programName } = subscription;
  const masked = maskCardNumber(subscription.cardNumber);
  return (
    <ConfirmDialog
      title={<Trans>Remove your {programName} card?</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Trans>
        Card {masked} no longer collects {programName} points when you pay in the app. The card itself and the points on
        it stay with {programName}; you can add it again later.
      </Trans>
    </ConfirmDialog>
  );
}

/**
 * `/profile/loyalty` (SPEC.md section 2): the driver's loyalty cards, each removable after a confirmation, and
 * the programmes: a manual one is joined by adding a card, the partner's through its sign-up, and one that blocks
 * new subscriptions says so and offers nothing. Only for accounts with the `loyaltyPrograms` feature.
 */
export function LoyaltyScreen() {
  const enabled = useLoyaltyEnabled();
  // The programme just joined on the add or sign-up screen (its name in the history entry, not in the query).
  const joined = useHistoryState<{ joinedProgram?: unknown } | null>()?.joinedProgram;
  return (
    <main className="screen">
      <h1>
        <Trans>Loyalty programmes</Trans>
      </h1>
      {enabled ? (
        <>
          {typeof joined === 'string' && (
            <Notice tone="success">
              <Trans>Your {joined} card has been added.</Trans>
            </Notice>
          )}
          <LoyaltyLists />
        </>
      ) : (
        <LoyaltyUnavailable />
      )}
    </main>
  );
}

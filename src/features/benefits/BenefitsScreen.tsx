import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { selectFeatures } from '../../../machines/session';
import { optinQuery, rewardsQuery, setOptinMutation } from '../../api/queries';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import {
  betaOptinName,
  defaultLotteryConsentName,
  isOptedIn,
  levelName,
  type OptinAction,
  type OptinKind,
  optinFailures,
} from './optins';

function Rewards() {
  const { i18n } = useLingui();
  const api = useApi();
  const rewards = useQuery(rewardsQuery(api, useUserId()), queryClient);
  return (
    <section className="stack" aria-labelledby="benefits-rewards">
      <h2 id="benefits-rewards">
        <Trans>Your rewards</Trans>
      </h2>
      <Loaded
        query={rewards}
        failed={<Trans>Your rewards could not be loaded. Check your connection and try again.</Trans>}
      >
        {(earned) => {
          const points = formatNumber(i18n.locale, earned.points, 0);
          const { level } = earned;
          const levelDescriptor = level ? levelName(level) : undefined;
          const shownLevel = levelDescriptor ? i18n._(levelDescriptor) : level;
          return (
            <div className="card stack">
              <p>
                <Trans>
                  <strong>{points}</strong> points
                </Trans>
              </p>
              {shownLevel && (
                <p>
                  <Trans>Level: {shownLevel}</Trans>
                </p>
              )}
              <p className="muted">
                <Trans>You earn a point for every euro you pay with Forecourt.</Trans>
              </p>
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}

/** One opt-in: what it is, where the driver stands (read from the platform), and joining or leaving it. */
function OptinSection({
  kind,
  name,
  title,
  children,
  joined,
  notJoined,
  joinLabel,
  leaveLabel,
}: {
  kind: OptinKind;
  name: string;
  title: ReactNode;
  /** What the driver agrees to. */
  children: ReactNode;
  joined: ReactNode;
  notJoined: ReactNode;
  joinLabel: ReactNode;
  leaveLabel: ReactNode;
}) {
  const { i18n } = useLingui();
  const api = useApi();
  const userId = useUserId();
  const optins = useQuery(optinQuery(api, userId, name), queryClient);
  const change = useFormSubmit(setOptinMutation(api, userId));
  // The change last asked for, so a failure says what did not happen.
  const [asked, setAsked] = useState<OptinAction>('ACCEPTED');
  const headingId = `benefits-${kind}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <Loaded
        query={optins}
        failed={<Trans>Whether you take part could not be loaded. Check your connection and try again.</Trans>}
      >
        {(taken) => {
          const optedIn = isOptedIn(taken, name);
          const action: OptinAction = optedIn ? 'DECLINED' : 'ACCEPTED';
          return (
            <>
              <p role="status">
                <strong>{optedIn ? joined : notJoined}</strong>
              </p>
              {change.status === 'error' && <Notice tone="error">{i18n._(optinFailures[kind][asked])}</Notice>}
              <Button
                variant={optedIn ? 'secondary' : 'primary'}
                className="button--block"
                isPending={change.pending}
                onPress={() => {
                  setAsked(action);
                  change.submit({ name, action });
                }}
              >
                {optedIn ? leaveLabel : joinLabel}
              </Button>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

/**
 * `/profile/benefits` (SPEC.md sections 2 and 6): for accounts with gamification, the driver's points and level,
 * the lottery (its opt-in named by the account's `consentName`) with its consent, and the beta programme; each
 * joined or left here. Other accounts are told the programme is not available to them.
 */
export function BenefitsScreen() {
  const features = Session.useSelector(selectFeatures);
  if (!features?.gamification) {
    return (
      <main className="screen">
        <h1>
          <Trans>Benefits</Trans>
        </h1>
        <Notice tone="info">
          <Trans>The benefits programme is not available for your account.</Trans>
        </Notice>
      </main>
    );
  }
  return (
    <main className="screen">
      <h1>
        <Trans>Benefits</Trans>
      </h1>
      <Rewards />
      <OptinSection
        kind="lottery"
        name={features.lotteryConsentName ?? defaultLotteryConsentName}
        title={<Trans>Lottery</Trans>}
        joined={<Trans>You take part in the lottery.</Trans>}
        notJoined={<Trans>You do not take part in the lottery.</Trans>}
        joinLabel={<Trans>Join the lottery</Trans>}
        leaveLabel={<Trans>Leave the lottery</Trans>}
      >
        <p className="muted">
          <Trans>
            By joining I consent to take part in the monthly lottery: every refuel paid with Forecourt is a ticket, and
            winners are drawn at random and told by email. I can withdraw my consent at any time by leaving.
          </Trans>
        </p>
      </OptinSection>
      <OptinSection
        kind="beta"
        name={betaOptinName}
        title={<Trans>Beta programme</Trans>}
        joined={<Trans>You are in the beta programme.</Trans>}
        notJoined={<Trans>You are not in the beta programme.</Trans>}
        joinLabel={<Trans>Join the beta programme</Trans>}
        leaveLabel={<Trans>Leave the beta programme</Trans>}
      >
        <p className="muted">
          <Trans>Try new features before everyone else. They may still change or not always work perfectly.</Trans>
        </p>
      </OptinSection>
    </main>
  );
}

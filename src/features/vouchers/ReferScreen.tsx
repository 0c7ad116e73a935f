import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReferralParticipation } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import {
  bothCentsPerLitre,
  completedAfterLitres,
  friendFirstRefuelCentsPerLitre,
  referralLink,
  type ShareOutcome,
  shareInvitation,
} from './referral';
import { useCreateReferralCode, useReferral } from './vouchersData';

function Rules() {
  const friend = friendFirstRefuelCentsPerLitre;
  const both = bothCentsPerLitre;
  const litres = completedAfterLitres;
  return (
    <section aria-labelledby="refer-rules" className="stack">
      <h2 id="refer-rules">
        <Trans>How it works</Trans>
      </h2>
      <ol className="stack">
        <li>
          <Trans>Your friend signs up with your code and gets {friend} ct/l off their first refuel.</Trans>
        </li>
        <li>
          <Trans>
            Once your friend has fuelled {litres} l, you both get {both} ct/l off.
          </Trans>
        </li>
      </ol>
    </section>
  );
}

/** The code and the ways to pass it on, with a status line saying what happened. */
function ShareCode({ code }: { code: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<ShareOutcome>();
  const friend = friendFirstRefuelCentsPerLitre;
  const share = () => {
    setOutcome(undefined);
    void shareInvitation(navigator, {
      title: t`Refuel with Forecourt`,
      text: t`Sign up for Forecourt with my code ${code} and get ${friend} ct/l off your first refuel.`,
      url: referralLink(window.location.origin, code),
    }).then(setOutcome);
  };
  return (
    <div className="stack">
      <p>
        <Trans>Your referral code</Trans>
        <br />
        <strong className="referral-code">{code}</strong>
      </p>
      <Button onPress={share} className="button--block">
        {typeof navigator.share === 'function' ? <Trans>Share your code</Trans> : <Trans>Copy your code</Trans>}
      </Button>
      <div role="status">
        {outcome === 'shared' && <Trans>Your code has been shared.</Trans>}
        {outcome === 'copied' && <Trans>Your code and the sign-up link are copied. Paste them in a message.</Trans>}
        {outcome === 'failed' && <Trans>Your code could not be copied. Select it above and copy it yourself.</Trans>}
      </div>
    </div>
  );
}

function CodeSection({ participation }: { participation: ReferralParticipation }) {
  const create = useCreateReferralCode();
  if (participation.eligible === false) {
    return (
      <div className="stack">
        <Notice tone="info">
          <Trans>
            Refer-a-friend opens after your first refuel paid with Forecourt. Refuel once, then come back for your code.
          </Trans>
        </Notice>
        <Button isDisabled className="button--block">
          <Trans>Get your referral code</Trans>
        </Button>
      </div>
    );
  }
  if (participation.referralCode) return <ShareCode code={participation.referralCode} />;
  return (
    <div className="stack">
      <p>
        <Trans>You have no referral code yet.</Trans>
      </p>
      <FormOutcome
        status={create.status}
        failure={<Trans>Your referral code could not be created. Check your connection and try again.</Trans>}
      />
      <Button onPress={() => create.submit()} isPending={create.pending} className="button--block">
        <Trans>Get your referral code</Trans>
      </Button>
    </div>
  );
}

function Progress({ progress }: { progress: ReferralParticipation['progress'] }) {
  const count = (status: ReferralParticipation['progress'][number]['status']) =>
    progress.filter((friend) => friend.status === status).length;
  const accepted = count('accepted');
  const inProgress = count('in progress');
  const completed = count('completed');
  return (
    <section aria-labelledby="refer-progress" className="stack">
      <h2 id="refer-progress">
        <Trans>Your friends</Trans>
      </h2>
      {progress.length === 0 ? (
        <p className="muted">
          <Trans>No friend has signed up with your code yet.</Trans>
        </p>
      ) : (
        <ul className="stack voucher-list">
          <li className="card">
            <Plural value={accepted} one="# friend signed up" other="# friends signed up" />
          </li>
          <li className="card">
            <Plural
              value={inProgress}
              one="# friend is on the way to 100 l"
              other="# friends are on the way to 100 l"
            />
          </li>
          <li className="card">
            <Plural
              value={completed}
              one="# friend fuelled 100 l: you both get the reward"
              other="# friends fuelled 100 l: you both get the reward"
            />
          </li>
        </ul>
      )}
    </section>
  );
}

/**
 * `/profile/refer` (SPEC.md section 2): the driver's referral code, made on demand and passed on with the share
 * sheet or the clipboard, the friends' progress and the rules; closed, with the reason, until the account's first
 * transaction (SPEC.md section 4).
 */
export function ReferScreen() {
  const referral = useReferral();
  return (
    <main className="screen">
      <h1>
        <Trans>Refer a friend</Trans>
      </h1>
      <Loaded
        query={referral}
        failed={<Trans>Your referral status could not be loaded. Check your connection and try again.</Trans>}
      >
        {(participation) => (
          <>
            <CodeSection participation={participation} />
            {participation.eligible !== false && <Progress progress={participation.progress} />}
          </>
        )}
      </Loaded>
      <Rules />
    </main>
  );
}

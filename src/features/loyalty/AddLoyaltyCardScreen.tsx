import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { selectProfile } from '../../../machines/session';
import type { LoyaltyProgram } from '../../api/schemas';
import { Session } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { BackToLoyalty, LoyaltyUnavailable } from './LoyaltyNotices';
import { type CardNumberProblem, cardNumberDigits, cardNumberProblem } from './loyaltyCard';
import { useLoyaltyEnabled, useLoyaltyPrograms, useSubscribeLoyalty } from './loyaltyData';
import { loyaltyRefusal, loyaltyRefusalMessages } from './loyaltyRefusal';

/** The card of a manual programme, typed in: forgiving about spaces and hyphens, checked before it is sent. */
function CardForm({ program }: { program: LoyaltyProgram }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  // The list keeps this screen's query, so nothing rewrites its address and drops the history entry's state.
  const search = useSearch();
  const email = Session.useSelector((s) => selectProfile(s)?.email);
  const [cardNumber, setCardNumber] = useState('');
  const [problem, setProblem] = useState<CardNumberProblem>();
  const subscribe = useSubscribeLoyalty({
    onJoined: () =>
      navigate(`/profile/loyalty${search ? `?${search}` : ''}`, {
        replace: true,
        state: { joinedProgram: program.name },
      }),
  });
  const { name, cardNumberLength } = program;
  const problems: Record<CardNumberProblem, string> = {
    required: t`Enter the number printed on your ${name} card.`,
    format: t`This is not a ${name} card number: it has ${cardNumberLength} digits. Check it and try again.`,
    checkDigit: t`This ${name} card number has a typing error: a digit is wrong or two are swapped. Compare it with your card.`,
  };
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = cardNumberProblem(cardNumber, cardNumberLength);
        setProblem(found);
        if (!found)
          subscribe.submit({
            loyaltyProgramId: program._id,
            cardNumber: cardNumberDigits(cardNumber),
            ...(email ? { email } : {}),
          });
      }}
    >
      <TextField
        label={t`Card number`}
        description={t`The ${cardNumberLength} digits on your ${name} card. Spaces are fine.`}
        autoComplete="off"
        inputMode="numeric"
        spellCheck="false"
        value={cardNumber}
        onChange={(value) => {
          setCardNumber(value);
          setProblem(undefined);
          subscribe.edited();
        }}
        error={problem && problems[problem]}
      />
      <FormOutcome
        status={subscribe.status}
        failure={subscribe.error && i18n._(loyaltyRefusalMessages[loyaltyRefusal(subscribe.error)])}
      />
      <Button type="submit" isPending={subscribe.pending} className="button--block">
        <Trans>Add card</Trans>
      </Button>
      <BackToLoyalty />
    </Form>
  );
}

function AddCard({ programId }: { programId: string }) {
  const programs = useLoyaltyPrograms();
  return (
    <Loaded
      query={programs}
      failed={<Trans>The loyalty programmes could not be loaded. Check your connection and try again.</Trans>}
    >
      {(list) => {
        const program = list.find((candidate) => candidate._id === programId && candidate.kind === 'MANUAL');
        if (!program) {
          return (
            <>
              <Notice tone="warning">
                <Trans>This loyalty programme was not found. Choose one from the list.</Trans>
              </Notice>
              <BackToLoyalty />
            </>
          );
        }
        const { name } = program;
        if (program.blockNewSubscriptions) {
          return (
            <>
              <Notice tone="info">
                <Trans>{name} takes no new members: no card can be added.</Trans>
              </Notice>
              <BackToLoyalty />
            </>
          );
        }
        return (
          <>
            <p>
              <Trans>Add your {name} card to collect points when you pay in the app.</Trans>
            </p>
            <CardForm program={program} />
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/profile/loyalty/add?loyaltyProgramId=…` (SPEC.md section 2): the card of a manual-entry programme. The number
 * is required and in the programme's format (SPEC.md section 5); a card already registered, a number the
 * programme refuses and a failure each have their message, and nothing typed is lost. An unknown or missing
 * programme says so and leads back to the list.
 */
export function AddLoyaltyCardScreen() {
  const enabled = useLoyaltyEnabled();
  const programId = new URLSearchParams(useSearch()).get('loyaltyProgramId') ?? '';
  return (
    <main className="screen">
      <h1>
        <Trans>Add a loyalty card</Trans>
      </h1>
      {enabled ? <AddCard programId={programId} /> : <LoyaltyUnavailable />}
    </main>
  );
}

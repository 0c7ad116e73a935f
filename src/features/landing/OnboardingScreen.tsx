import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';

const steps: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Choose your station`,
    text: msg`Scan the QR code at the pump or pick the station on the map. Stay in your car: the app checks that you are at the station.`,
  },
  {
    title: msg`Choose pump and amount`,
    text: msg`Select your pump and fuel, or a charger or wash. For prepay, choose the maximum amount; you only pay what you fuel.`,
  },
  {
    title: msg`Pay and go`,
    text: msg`Pay with your card, Google Pay or Apple Pay. You see clearly when the payment went through and get your receipt in the app.`,
  },
];

export function OnboardingScreen() {
  const { i18n } = useLingui();
  const navigate = useAppNavigate();
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const position = index + 1;
  const total = steps.length;
  return (
    <main className="screen">
      <p className="onboarding__step">
        <Trans>
          Step {position} of {total}
        </Trans>
      </p>
      <h1 aria-live="polite">{i18n._(step.title)}</h1>
      <p>{i18n._(step.text)}</p>
      <div className="onboarding__actions">
        {index > 0 ? (
          <Button variant="secondary" onPress={() => setIndex(index - 1)}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => navigate('/map')}>
            <Trans>Skip</Trans>
          </Button>
        )}
        <Button onPress={() => (last ? navigate('/map') : setIndex(index + 1))}>
          {last ? <Trans>Get started</Trans> : <Trans>Next</Trans>}
        </Button>
      </div>
    </main>
  );
}

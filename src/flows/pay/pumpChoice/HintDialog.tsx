import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { config } from '../../../config';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { type HintType, markHintSeen } from './hints';

const hintTexts: Record<HintType, { title: MessageDescriptor; text: MessageDescriptor; action: MessageDescriptor }> = {
  prePayHint: {
    title: msg`How paying before fuelling works`,
    text: msg`You choose a maximum amount and we reserve it on your payment method. The pump is released, you fuel, and you only pay for what you fuel; the rest is released by your bank.`,
    action: msg`Got it`,
  },
  cannotUsePhoneOutsideCar: {
    title: msg`Use your phone only in the car`,
    text: msg`Many stations do not allow phones at the pump. Choose your pump now, put your phone away while you fuel, and pay in the app when you are back in your car.`,
    action: msg`Got it`,
  },
  h2LegalHint: {
    title: msg`Hydrogen refuelling`,
    text: msg`Only refuel hydrogen if you have been shown how to use this dispenser. Follow the instructions on the dispenser and stay next to your car while it fills.`,
    action: msg`I know how to refuel hydrogen`,
  },
};

/** A hint screen as a dialog: confirming it continues to where the chosen pump leads. */
export function HintDialog({
  type,
  onContinue,
  onClose,
}: {
  type: HintType;
  onContinue: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const texts = hintTexts[type];
  const confirm = () => {
    markHintSeen(type);
    onContinue();
  };
  return (
    <Sheet title={i18n._(texts.title)} onDismiss={onClose} className="hint-dialog">
      <p>{i18n._(texts.text)}</p>
      {type === 'h2LegalHint' && (
        <p>
          <a href={config.hydrogenTutorialUrl} className="link" target="_blank" rel="noreferrer">
            <Trans>Watch the video tutorial</Trans>
          </a>
        </p>
      )}
      <div className="stack">
        <Button className="button--block" onPress={confirm}>
          {i18n._(texts.action)}
        </Button>
        {type === 'h2LegalHint' && (
          <Button variant="secondary" className="button--block" onPress={onClose}>
            <Trans>Choose another pump</Trans>
          </Button>
        )}
      </div>
    </Sheet>
  );
}

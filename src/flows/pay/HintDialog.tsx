import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal } from 'react-aria-components';
import type { Product } from '../../api/schemas';
import { config } from '../../config';
import { Button } from '../../ui/Button';

/** The three hint screens of SPEC.md section 2. */
export type HintType = 'prePayHint' | 'cannotUsePhoneOutsideCar' | 'h2LegalHint';

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

const seenKey = 'forecourt.hintsSeen';

const seenHints = (): HintType[] => {
  try {
    const value = JSON.parse(localStorage.getItem(seenKey) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/**
 * The hint to show when a pump is chosen, if any. Prepay pumps explain prepaying, postpay pumps the phone rule,
 * each once per device; a postpay pump that offers hydrogen shows the hydrogen legal hint every time (it is a
 * safety rule; on prepay pumps it comes with the choice of hydrogen on the fuel selection).
 */
export function hintFor(product: Product, orderType: 'PREPAY' | 'POSTPAY'): HintType | undefined {
  if (product.facility !== 'PUMP') return undefined;
  const offersHydrogen = product.attributes.availableItems.some((item) => item.itemCode === 'HYDROGEN');
  if (orderType === 'POSTPAY' && offersHydrogen) return 'h2LegalHint';
  const hint: HintType = orderType === 'PREPAY' ? 'prePayHint' : 'cannotUsePhoneOutsideCar';
  return seenHints().includes(hint) ? undefined : hint;
}

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
    if (type !== 'h2LegalHint') localStorage.setItem(seenKey, JSON.stringify([...new Set([...seenHints(), type])]));
    onContinue();
  };
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="modal">
      <Dialog className="dialog hint-dialog">
        <Heading slot="title">{i18n._(texts.title)}</Heading>
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
      </Dialog>
    </Modal>
  );
}

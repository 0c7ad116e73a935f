import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import type { RedemptionCode } from '../../../api/schemas';
import { formatDateTime } from '../../../i18n/format';
import { Button } from '../../../ui/Button';

/**
 * A redemption code as the driver uses it (a wash code, a gift card's code): the code, its expiry (in the
 * station's time zone when given), copy, and the QR code full screen where the platform gives one. The finish
 * screens show it through `CodeCard`, the wash tickets of the profile directly.
 */
export function RedemptionCodeCard({
  code,
  kind,
  timeZone,
}: {
  code: RedemptionCode;
  kind: 'wash' | 'giftCard';
  timeZone?: string;
}) {
  const { t, i18n } = useLingui();
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const qr = code.additionalDisplays?.find((display) => display.type === 'QR');
  const value = code.code;
  const expiry = formatDateTime(i18n.locale, code.expirationDate, timeZone);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <li className={`card wash-code${kind === 'giftCard' ? ' code-card--gift' : ''}`}>
      <p className="muted">{kind === 'wash' ? <Trans>Your wash code</Trans> : <Trans>Your gift card code</Trans>}</p>
      <p className="wash-code__value">{value}</p>
      <p className="muted">
        <Trans>Valid until {expiry}</Trans>
      </p>
      <div className="stack">
        <Button variant="secondary" className="button--block" onPress={copy}>
          <Trans>Copy code</Trans>
        </Button>
        {qr && (
          <Button variant="secondary" className="button--block" onPress={() => setShowQr(true)}>
            <Trans>Show QR code</Trans>
          </Button>
        )}
      </div>
      <p role="status" className="muted">
        {copied === 'yes' && <Trans>Code copied.</Trans>}
        {copied === 'no' && <Trans>Copying is not possible here. Select the code to copy it.</Trans>}
      </p>
      {showQr && qr && (
        <Modal isOpen isDismissable onOpenChange={(open) => !open && setShowQr(false)} className="modal">
          <Dialog className="dialog wash-qr">
            <Heading slot="title">
              {kind === 'wash' ? <Trans>Scan at the car wash</Trans> : <Trans>Scan where you redeem the card</Trans>}
            </Heading>
            <img
              src={qr.code}
              alt={kind === 'wash' ? t`QR code of wash code ${value}` : t`QR code of gift card code ${value}`}
              className="wash-qr__image"
            />
            <p className="wash-code__value">{value}</p>
            <Button className="button--block" onPress={() => setShowQr(false)}>
              <Trans>Close</Trans>
            </Button>
          </Dialog>
        </Modal>
      )}
    </li>
  );
}
